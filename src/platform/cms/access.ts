import type { Access, FieldAccess } from 'payload';

/**
 * Who may do what in /admin and through the API. Every staff account holds one or more roles,
 * each the least a kind of work needs; a person who does several kinds of work holds several.
 * Every collection, global and endpoint takes its rules from here, so the table of who may do
 * what is read in one place (tests/int/staff-roles.test.ts checks it role by role).
 *
 * - `admin`: staff accounts and their roles.
 * - `editor`: the pages and everything the public reads that staff write (information items,
 *   the site tree, the organisation and the schemes, media and files, roster, contributions,
 *   redirects); publishes and schedules.
 * - `directory`: the two directories (accredited bodies, certified organisations), their CSV
 *   imports and the certification counts; may add media and files (certificates).
 * - `inquiries`: reads inquiries and complaints and records how they are handled.
 * - `certificationBody`: an account of one accredited certification body (its accreditation
 *   number on the account): previews, confirms and reads its own reports to the
 *   certified-organisation register, and nothing else.
 */
export const staffRoles = ['admin', 'editor', 'directory', 'inquiries', 'certificationBody'] as const;

export type StaffRole = (typeof staffRoles)[number];

/** The roles of the body's own staff: every role but a certification body's account. */
export const officeRoles = staffRoles.filter((role) => role !== 'certificationBody');

export const staffRoleLabels: Record<StaffRole, { ja: string; en: string }> = {
  admin: { ja: '管理者', en: 'Administrator' },
  editor: { ja: '編集者', en: 'Editor' },
  directory: { ja: '名簿管理者', en: 'Directory manager' },
  inquiries: { ja: '問合せ担当者', en: 'Inquiry handler' },
  certificationBody: { ja: '認証機関（自機関の報告の提出）', en: 'Certification body (submits its own reports)' },
};

const isStaffRole = (value: unknown): value is StaffRole => typeof value === 'string' && (staffRoles as readonly string[]).includes(value);

/** The roles a staff account (or a document of the users collection) holds; none for anyone else. */
export function rolesOf(user: unknown): StaffRole[] {
  const roles = (user as { roles?: unknown } | null | undefined)?.roles;
  return Array.isArray(roles) ? roles.filter(isStaffRole) : [];
}

/** Whether a signed-in staff member holds at least one of the roles. */
export const userHasRole = (user: unknown, ...roles: StaffRole[]): boolean => rolesOf(user).some((role) => roles.includes(role));

/**
 * The accreditation number of the certification body an account reports for: set only with the
 * `certificationBody` role, and then its whole reach; null for everyone else.
 */
export function certificationBodyOf(user: unknown): string | null {
  if (!rolesOf(user).includes('certificationBody')) return null;
  const number = (user as { certificationBodyNumber?: unknown }).certificationBodyNumber;
  return typeof number === 'string' && number.trim() ? number.trim() : null;
}

/** Staff holding one of the roles. */
export const hasRole =
  (...roles: StaffRole[]): Access =>
  ({ req }) =>
    userHasRole(req.user, ...roles);

/** The same for one field. */
export const hasRoleField =
  (...roles: StaffRole[]): FieldAccess =>
  ({ req }) =>
    userHasRole(req.user, ...roles);

/**
 * Staff of the roles read drafts too; everyone else (visitors, and staff whose work this is not)
 * reads published documents only, exactly as the site shows them.
 */
export const publishedOr =
  (...roles: StaffRole[]): Access =>
  ({ req }) =>
    userHasRole(req.user, ...roles) || { _status: { equals: 'published' } };

/**
 * The directories: read by the site's own pages and the open JSON API (Payload's local API,
 * with no one signed in) and by staff of the roles; never through Payload's REST API by the
 * public, where any filter on any field of 10^6 rows could be asked for (/api/v1 is the
 * documented way in), nor in /admin by staff whose work they are not (/admin reads through the
 * local API too, always with the staff member signed in).
 */
export const siteOr =
  (...roles: StaffRole[]): Access =>
  ({ req }) =>
    userHasRole(req.user, ...roles) || (req.payloadAPI === 'local' && !req.user);

/**
 * For `admin.hidden`: keeps a collection or global out of the /admin navigation, dashboard and
 * routes for staff without the roles. Needed where the public may read (pages, media, the site
 * tree…): Payload lists every collection its user may read, and everyone may read those.
 */
export const hiddenUnless =
  (...roles: StaffRole[]) =>
  ({ user }: { user: unknown }): boolean =>
    !userHasRole(user, ...roles);

/** Staff accounts: the administrator reads and changes every account; anyone else only their own. */
export const adminOrSelf: Access = ({ req }) => {
  if (userHasRole(req.user, 'admin')) return true;
  return req.user ? { id: { equals: req.user.id } } : false;
};

export const anyone: Access = () => true;

/** What no one does through the API or /admin (the site's own code passes `overrideAccess`). */
export const nobody: Access = () => false;

export const nobodyField: FieldAccess = () => false;
