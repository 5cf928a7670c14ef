import { getTranslations } from '@/i18n/server';

import { ADDRESSES } from '@/i18n/addresses';
import { localizedHref, type Locale } from '@/i18n/routing';
import { dateTimeInJapan } from '@/platform/time/japan';
import { DescriptionList } from '@/ui/DescriptionList';

import own from './verify.module.css';

/**
 * The record of a check, to print or file as evidence: the day checked, when the check was made
 * (Japan time), when the directories last changed, who answered, and the answer's own address.
 */
export async function Slip({ locale, day, updated, permalink, signed }: { locale: Locale; day: string; updated: string | undefined; permalink: string; signed: string }) {
  const [t, tCommon, tSigned] = await Promise.all([
    getTranslations({ locale, namespace: 'verification' }),
    getTranslations({ locale, namespace: 'common' }),
    getTranslations({ locale, namespace: 'credentials' }),
  ]);
  return (
    <aside className={own.slip} aria-labelledby="slip-heading">
      <h2 id="slip-heading">{t('slip.heading')}</h2>
      <p>{t('slip.lead')}</p>
      <DescriptionList
        rows={[
          [t('slip.day'), day],
          [t('slip.checkedAt'), `${dateTimeInJapan(new Date())} JST`],
          [t('slip.updated'), updated ? `${dateTimeInJapan(updated)} JST` : '—'],
          [t('slip.by'), tCommon('siteName')],
          [
            t('slip.address'),
            <span key="address" className={own.address}>
              {permalink}
            </span>,
          ],
        ]}
      />
      {/* The same answer signed by the site (features/credentials): a file anyone can check later. */}
      <p>
        <a href={signed} download>
          {tSigned('slip.signed')}
        </a>
      </p>
      <p>{tSigned('slip.signedHint')}</p>
      <p>
        <a href={localizedHref(ADDRESSES.documentCheck, locale)}>{tSigned('slip.check')}</a>
      </p>
    </aside>
  );
}
