import { getTranslations } from '@/i18n/server';

import type { Locale } from '@/i18n/routing';

import type { Verdict } from '../history';
import type { Match } from '../server/lookup';

const BODY_END_KINDS = ['cancelled', 'withdrawn', 'revoked', 'resigned'] as const;

/**
 * The words of a verdict in one language: the short answer (valid, not valid, not known) and the
 * reason, the same on the check page, the bulk table, its CSV and the feeds.
 */
export async function verdictWords(locale: Locale) {
  const [t, tBodies] = await Promise.all([getTranslations({ locale, namespace: 'verification' }), getTranslations({ locale, namespace: 'bodies' })]);
  const endKind = (subject: Match['subject'], kind: string | null) =>
    subject === 'certificate'
      ? t(kind === 'unreported' ? 'endKind.unreported' : 'endKind.withdrawn')
      : kind && (BODY_END_KINDS as readonly string[]).includes(kind)
        ? tBodies(`detail.endKind.${kind as (typeof BODY_END_KINDS)[number]}`)
        : t('endKind.other');
  return {
    label: (verdict: Verdict) => (verdict.kind === 'valid' ? t('verdict.valid') : verdict.kind === 'unknown' ? t('verdict.unknown') : t('verdict.notValid')),
    reason: (verdict: Verdict, day: string, subject: Match['subject']) => {
      switch (verdict.kind) {
        case 'valid':
          return verdict.until ? t('reason.valid', { since: verdict.since, until: verdict.until, day }) : t('reason.validOpen', { since: verdict.since, day });
        case 'suspended':
          return verdict.to ? t('reason.suspended', { from: verdict.from, to: verdict.to }) : t('reason.suspendedOpen', { from: verdict.from });
        case 'ended':
          return t('reason.ended', { on: verdict.on, kind: endKind(subject, verdict.endKind) });
        case 'expired':
          return t('reason.expired', { on: verdict.on });
        case 'notYet':
          return t('reason.notYet', { from: verdict.from, day });
        case 'unknown':
          return verdict.knownFrom ? t('reason.unknown', { knownFrom: verdict.knownFrom }) : t('reason.noHistory');
      }
    },
  };
}
