import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { postgresAdapter } from '@payloadcms/db-postgres';
import { nodemailerAdapter } from '@payloadcms/email-nodemailer';
import { sqliteAdapter } from '@payloadcms/db-sqlite';
import { redirectsPlugin } from '@payloadcms/plugin-redirects';
import { s3Storage } from '@payloadcms/storage-s3';
import { lexicalEditor } from '@payloadcms/richtext-lexical';
import { buildConfig } from 'payload';
import sharp from 'sharp';

import { auditTrail } from '@/features/back-office/cms';
import { cmsFeatures } from '@/features/cms.registry';
import { mailFrom, mailTransport } from '@/features/forms/cms';
import { anyone, hasRole, hiddenUnless } from '@/platform/cms/access';
import { japanTimeInAdmin } from '@/platform/cms/adminDates';
import { publicationControls } from '@/platform/cms/publicationControls';
import { adminConventions } from '@/platform/cms/adminConventions';
import { ImportLeases } from '@/platform/cms/importLease';
import { siteLogger } from '@/platform/cms/logging';
import { staffOnlyAccess } from '@/platform/cms/accessEndpoint';
import { withRestCaps } from '@/platform/cms/restCaps';
import { revalidateAfterChange, revalidateAfterDelete } from '@/platform/cms/revalidate';
import { translationAids } from '@/platform/cms/translationAids';
import { databaseUrl, dataDir, isPostgres, payloadSecret, siteUrl } from '@/platform/env';
import { adapterHandles } from '@/platform/db/adapter';
import { objectStorage } from '@/platform/cms/objectStorage';

import { adminLanguages, adminTranslations, editorPlaceholder, redirectTypeOptions } from './adminTranslations';
import { Files } from './collections/Files';
import { Media } from './collections/Media';
import { Users } from './collections/Users';
import { POSTGRES_SESSION_OPTIONS } from '@/platform/db/client';
import { noteDatabaseLost } from '@/platform/db/outage';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const url = databaseUrl();
/** The database this configuration was built for (read once, when it is first imported): tests check it is theirs. */
export const configuredDatabaseUrl = url;

const db = isPostgres(url)
  ? postgresAdapter({
      // A request waits at most 5 s for a connection while the database is away (then the page is a 503).
      // Without JIT, planned for memory or SSD, with room for a common keyword's bitmap (POSTGRES_SESSION_OPTIONS).
      pool: { connectionString: url, connectionTimeoutMillis: 5_000, options: POSTGRES_SESSION_OPTIONS },
      push: false,
      migrationDir: path.resolve(dirname, 'migrations/postgres'),
    })
  : sqliteAdapter({
      client: { url },
      // Concurrent readers during writes; a writer waits for the lock instead of failing at once.
      // Transactions stay off (the adapter's default): libsql gives a transaction its connection
      // and opens a new one without the busy timeout, so concurrent writes then fail at once
      // (found by the forms' double-submit test). Imports undo their own writes instead.
      wal: true,
      busyTimeout: 30_000,
      push: false,
      migrationDir: path.resolve(dirname, 'migrations/sqlite'),
    });

/** The admin navigation's groups (by their English label) in the order it shows them: entries with no group first. */
const ADMIN_GROUPS = [undefined, 'Information', 'About JAB', 'Accreditation services', 'Directories', 'Submissions', 'Administration'];
const groupRank = (entity: { admin?: { group?: unknown } }) => {
  const group = entity.admin?.group;
  const rank = ADMIN_GROUPS.indexOf(group && typeof group === 'object' ? String(Reflect.get(group, 'en')) : undefined);
  return rank < 0 ? ADMIN_GROUPS.length : rank;
};
/** Collections or globals by their group in the navigation, each group's in the order given (the sort keeps it). */
const inAdminOrder = <Entity extends { admin?: { group?: unknown } }>(entities: Entity[]) => [...entities].sort((a, b) => groupRank(a) - groupRank(b));

const storage = objectStorage();
/** A collection's folder in the bucket, below S3_PREFIX when one is given. */
const inBucket = (folder: string) => (storage?.prefix ? `${storage.prefix}/${folder}` : folder);

export default buildConfig({
  secret: payloadSecret(),
  serverURL: process.env.SITE_URL,
  // Staff sessions (cookies) are honoured only on requests from the site's own origin.
  csrf: [siteUrl()],
  cors: [siteUrl()],
  // Refusals and misses are expected on the open internet: one line at info level, no stack.
  logger: siteLogger,
  // Nothing leaves the site: Payload would otherwise report each start to its maker.
  telemetry: false,
  db,
  onInit: (payload) => {
    // When PostgreSQL restarts, the pool's idle connections break: the pool drops them and opens
    // new ones when asked. Without a listener, node-postgres would throw the 'error' event and
    // end the server; with one, the server answers 503 meanwhile and recovers by itself.
    const { pool } = adapterHandles(payload);
    // The moment is noted: a page failing on a connection the restart broke, even once the
    // database answers again, is then a 503 of the outage rather than a 500 (src/http-server/serverError.ts).
    pool?.on('error', (error) => {
      noteDatabaseLost();
      const code = 'code' in error && typeof error.code === 'string' ? error.code : 'no code';
      payload.logger.warn(`A database connection was lost (${code}); the next request opens another.`);
    });
  },
  editor: lexicalEditor({ admin: { placeholder: editorPlaceholder } }),
  // Mail is sent by the outbox (src/features/forms/server/mail/outbox.ts), which retries; an SMTP server
  // that is down at start-up must not stop the site, so the transport is not verified.
  email: nodemailerAdapter({
    defaultFromAddress: mailFrom().address,
    defaultFromName: mailFrom().name,
    transport: mailTransport(dataDir),
    skipVerify: true,
  }),
  sharp,
  admin: {
    user: Users.slug,
    // No Gravatar: staff addresses (hashed) are not sent to a third party, and the CSP allows images from the site only.
    avatar: 'default',
    // Staff work in Japan's time; date fields with times are entered and shown in it.
    timezones: { defaultTimezone: 'Asia/Tokyo', supportedTimezones: [{ label: '日本時間 / Japan (JST)', value: 'Asia/Tokyo' }] },
    // Lists, date fields and version history show Japan's time in each language (platform/cms/adminDates.ts).
    // The few places of Payload's own that remain (the "last modified" line, the version comparison's
    // headings) use this one pattern for every language, in the browser's time zone, which it names.
    dateFormat: 'yyyy/MM/dd HH:mm (zzz)',
    // The body's own name in every tab, its name and mark on the sign-in page and atop each page.
    meta: { titleSuffix: ' | JAB CMS' },
    components: {
      graphics: { Logo: '@/features/back-office/ui/AdminGraphics#AdminLogo', Icon: '@/features/back-office/ui/AdminGraphics#AdminIcon' },
      // What is waiting for the signed-in staff member, by role, above the collection cards; then the features' own panels.
      beforeDashboard: ['@/features/back-office/ui/Dashboard#Dashboard', ...cmsFeatures.flatMap((f) => f.cms.dashboard ?? [])],
      // The staff guide (docs/staff-guide*.md) at /admin/guide, and its entry in the navigation.
      views: { guide: { Component: '@/features/back-office/ui/GuideView#GuideView', path: '/guide', exact: true, meta: { title: 'スタッフガイド / Staff guide' } } },
      afterNavLinks: ['@/features/back-office/ui/GuideNavLink#GuideNavLink'],
    },
    importMap: { baseDir: path.resolve(dirname, '..') },
  },
  // The admin in natural Japanese and English, the language menu in each language's own name.
  i18n: { supportedLanguages: adminLanguages, fallbackLanguage: 'ja', translations: adminTranslations },
  localization: {
    locales: [
      { code: 'ja', label: '日本語' },
      { code: 'en', label: 'English' },
    ],
    defaultLocale: 'ja',
    fallback: true,
  },
  // Each feature's collections and globals (its cms.ts), in the order of src/features/features.ts,
  // then the site's own (uploads, the import leases, the staff accounts), by the navigation's groups.
  collections: inAdminOrder([...cmsFeatures.flatMap((f) => f.cms.collections ?? []), Files, Media, ImportLeases, Users]),
  // Payload's own endpoints come after these: /api/access answers staff only.
  endpoints: [staffOnlyAccess, ...cmsFeatures.flatMap((f) => f.cms.endpoints ?? [])],
  globals: inAdminOrder(cmsFeatures.flatMap((f) => f.cms.globals ?? [])),
  typescript: { outputFile: path.resolve(dirname, '../payload-types.ts') },
  graphQL: { disable: true },
  upload: { limits: { fileSize: 20 * 1024 * 1024 } },
  plugins: [
    // Each feature's own plugins (the pages' SEO fields, the validity history with the bulk checks).
    ...cmsFeatures.flatMap((f) => f.cms.plugins ?? []),
    // The Japanese text above each field while English is edited, and the heading from the other
    // language, in the collections features mark `translated` (platform/cms/translationAids.ts). After
    // the features' plugins, so the SEO fields are covered too.
    translationAids(cmsFeatures.flatMap((f) => f.cms.translated ?? [])),
    redirectsPlugin({
      collections: ['pages'],
      redirectTypes: ['301', '302', '308'],
      redirectTypeFieldOverride: { options: redirectTypeOptions },
      overrides: {
        labels: { singular: { ja: 'リダイレクト', en: 'Redirect' }, plural: { ja: 'リダイレクト', en: 'Redirects' } },
        admin: { defaultColumns: ['from', 'to.type', 'createdAt'], hidden: hiddenUnless('editor') },
        // The site reads every redirect; editors keep them.
        access: { read: anyone, create: hasRole('editor'), update: hasRole('editor'), delete: hasRole('editor') },
        hooks: { afterChange: [revalidateAfterChange], afterDelete: [revalidateAfterDelete] },
        // The target group has no label of its own ("to" in the list's column headings).
        fields: ({ defaultFields }) =>
          defaultFields.map((field) => ('name' in field && field.name === 'to' ? { ...field, label: { ja: '転送先', en: 'Redirect to' } } : field)) as typeof defaultFields,
      },
    }),
    // Uploads in an S3-compatible bucket when S3_BUCKET is set (platform/cms/objectStorage.ts),
    // on DATA_DIR otherwise. The adapter's `prefix` field is in the schema either way, so the
    // migrations are the same whichever is chosen.
    s3Storage({
      enabled: Boolean(storage),
      alwaysInsertFields: true,
      bucket: storage?.bucket ?? 'unused',
      config: storage?.config ?? { region: 'us-east-1' },
      collections: { media: { prefix: inBucket('media') }, files: { prefix: inBucket('files') } },
    }),
    // Last, so the collections the plugins add are covered too.
    auditTrail,
    japanTimeInAdmin,
    publicationControls,
    adminConventions,
    (config) => ({ ...config, collections: withRestCaps(config.collections ?? []) }),
  ],
});
