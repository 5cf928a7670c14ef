import { getTranslations } from '@/i18n/server';

import type { Locale } from '@/i18n/routing';
import { schemeById } from '@/reference/schemes';
import { todayInJapan } from '@/platform/time/japan';

import { bodyName, statusOf } from '../present';
import { bodyByNumber } from '../server/queries';
import { badgeSvg } from './svg';

/** How long the mark may be kept by a browser or a cache: minutes, so a suspension shows the same hour. */
export const BADGE_MAX_AGE_SECONDS = 300;

const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * `RM0001.svg` → `RM0001`; null for anything else. The address was decoded once already (the
 * route's parameter), so `%252e` stays `%2e` and is no number; a control character is never one.
 */
export function badgeNumber(file: string): string | null {
  if (CONTROL.test(file)) return null;
  const match = /^([^/\\]{1,40})\.svg$/.exec(file);
  return match ? match[1]! : null;
}

/** The mark may be opened on its own: it runs nothing, loads nothing and cannot be framed. */
export const BADGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";

const svgResponse = (svg: string, status: number) =>
  new Response(svg, {
    status,
    headers: {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': status === 200 ? `public, max-age=${BADGE_MAX_AGE_SECONDS}` : 'no-store',
      // Drawn to be shown on other sites: any page may show it as an image, none may frame it.
      'cross-origin-resource-policy': 'cross-origin',
      'content-security-policy': BADGE_POLICY,
    },
  });

/**
 * GET /badge/{number}.svg and /en/badge/{number}.svg: the live accreditation mark of one body,
 * today's status from the directory (see svg.ts). An unknown number answers 404 with a mark that
 * says so, so a page embedding a wrong number shows the truth rather than a broken image.
 */
export function badgeRoute(locale: Locale) {
  return async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
    const [t, tBodies, tCommon] = await Promise.all([
      getTranslations({ locale, namespace: 'bodies.badge' }),
      getTranslations({ locale, namespace: 'bodies' }),
      getTranslations({ locale, namespace: 'common' }),
    ]);
    const site = tCommon('siteShortName');
    const file = (await params).file;
    const number = badgeNumber(file);
    const body = number ? await bodyByNumber(number) : null;
    if (!body) {
      // A control character is refused (400), and nothing of what was asked is drawn back.
      const refused = CONTROL.test(file);
      const shown = refused ? '' : (number ?? '').slice(0, 20);
      const label = t('unknownStatus');
      return svgResponse(
        badgeSvg({ lang: locale, status: 'unknown', statusLabel: label, name: shown, scheme: '', numberLine: site, title: label, desc: t('unknownDesc', { site, number: shown }) }),
        refused ? 400 : 404,
      );
    }
    const status = statusOf(body);
    // An ended accreditation says how it ended (withdrawn, surrendered …), as the body's page does.
    const statusLabel = status === 'ended' && body.endKind ? tBodies(`detail.endKind.${body.endKind}`) : tBodies(`status.${status}`);
    const name = bodyName(body, locale);
    const scheme = schemeById(body.scheme).name[locale];
    const values = { site, name, scheme, number: body.accreditationNumber, status: statusLabel, today: todayInJapan() };
    return svgResponse(badgeSvg({ lang: locale, status, statusLabel, name, scheme, numberLine: t('numberLine', values), title: t('title', values), desc: t('desc', values) }), 200);
  };
}
