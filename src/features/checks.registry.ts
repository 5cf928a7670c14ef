// Written by `npm run features` from features.ts: do not edit. The features that declare
// their query checks (src/proxy.ts), in the order of features.ts.
import type { FeatureChecks } from '@/platform/features';

import { checks as accreditedBodies } from './accredited-bodies/checks';
import { checks as certifiedOrganisations } from './certified-organisations/checks';
import { checks as news } from './news/checks';
import { checks as publicComments } from './public-comments/checks';
import { checks as documents } from './documents/checks';
import { checks as documentRevisions } from './document-revisions/checks';
import { checks as recruitment } from './recruitment/checks';
import { checks as verification } from './verification/checks';
import { checks as forms } from './forms/checks';
import { checks as alerts } from './alerts/checks';
import { checks as credentials } from './credentials/checks';
import { checks as siteSearch } from './site-search/checks';

export const checksFeatures: { name: string; checks: FeatureChecks }[] = [
  { name: 'accredited-bodies', checks: accreditedBodies },
  { name: 'certified-organisations', checks: certifiedOrganisations },
  { name: 'news', checks: news },
  { name: 'public-comments', checks: publicComments },
  { name: 'documents', checks: documents },
  { name: 'document-revisions', checks: documentRevisions },
  { name: 'recruitment', checks: recruitment },
  { name: 'verification', checks: verification },
  { name: 'forms', checks: forms },
  { name: 'alerts', checks: alerts },
  { name: 'credentials', checks: credentials },
  { name: 'site-search', checks: siteSearch },
];
