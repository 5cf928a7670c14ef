// Written by `npm run features` from features.ts: do not edit. The features that declare
// their sitemap pages, site search sources and feed entries (features/sitemap, site-search, whats-new), in the order of features.ts.
import type { FeatureSite } from '@/platform/features';

import { site as accreditedBodies } from './accredited-bodies';
import { site as certificationCounts } from './certification-counts';
import { site as certifiedOrganisations } from './certified-organisations';
import { site as news } from './news';
import { site as publicComments } from './public-comments';
import { site as documents } from './documents';
import { site as documentRevisions } from './document-revisions';
import { site as recruitment } from './recruitment';
import { site as cmsPages } from './cms-pages';
import { site as decisionReports } from './decision-reports';
import { site as forms } from './forms';
import { site as alerts } from './alerts';
import { site as openData } from './open-data';

export const siteFeatures: { name: string; site: FeatureSite }[] = [
  { name: 'accredited-bodies', site: accreditedBodies },
  { name: 'certification-counts', site: certificationCounts },
  { name: 'certified-organisations', site: certifiedOrganisations },
  { name: 'news', site: news },
  { name: 'public-comments', site: publicComments },
  { name: 'documents', site: documents },
  { name: 'document-revisions', site: documentRevisions },
  { name: 'recruitment', site: recruitment },
  { name: 'cms-pages', site: cmsPages },
  { name: 'decision-reports', site: decisionReports },
  { name: 'forms', site: forms },
  { name: 'alerts', site: alerts },
  { name: 'open-data', site: openData },
];
