import '#server-only';

import type { Lookup } from '@/features/verification';
import { ADDRESSES, below } from '@/i18n/addresses';
import { siteUrl } from '@/platform/env';
import { schemeById } from '@/reference/schemes';

import { bilingual, credentialUrl, type Names } from './credential';

const SCHEMA = 'https://schema.org';


/**
 * What a number names, as JSON-LD with schema.org's terms, for search engines and any program
 * that reads linked data: each accreditation or certificate a `Certification` (who issued it,
 * about whom, its number, status and dates), an accreditation also linked to its verifiable
 * credential. It tells the state today; the state on another day is the open API's
 * (`/api/v1/verify?number=…&on=…`), linked as `subjectOf`.
 */
export function answerJsonLd(lookup: Lookup, issuerName: Names, origin = siteUrl()) {
  const issuer = { '@type': 'Organization', '@id': origin, name: bilingual(issuerName.ja, issuerName.en), url: origin };
  const graph = lookup.matches.map((match) => {
    if (match.subject === 'body') {
      const { body } = match;
      const scheme = schemeById(body.scheme);
      return {
        '@type': 'Certification',
        '@id': credentialUrl(body.accreditationNumber, origin),
        name: scheme ? bilingual(scheme.name.ja, scheme.name.en) : body.scheme,
        certificationIdentification: body.accreditationNumber,
        certificationStatus: match.statusToday === 'active' ? `${SCHEMA}/CertificationActive` : `${SCHEMA}/CertificationInactive`,
        issuedBy: issuer,
        about: { '@type': 'Organization', '@id': `${origin}${below(ADDRESSES.accreditedBodies, encodeURIComponent(body.accreditationNumber))}`, name: bilingual(body.nameJa, body.nameEn) },
        ...(scheme ? { description: scheme.standard } : {}),
        validFrom: body.renewalDate || body.initialDate,
        expires: body.expiryDate,
        subjectOf: `${origin}/api/v1/verify/${encodeURIComponent(body.accreditationNumber)}`,
      };
    }
    const c = match.certificate;
    return {
      '@type': 'Certification',
      '@id': `${origin}${below(ADDRESSES.certifiedOrganisation, c.id)}`,
      name: c.standards.join(', '),
      certificationIdentification: c.certificateNumber,
      certificationStatus: match.statusToday === 'valid' ? `${SCHEMA}/CertificationActive` : `${SCHEMA}/CertificationInactive`,
      issuedBy: {
        '@type': 'Organization',
        '@id': `${origin}${below(ADDRESSES.accreditedBodies, encodeURIComponent(c.bodyNumber))}`,
        name: bilingual(c.bodyName, c.bodyNameEn),
        hasCredential: credentialUrl(c.bodyNumber, origin),
      },
      about: { '@type': 'Organization', name: bilingual(c.organisationName, c.organisationNameEn) },
      validFrom: c.firstRegisteredOn,
      expires: c.expiresOn,
      subjectOf: `${origin}/api/v1/verify/${encodeURIComponent(c.certificateNumber)}`,
    };
  });
  return { '@context': { '@vocab': `${SCHEMA}/` }, '@graph': graph };
}
