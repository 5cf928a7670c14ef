// Written by `npm run features` from features.ts: do not edit. The features that declare
// their addresses (the screens the menu editor offers: features/navigation), in the order of features.ts.
import type { RouteDeclaration } from '@/platform/features';

import { routes as accreditedBodies } from './accredited-bodies/routes';
import { routes as certificationCounts } from './certification-counts/routes';
import { routes as certifiedOrganisations } from './certified-organisations/routes';
import { routes as news } from './news/routes';
import { routes as publicComments } from './public-comments/routes';
import { routes as documents } from './documents/routes';
import { routes as documentRevisions } from './document-revisions/routes';
import { routes as recruitment } from './recruitment/routes';
import { routes as cmsPages } from './cms-pages/routes';
import { routes as verification } from './verification/routes';
import { routes as decisionReports } from './decision-reports/routes';
import { routes as forms } from './forms/routes';
import { routes as alerts } from './alerts/routes';
import { routes as openData } from './open-data/routes';
import { routes as credentials } from './credentials/routes';
import { routes as accessibility } from './accessibility/routes';
import { routes as siteSearch } from './site-search/routes';
import { routes as whatsNew } from './whats-new/routes';

export const routesFeatures: { name: string; routes: RouteDeclaration[] }[] = [
  { name: 'accredited-bodies', routes: accreditedBodies },
  { name: 'certification-counts', routes: certificationCounts },
  { name: 'certified-organisations', routes: certifiedOrganisations },
  { name: 'news', routes: news },
  { name: 'public-comments', routes: publicComments },
  { name: 'documents', routes: documents },
  { name: 'document-revisions', routes: documentRevisions },
  { name: 'recruitment', routes: recruitment },
  { name: 'cms-pages', routes: cmsPages },
  { name: 'verification', routes: verification },
  { name: 'decision-reports', routes: decisionReports },
  { name: 'forms', routes: forms },
  { name: 'alerts', routes: alerts },
  { name: 'open-data', routes: openData },
  { name: 'credentials', routes: credentials },
  { name: 'accessibility', routes: accessibility },
  { name: 'site-search', routes: siteSearch },
  { name: 'whats-new', routes: whatsNew },
];
