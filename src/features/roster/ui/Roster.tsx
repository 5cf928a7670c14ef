import { getTranslations } from '@/i18n/server';

import type { Locale } from '@/i18n/routing';
import { AnchorTabs } from '@/ui/AnchorTabs';
import { Notice } from '@/ui/Notice';

import { groupLabels, roleLabels, rosterGroups } from '../model';
import { rosterEntries } from '../server/queries';

import styles from './Roster.module.css';

/** The roster in four tabs (councillors, directors, auditors, secretariat), each a table. */
export async function Roster({ locale }: { locale: Locale }) {
  const [people, t] = await Promise.all([rosterEntries(locale), getTranslations({ locale, namespace: 'about' })]);
  return (
    <>
      {people.some((p) => p.sample) && (
        <Notice>
          <p>{t('sampleNotice')}</p>
        </Notice>
      )}
      <AnchorTabs
        label={t('roster.tabsLabel')}
        tabs={rosterGroups.map((group) => {
          const members = people.filter((p) => p.group === group);
          return {
            id: group,
            label: groupLabels[group][locale],
            panel:
              members.length === 0 ? (
                <p>{t('roster.empty')}</p>
              ) : (
                <table className={styles.table}>
                  <caption className="visually-hidden">{t('roster.caption', { group: groupLabels[group][locale] })}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('roster.role')}</th>
                      <th scope="col">{t('roster.name')}</th>
                      <th scope="col">{t('roster.affiliation')}</th>
                      <th scope="col">{t('roster.tenure')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {members.map((p) => (
                      <tr key={p.id}>
                        <td>{p.role ? roleLabels[p.role][locale] : '—'}</td>
                        <th scope="row">{p.name}</th>
                        <td>{p.affiliation ?? '—'}</td>
                        <td>{t(`roster.${p.tenure}`)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              ),
          };
        })}
      />
      <p className={styles.note}>{t('roster.note')}</p>
    </>
  );
}
