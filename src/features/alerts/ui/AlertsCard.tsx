import type { Payload } from 'payload';

import { userHasRole } from '@/platform/cms/access';
import { adminLanguage } from '@/platform/cms/japanTime';

import { alertCounts } from '../payload/staff';
import styles from './AlertsCard.module.css';

type Props = { payload: Payload; user: unknown; i18n: { language: string }; searchParams?: Record<string, string | string[] | undefined> };

const words = {
  ja: {
    title: 'メールでのお知らせ',
    lead: '登録の件数だけを表示します。宛先のアドレスは、誰にも表示されません。',
    kinds: { certificate: '認証登録', body: '認定機関', 'report-type': '認定に関する報告', list: '新着の一覧' } as Record<string, string>,
    locales: { ja: '日本語', en: '英語' } as Record<string, string>,
    kind: '対象',
    locale: '言語',
    count: '登録数',
    none: 'まだ登録はありません。',
    summary: (c: { addresses: number; waiting: number; queued: number; sent: number }) =>
      `宛先 ${c.addresses}件・確認待ちの登録 ${c.waiting}件・送信待ち ${c.queued}件・この7日間に送信したメール ${c.sent}通`,
    eraseHeading: '本人の求めによる消去',
    eraseLead:
      '本人から消去を求められたアドレスを入力してください。登録と送信待ちのメールをすべて消去します。監査ログには、消去したことと件数だけを記録し、アドレスは記録しません。',
    email: 'メールアドレス',
    erase: '消去する',
    outcomes: {
      erased: 'このアドレスの登録と送信待ちのメールがあれば、すべて消去しました。監査ログに記録しました。',
      invalid: 'メールアドレスの形式が正しくありません。',
    } as Record<string, string>,
  },
  en: {
    title: 'Alerts by email',
    lead: 'Only the numbers of alerts are shown. No one can see the addresses.',
    kinds: { certificate: 'Certificates', body: 'Accredited bodies', 'report-type': 'Accreditation decision reports', list: 'Lists of new items' } as Record<string, string>,
    locales: { ja: 'Japanese', en: 'English' } as Record<string, string>,
    kind: 'Following',
    locale: 'Language',
    count: 'Alerts',
    none: 'Nobody has signed up yet.',
    summary: (c: { addresses: number; waiting: number; queued: number; sent: number }) =>
      `${c.addresses} addresses · ${c.waiting} waiting for confirmation · ${c.queued} waiting to be sent · ${c.sent} mails sent in the last 7 days`,
    eraseHeading: 'Erase at the person’s request',
    eraseLead:
      'Enter the address whose owner asked to be erased. Every alert of it and every mail waiting for it is erased. The audit trail records that it was done and how many alerts ended, not the address.',
    email: 'Email address',
    erase: 'Erase',
    outcomes: {
      erased: 'Any alerts for this address, and any mail waiting for it, have been erased. The audit trail records the request.',
      invalid: 'That is not an email address.',
    } as Record<string, string>,
  },
} as const;

/** The alerts on the /admin dashboard, for administrators: counts by kind and language, and erasure on request. */
export async function AlertsCard({ payload, user, i18n, searchParams }: Props) {
  if (!userHasRole(user, 'admin')) return null;
  const w = words[adminLanguage(i18n?.language)];
  const counts = await alertCounts(payload);
  const raw = searchParams?.alertErase;
  const outcome = w.outcomes[String(Array.isArray(raw) ? raw[0] : (raw ?? ''))];
  return (
    <section id="alerts" className={styles.card} aria-labelledby="alerts-title">
      <h2 id="alerts-title">{w.title}</h2>
      <p className={styles.meta}>{w.lead}</p>
      <p>{w.summary({ addresses: counts.addresses, waiting: counts.waitingForConfirmation, queued: counts.queued, sent: counts.sentThisWeek })}</p>
      {counts.subscriptions.length === 0 ? (
        <p>{w.none}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">{w.kind}</th>
              <th scope="col">{w.locale}</th>
              <th scope="col">{w.count}</th>
            </tr>
          </thead>
          <tbody>
            {counts.subscriptions.map((row) => (
              <tr key={`${row.kind}|${row.locale}`}>
                <td>{w.kinds[row.kind] ?? row.kind}</td>
                <td>{w.locales[row.locale] ?? row.locale}</td>
                <td>{row.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h3>{w.eraseHeading}</h3>
      <p className={styles.meta}>{w.eraseLead}</p>
      {outcome && <p role="status">{outcome}</p>}
      <form method="post" action="/api/alert-erase" className={styles.form}>
        <div>
          <label htmlFor="alerts-erase-email">{w.email}</label>
          <input id="alerts-erase-email" name="email" type="email" required autoComplete="off" />
        </div>
        <button type="submit">{w.erase}</button>
      </form>
    </section>
  );
}
