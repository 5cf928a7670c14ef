import type { APIRequestContext } from '@playwright/test';

import { routesFeatures } from '@/features/routes.registry';

import { publishedPaths } from './support';

/**
 * Every kind of page the site serves, for the checks that must hold on all of them (axe, the Nu
 * HTML checker): the CMS pages, and the pages the code draws in their states (results, no result,
 * bad input, not found). Locale-less; each is checked in both languages.
 */
export const codeRoutes = [
  '/inquiry/form',
  '/inquiry/form?category=accessibility',
  '/complaint_application',
  '/search',
  '/search?q=%E8%AA%8D%E5%AE%9A',
  '/search?q=zzzz-no-such-word',
  '/search?q=a&page=-1',
  '/no-such-page',
  // The information lists, one item of each kind, and an item written in Japanese only.
  '/news',
  '/news?year=abc',
  '/news/2026-11-year-end-closure',
  '/news/2025-06-j-ohsms-guideline-revision',
  '/public_comments',
  '/public_comments/2026-11-remote-assessment-policy',
  '/document_revision',
  '/document_revision/2026-08-s-rl03-revised',
  '/recruit',
  '/recruit/2026-11-medical-laboratory-temporary-staff',
  '/documents_forms/documents',
  '/documents_forms/forms?q=zzzz',
  // The directories: searches with results, with none and with bad input; reports; counts.
  '/certification_institutions',
  '/certification_institutions?q=%E6%A0%A1%E6%AD%A3',
  '/certification_institutions?q=zzzz-no-such-body',
  '/certification_institutions?page=-1',
  '/certification_institutions/NOSUCH0001',
  // The check: its index (one number, or many), a number that names nothing, a day that cannot be read.
  '/verify',
  '/verify/NOSUCH0001',
  '/verify/NOSUCH0001?on=2025-02-30',
  '/ms_certifications/list',
  '/ms_certifications/list?q=%E9%87%91%E5%B1%9E&size=50',
  '/ms_certifications/list?q=zzzz-no-such-organisation',
  '/ms_certifications/list?size=7',
  '/ms_certifications/list/9001',
  '/ms_certifications/counts',
  '/ms_certifications/coverage',
  // Alerts by mail: the form for a list, with a wrong address, and a malformed request; the pages after it (with no link, they say so).
  '/alerts?kind=list&key=news',
  '/alerts?kind=list&key=news&problem=email',
  '/alerts?kind=everything&key=x',
  '/alerts/requested',
  '/alerts/confirm',
  '/alerts/manage',
  '/cert_reports?type=1',
  '/cert_reports?type=2',
  '/cert_reports?type=3',
  '/accessibility/results',
  // The check of a signed record: refused when empty; a result whose document has gone.
  '/verify/check?problem=empty',
  '/verify/check/AAAAAAAAAAAAAAAAAAAAAAAA',
  // The open-data catalogue's page (its files are JSON and CSV, not pages); the list of daily snapshots is a declared screen.
  '/data',
];

/**
 * Record pages: the first current body (by number, through the open JSON API), its certificate
 * check, and the first organisation of the seeded register (other tests add records while these
 * run, so "the first search result" would not be the same page from one run to the next).
 */
export async function recordRoutes(request: APIRequestContext): Promise<string[]> {
  const bodies = (await (await request.get('/api/v1/accredited-bodies')).json()) as { items: { accreditationNumber: string }[] };
  const organisation = (await (await request.get('/api/v1/certified-organisations/1')).json()) as { id: number };
  const body = bodies.items[0]!.accreditationNumber;
  return [`/certification_institutions/${body}`, `/verify/${body}`, `/compatible_organizations/${organisation.id}`];
}

/** Every screen a feature declares (offered to the menu editor): a new feature's screens are checked without a line here. */
export const declaredPages = routesFeatures.flatMap((f) => f.routes.flatMap((r) => (r.screen ? [r.path] : [])));

/** Every route to check, locale-less. */
export async function siteRoutes(request: APIRequestContext): Promise<string[]> {
  return [...new Set([...(await publishedPaths(request)), ...codeRoutes, ...declaredPages, ...(await recordRoutes(request))])];
}
