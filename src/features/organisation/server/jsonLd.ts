import '#server-only';

import type { Organization, WithContext } from 'schema-dts';

import { localizedHref, type Locale } from '@/i18n/routing';
import { siteUrl } from '@/platform/env';

import { getOrganisation } from './queries';

/**
 * The organisation as schema.org structured data for the home page. Contact details go in only
 * when they are real (not the sample values a new database has), so search engines never learn
 * a sample address as the body's own.
 */
export async function organisationJsonLd(locale: Locale, description: string, alternateName: string): Promise<WithContext<Organization>> {
  const org = await getOrganisation(locale);
  const origin = siteUrl();
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: org.profile.name,
    alternateName,
    url: `${origin}${localizedHref('/', locale)}`,
    logo: `${origin}/apple-icon.png`,
    description,
    ...(org.profile.established ? { foundingDate: org.profile.established } : {}),
    ...(org.sample
      ? {}
      : {
          address: { '@type': 'PostalAddress', streetAddress: org.contact.address, postalCode: org.contact.postalCode ?? undefined, addressCountry: 'JP' },
          ...(org.contact.telephone ? { telephone: org.contact.telephone } : {}),
          ...(org.profile.corporateNumber ? { identifier: org.profile.corporateNumber } : {}),
        }),
  };
}
