import { DefaultTemplate } from '@payloadcms/next/templates';
import { Gutter } from '@payloadcms/ui';
import { redirect } from 'next/navigation';
import type { AdminViewServerProps } from 'payload';
import { formatAdminURL } from 'payload/shared';

import { adminLanguage } from '@/platform/cms/japanTime';

import { type GuideLanguage, readGuide, renderGuide } from './guide';
import styles from './Guide.module.css';

/** The path of the guide under /admin, as payload.config.ts names the view. */
const GUIDE_PATH = '/guide';

/**
 * /admin/guide: the staff guide (docs/staff-guide.md, docs/staff-guide.en.md) inside /admin,
 * with its navigation, in the admin's language or the one asked for (`?lang=en`, the guide's
 * own links between its languages). Any signed-in staff member reads it; Payload lets anyone
 * reach a custom view, so the view sends everyone else to the sign-in, as /admin does.
 */
export async function GuideView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, locale, permissions, visibleEntities } = initPageResult;
  const { payload, i18n, user } = req;
  const adminRoute = payload.config.routes.admin;
  const guideURL = formatAdminURL({ adminRoute, path: GUIDE_PATH, relative: true });
  const asked = searchParams?.lang;
  const language: GuideLanguage = asked === 'ja' || asked === 'en' ? asked : adminLanguage(i18n.language);
  if (!user) {
    const back = `${guideURL}${typeof asked === 'string' ? `?lang=${encodeURIComponent(asked)}` : ''}`;
    redirect(`${formatAdminURL({ adminRoute, path: payload.config.admin.routes.login, relative: true })}?redirect=${encodeURIComponent(back)}`);
  }
  const html = renderGuide(await readGuide(language), guideURL);
  return (
    <DefaultTemplate
      i18n={i18n}
      locale={locale}
      params={params}
      payload={payload}
      permissions={permissions}
      req={req}
      searchParams={searchParams}
      user={user}
      viewType="guide"
      // A copy, as Payload's own views pass it (React 19 refuses the page result's frozen object here).
      visibleEntities={{ collections: visibleEntities.collections, globals: visibleEntities.globals }}
    >
      <Gutter>
        {/* The guide is the project's own text (docs/), not anything staff or visitors wrote. */}
        <article className={styles.guide} lang={language} dangerouslySetInnerHTML={{ __html: html }} />
      </Gutter>
    </DefaultTemplate>
  );
}
