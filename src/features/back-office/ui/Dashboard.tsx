import type { Payload } from 'payload';

import { staffRoleLabels } from '@/platform/cms/access';
import { adminLanguage, type AdminLanguage, formatAdminDateTime } from '@/platform/cms/japanTime';
import { publicationWords } from '@/platform/cms/publicationWords';

import { auditActionLabels, type AuditAction } from '../payload/auditLog';
import { importDirectoryLabels } from '../payload/importRuns';
import { dashboardData } from '../server/dashboard';
import styles from './Dashboard.module.css';

type Props = { payload: Payload; user: unknown; i18n: { language: string } };

const words = {
  ja: {
    title: '対応が必要なこと',
    roles: 'あなたの役割',
    guide: 'スタッフガイドを読む',
    waiting: '未対応・対応中の受付',
    waitingNone: '未対応の受付はありません。',
    count: (n: number) => `${n.toLocaleString('ja-JP')}件`,
    oldest: '古い順',
    received: '受付',
    age: (days: number, hours: number) => (days >= 1 ? `${days}日経過` : `${hours}時間経過`),
    allOpen: 'すべて表示',
    failedMail: '送信できず再送を待つメール',
    failedNone: '送信できなかったメールはありません。',
    failedHint: '送信は自動で再試行されます。長く続くときはメールサーバーの設定を確認してください。',
    drafts: '下書きと公開予約',
    noDrafts: '下書きも公開予約もありません。',
    noAudit: 'まだ記録はありません。',
    draftCount: (n: number) => `下書き ${n}件`,
    scheduled: '公開予約',
    noScheduled: '予約なし',
    imports: '名簿の最後の取り込み',
    neverImported: 'まだ取り込まれていません。',
    written: '取り込み済み',
    refusedRun: '問題があり取り込みませんでした',
    importCounts: (r: { rows: number; created: number; updated: number; unchanged: number; refused: number }) =>
      `${r.rows}行：新規 ${r.created}・更新 ${r.updated}・変更なし ${r.unchanged}・問題 ${r.refused}件`,
    report: '報告を見る',
    allImports: '取り込みの記録',
    audit: '最近の操作の記録',
    auditAll: '操作の記録をすべて表示',
    retention: '個人情報の保存期間',
    retentionLast: (day: string | null) => (day ? `最後の実行：${day}` : 'まだ実行されていません'),
    retentionSettings: '設定を開く',
    status: { new: '未対応', inProgress: '対応中', handled: '対応済み' } as Record<string, string>,
  },
  en: {
    title: 'What needs doing',
    roles: 'Your roles',
    guide: 'Read the staff guide',
    waiting: 'Submissions not yet handled',
    waitingNone: 'Nothing is waiting.',
    count: (n: number) => n.toLocaleString('en-GB'),
    oldest: 'Oldest first',
    received: 'Received',
    age: (days: number, hours: number) => (days >= 1 ? `${days} day${days === 1 ? '' : 's'} old` : `${hours} h old`),
    allOpen: 'Show all',
    failedMail: 'Mail not sent, waiting to be retried',
    failedNone: 'No mail has failed.',
    failedHint: 'Sending is retried on its own. If it goes on failing, check the mail server settings.',
    drafts: 'Drafts and scheduled items',
    noDrafts: 'No drafts and nothing scheduled.',
    noAudit: 'Nothing recorded yet.',
    draftCount: (n: number) => `${n} draft${n === 1 ? '' : 's'}`,
    scheduled: 'Scheduled',
    noScheduled: 'Nothing scheduled',
    imports: 'Last import of each directory',
    neverImported: 'Not imported yet.',
    written: 'Imported',
    refusedRun: 'Not imported: problems found',
    importCounts: (r: { rows: number; created: number; updated: number; unchanged: number; refused: number }) =>
      `${r.rows} rows: ${r.created} created, ${r.updated} updated, ${r.unchanged} unchanged, ${r.refused} problems`,
    report: 'Read the report',
    allImports: 'All imports',
    audit: 'Recent audit entries',
    auditAll: 'Show the whole audit trail',
    retention: 'Personal data retention',
    retentionLast: (day: string | null) => (day ? `Last run: ${day}` : 'Not run yet'),
    retentionSettings: 'Open the settings',
    status: { new: 'New', inProgress: 'In progress', handled: 'Handled' } as Record<string, string>,
  },
} as const;

function pluralLabel(payload: Payload, slug: string, language: AdminLanguage): string {
  const labels = payload.collections[slug as keyof typeof payload.collections]?.config.labels?.plural;
  if (labels && typeof labels === 'object') return String((labels as Record<string, string>)[language] ?? slug);
  return slug;
}

const ageOf = (hours: number) => ({ days: Math.floor(hours / 24), hours });

/**
 * The top of the /admin dashboard: what is waiting for this staff member, by role, each entry
 * linking to the filtered list where the work is done. Rendered on the server for each visit.
 */
export async function Dashboard({ payload, user, i18n }: Props) {
  const language = adminLanguage(i18n?.language);
  const w = words[language];
  const data = await dashboardData(payload, user);
  const when = (value: string) => formatAdminDateTime(value, language);
  return (
    <section className={styles.dashboard} aria-labelledby="work-title">
      <div className={styles.head}>
        <h2 id="work-title">{w.title}</h2>
        <p>
          {w.roles}：{data.roles.map((role) => staffRoleLabels[role][language]).join(language === 'ja' ? '・' : ', ')}
          {' · '}
          <a href="/admin/guide">{w.guide}</a>
        </p>
      </div>
      <div className={styles.grid}>
        {data.waiting && (
          <section className={styles.card} aria-labelledby="work-waiting">
            <h3 id="work-waiting">{w.waiting}</h3>
            {data.waiting.every((x) => x.count === 0) && <p>{w.waitingNone}</p>}
            {data.waiting
              .filter((x) => x.count > 0)
              .map((x) => (
                <div key={x.slug}>
                  <h4>
                    <a href={x.href}>
                      {pluralLabel(payload, x.slug, language)}：{w.count(x.count)}
                    </a>
                  </h4>
                  <ul className={styles.list} aria-label={`${pluralLabel(payload, x.slug, language)}（${w.oldest}）`}>
                    {x.oldest.map((doc) => {
                      const age = ageOf(doc.ageHours);
                      return (
                        <li key={doc.id}>
                          <a href={`/admin/collections/${x.slug}/${doc.id}`}>
                            {doc.receiptNumber} {doc.title}
                          </a>
                          <span className={age.days >= 3 ? styles.late : styles.meta}>
                            {w.status[doc.status] ?? doc.status} · {w.received} {when(doc.createdAt)} · {w.age(age.days, age.hours)}
                          </span>
                        </li>
                      );
                    })}
                  </ul>
                  <p>
                    <a href={x.href}>{w.allOpen}</a>
                  </p>
                </div>
              ))}
          </section>
        )}
        {data.failedMail && (
          <section className={styles.card} aria-labelledby="work-mail">
            <h3 id="work-mail">{w.failedMail}</h3>
            {data.failedMail.every((x) => x.count === 0) ? (
              <p>{w.failedNone}</p>
            ) : (
              <>
                <ul className={styles.list}>
                  {data.failedMail
                    .filter((x) => x.count > 0)
                    .map((x) => (
                      <li key={x.slug}>
                        <a href={x.href}>
                          {pluralLabel(payload, x.slug, language)}：{w.count(x.count)}
                        </a>
                      </li>
                    ))}
                </ul>
                <p className={styles.meta}>{w.failedHint}</p>
              </>
            )}
          </section>
        )}
        {data.drafts && (
          <section className={styles.card} aria-labelledby="work-drafts">
            <h3 id="work-drafts">{w.drafts}</h3>
            {data.drafts.every((x) => x.drafts === 0 && x.scheduled.length === 0) && <p>{w.noDrafts}</p>}
            <ul className={styles.list}>
              {data.drafts
                .filter((x) => x.drafts > 0 || x.scheduled.length > 0)
                .map((x) => (
                  <li key={x.slug}>
                    <span>
                      <strong>{pluralLabel(payload, x.slug, language)}</strong>：<a href={x.draftsHref}>{w.draftCount(x.drafts)}</a>
                    </span>
                    {x.scheduled.length > 0 && (
                      <ul className={styles.sublist} aria-label={w.scheduled}>
                        {x.scheduled.map((item) => (
                          <li key={item.id}>
                            <a href={`/admin/collections/${x.slug}/${item.id}`}>{item.title}</a>
                            <span className={styles.meta}>
                              {publicationWords[language].scheduledFor(when(item.publishedAt))}
                            </span>
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                ))}
            </ul>
          </section>
        )}
        {data.imports && (
          <section className={styles.card} aria-labelledby="work-imports">
            <h3 id="work-imports">{w.imports}</h3>
            <ul className={styles.list}>
              {data.imports.map((x) => (
                <li key={x.directory}>
                  <strong>{importDirectoryLabels[x.directory][language]}</strong>
                  {x.run ? (
                    <>
                      <span className={x.run.ok ? styles.meta : styles.late}>
                        {when(x.run.createdAt)} · {x.run.byName} · {x.run.ok ? w.written : w.refusedRun}
                      </span>
                      <span className={styles.meta}>{w.importCounts(x.run)}</span>
                      <span>
                        <a href={`/admin/collections/import-runs/${x.run.id}`}>{w.report}</a> · <a href={x.href}>{w.allImports}</a>
                      </span>
                    </>
                  ) : (
                    <span className={styles.meta}>{w.neverImported}</span>
                  )}
                </li>
              ))}
            </ul>
          </section>
        )}
        {data.audit && (
          <section className={styles.card} aria-labelledby="work-audit">
            <h3 id="work-audit">{w.audit}</h3>
            {data.audit.length === 0 && <p>{w.noAudit}</p>}
            <ul className={styles.list}>
              {data.audit.map((entry) => (
                <li key={entry.id}>
                  <a href={`/admin/collections/audit-log/${entry.id}`}>
                    {auditActionLabels[entry.action as AuditAction]?.[language] ?? entry.action}：{entry.summary}
                  </a>
                  <span className={styles.meta}>
                    {when(entry.createdAt)} · {entry.actorName}
                  </span>
                </li>
              ))}
            </ul>
            <p>
              <a href="/admin/collections/audit-log">{w.auditAll}</a>
            </p>
            {data.retention && (
              <>
                <h4>{w.retention}</h4>
                <p className={styles.meta}>
                  {w.retentionLast(data.retention.lastRunOn)}
                  {data.retention.lastRunReport ? ` · ${data.retention.lastRunReport}` : ''}
                </p>
                <p>
                  <a href="/admin/globals/retention">{w.retentionSettings}</a>
                </p>
              </>
            )}
          </section>
        )}
      </div>
    </section>
  );
}
