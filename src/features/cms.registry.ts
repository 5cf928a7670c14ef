// Written by `npm run features` from features.ts: do not edit. The features that declare
// their collections, globals, endpoints, plugins and seeds (src/payload/payload.config.ts, src/payload/seed), in the order of features.ts.
import type { FeatureCms } from '@/platform/features';

import { cms as organisation } from './organisation/cms';
import { cms as roster } from './roster/cms';
import { cms as schemes } from './schemes/cms';
import { cms as publicity } from './publicity/cms';
import { cms as accreditedBodies } from './accredited-bodies/cms';
import { cms as certificationCounts } from './certification-counts/cms';
import { cms as certifiedOrganisations } from './certified-organisations/cms';
import { cms as validityHistory } from './validity-history/cms';
import { cms as news } from './news/cms';
import { cms as publicComments } from './public-comments/cms';
import { cms as documents } from './documents/cms';
import { cms as documentRevisions } from './document-revisions/cms';
import { cms as recruitment } from './recruitment/cms';
import { cms as cmsPages } from './cms-pages/cms';
import { cms as navigation } from './navigation/cms';
import { cms as verification } from './verification/cms';
import { cms as forms } from './forms/cms';
import { cms as alerts } from './alerts/cms';
import { cms as backOffice } from './back-office/cms';
import { cms as openData } from './open-data/cms';
import { cms as credentials } from './credentials/cms';

export const cmsFeatures: { name: string; cms: FeatureCms }[] = [
  { name: 'organisation', cms: organisation },
  { name: 'roster', cms: roster },
  { name: 'schemes', cms: schemes },
  { name: 'publicity', cms: publicity },
  { name: 'accredited-bodies', cms: accreditedBodies },
  { name: 'certification-counts', cms: certificationCounts },
  { name: 'certified-organisations', cms: certifiedOrganisations },
  { name: 'validity-history', cms: validityHistory },
  { name: 'news', cms: news },
  { name: 'public-comments', cms: publicComments },
  { name: 'documents', cms: documents },
  { name: 'document-revisions', cms: documentRevisions },
  { name: 'recruitment', cms: recruitment },
  { name: 'cms-pages', cms: cmsPages },
  { name: 'navigation', cms: navigation },
  { name: 'verification', cms: verification },
  { name: 'forms', cms: forms },
  { name: 'alerts', cms: alerts },
  { name: 'back-office', cms: backOffice },
  { name: 'open-data', cms: openData },
  { name: 'credentials', cms: credentials },
];
