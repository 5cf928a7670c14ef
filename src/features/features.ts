/**
 * The site's features, each a folder beside this file, in the order the seed fills them and the
 * CMS lists their collections within each group of the admin's navigation (the groups' order is
 * the CMS configuration's). A feature comes after those its sample data refers to (documents
 * before the revision notices naming them, the accredited bodies before the certificates they
 * issued, both before their validity history, the pages before the site tree linking them); and
 * the order fixes the sample files' names, which end in their record's number.
 *
 * A new feature is a folder and a line here; `npm run features` then writes the lists the site
 * assembles from (`*.registry.ts` beside this file) and a test fails while they are out of date.
 */
export const FEATURES = [
  'organisation',
  'roster',
  'schemes',
  'publicity',
  'accredited-bodies',
  'certification-counts',
  'certified-organisations',
  'validity-history',
  'news',
  'public-comments',
  'documents',
  'document-revisions',
  'recruitment',
  'cms-pages',
  'navigation',
  'verification',
  'decision-reports',
  'forms',
  'alerts',
  'back-office',
  'open-data',
  'credentials',
  'accessibility',
  'site-search',
  'sitemap',
  'whats-new',
] as const;
