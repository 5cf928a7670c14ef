'use client';

import { FieldLabel, TextareaInput, TextInput, useConfig, useDocumentInfo, useField, useFormFields, useLocale, useTranslation } from '@payloadcms/ui';
import type { TextareaFieldClientProps, TextFieldClientProps } from 'payload';

import type { Locale } from '@/i18n/routing';
import { useDocumentInLocale } from '@/platform/cms/useDocumentInLocale';

import { type LengthCheck, type LengthStatus, type SearchResult, searchResult, type SeoValues } from '../seo';
import styles from './SeoFields.module.css';

/**
 * The SEO card of a page (issue 39, item 6), in place of the SEO plugin's overview, title,
 * description and preview components (payload/seo.ts): checks that count Japanese by rules that fit
 * it (../seo.ts), and the search result in both languages, whichever is being edited.
 */

export type SiteNames = Record<Locale, string>;

type Words = ReturnType<typeof words>;

/** The admin's own language for the words around the checks (the rules follow the content's). */
function words(en: boolean) {
  return en
    ? {
        checks: 'Search result checks',
        summary: (n: number, of: number, title: string, description: string) => `${n} of ${of} checks pass (title: ${title}; description: ${description})`,
        languages: { ja: 'Japanese', en: 'English' } as Record<Locale, string>,
        noEnglish: 'No English version (the English title is empty).',
        loading: 'Loading…',
        notSaved: 'Shown once the page is saved.',
        status: {
          missing: 'Missing',
          tooShort: 'Too short',
          almostThere: 'Almost there',
          good: 'Good',
          tooLong: 'Too long',
          japanese: 'Shows the Japanese text',
        } as Record<LengthStatus, string>,
        width: (locale: Locale, { width, range }: LengthCheck) =>
          locale === 'ja' ? `width ${width} (aim for ${range.min}–${range.max}; full-width characters count 2)` : `${width} characters (aim for ${range.min}–${range.max})`,
        titleTip: {
          ja: 'A Japanese title shows in full up to about 30 full-width characters (a full-width character counts 2, others 1). Left empty, the page title is used.',
          en: 'An English title of about 50–60 characters suits search results. Left empty, the Japanese SEO title is used if there is one, else the page title.',
        } as Record<Locale, string>,
        descriptionTip: {
          ja: 'A Japanese description of about 50–120 full-width characters: phones show about the first 50, computers about 120.',
          en: 'An English description of about 100–150 characters. Left empty, the English page uses the Japanese description.',
        } as Record<Locale, string>,
        fromPage: 'Checked with the page title, used while this is empty.',
        preview: 'Search result preview',
        previewNote: 'How a search engine may show the page; the real result depends on the engine and the search.',
        editing: 'editing',
        noDescription: 'No description: the search engine picks text from the page.',
        titleFromJapanese: 'The English SEO title is empty, so the Japanese one is shown.',
        descriptionFromJapanese: 'The English description is empty, so the Japanese one is shown.',
      }
    : {
        checks: '検索結果のチェック',
        summary: (n: number, of: number, title: string, description: string) => `${of}件中${n}件のチェックに合格しています（タイトル: ${title}、説明文: ${description}）`,
        languages: { ja: '日本語', en: '英語' } as Record<Locale, string>,
        noEnglish: '英語版はありません（英語のタイトルが空欄です）。',
        loading: '読み込み中です…',
        notSaved: 'ページを保存すると表示されます。',
        status: {
          missing: '未入力です',
          tooShort: '短すぎます',
          almostThere: 'もう少しです',
          good: '適切です',
          tooLong: '長すぎます',
          japanese: '日本語が表示されます',
        } as Record<LengthStatus, string>,
        width: (locale: Locale, { width, range }: LengthCheck) =>
          locale === 'ja' ? `幅 ${width}（目安 ${range.min}〜${range.max}。全角は2、半角は1と数えます）` : `${width}文字（目安 ${range.min}〜${range.max}文字）`,
        titleTip: {
          ja: '日本語のタイトルは全角30文字（半角60文字）程度まで検索結果に表示されます（全角は2、半角は1と数えます）。空欄のときはページのタイトルを使います。',
          en: '英語のタイトルは50〜60文字程度が目安です。空欄のときは日本語のSEOタイトルがあればそれを、なければページのタイトルを使います。',
        } as Record<Locale, string>,
        descriptionTip: {
          ja: '日本語の説明文は全角50〜120文字程度が目安です（スマートフォンでは最初の50文字ほど、パソコンでは120文字ほどが表示されます）。',
          en: '英語の説明文は100〜150文字程度が目安です。空欄のときは、英語のページにも日本語の説明文が使われます。',
        } as Record<Locale, string>,
        fromPage: 'この欄が空欄のため、ページのタイトルで判定しています。',
        preview: '検索結果のプレビュー',
        previewNote: '検索エンジンでの表示の目安です。実際の表示は検索エンジンや検索語によって変わります。',
        editing: '編集中',
        noDescription: '説明文がないため、検索エンジンがページの本文から抜き出します。',
        titleFromJapanese: '英語のSEOタイトルが空欄のため、日本語のSEOタイトルが表示されます。',
        descriptionFromJapanese: '英語の説明文が空欄のため、日本語の説明文が表示されます。',
      };
}

function useWords(): Words {
  const { i18n } = useTranslation();
  return words(i18n.language === 'en');
}

/** The language being edited. */
function useEditing(): Locale {
  return useLocale()?.code === 'en' ? 'en' : 'ja';
}

const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The page's search result in both languages: the one being edited from the form, the other as saved. */
function useSearchResults(siteName: SiteNames): {
  results: Record<Locale, SearchResult>;
  editing: Locale;
  other: 'loaded' | 'loading' | 'notSaved';
  pending: (locale: Locale) => boolean;
} {
  const { config } = useConfig();
  const editing = useEditing();
  const otherLocale: Locale = editing === 'ja' ? 'en' : 'ja';
  const title = useFormFields(([fields]) => str(fields?.title?.value));
  const metaTitle = useFormFields(([fields]) => str(fields?.['meta.title']?.value));
  const metaDescription = useFormFields(([fields]) => str(fields?.['meta.description']?.value));
  const path = useFormFields(([fields]) => str(fields?.path?.value));
  const { id } = useDocumentInfo();
  const otherDoc = useDocumentInLocale(otherLocale);
  const meta = (otherDoc?.meta ?? null) as { title?: unknown; description?: unknown } | null;
  const fromForm: SeoValues = { title, metaTitle, metaDescription };
  const saved: SeoValues = { title: str(otherDoc?.title), metaTitle: str(meta?.title), metaDescription: str(meta?.description) };
  const values: Record<Locale, SeoValues> = editing === 'ja' ? { ja: fromForm, en: saved } : { ja: saved, en: fromForm };
  const origin = config.serverURL ? config.serverURL.replace(/\/$/, '') : '';
  const results = {
    ja: searchResult('ja', values.ja, null, { path, siteName: siteName.ja, origin }),
    en: searchResult('en', values.en, values.ja, { path, siteName: siteName.en, origin }),
  };
  const other = otherDoc ? 'loaded' : id === undefined || id === null ? 'notSaved' : 'loading';
  // The other language's result waits for its saved values; the English one also for the
  // Japanese it falls back to.
  const pending = (locale: Locale) => (locale !== editing ? other !== 'loaded' : locale === 'en' && other === 'loading');
  return { results, editing, other, pending };
}

const TONE: Record<LengthStatus, string> = {
  missing: styles.bad!,
  tooShort: styles.bad!,
  almostThere: styles.near!,
  good: styles.good!,
  tooLong: styles.bad!,
  japanese: styles.near!,
};

function Indicator({ check, locale, w }: { check: LengthCheck; locale: Locale; w: Words }) {
  const share = Math.min(1, check.width / check.range.max);
  return (
    <div className={styles.indicator}>
      <span className={`${styles.pill} ${TONE[check.status]}`}>{w.status[check.status]}</span>
      <small className={styles.count}>{w.width(locale, check)}</small>
      <span className={styles.bar} aria-hidden="true">
        <span className={`${styles.barFill} ${TONE[check.status]}`} style={{ width: `${share * 100}%` }} />
        <span className={styles.barMin} style={{ left: `${(check.range.min / check.range.max) * 100}%` }} />
      </span>
    </div>
  );
}

/** The checks of both languages, atop the card. */
export function SeoOverview({ siteName }: { siteName: SiteNames }) {
  const w = useWords();
  const { results, other, pending: isPending } = useSearchResults(siteName);
  return (
    <div className={styles.block}>
      <p className={styles.heading}>{w.checks}</p>
      <ul className={styles.overview}>
        {(['ja', 'en'] as const).map((locale) => {
          const result = results[locale];
          const pending = isPending(locale);
          const checks = [result.checks.title, result.checks.description];
          return (
            <li key={locale}>
              <strong>{w.languages[locale]}: </strong>
              {pending ? (
                other === 'loading' ? w.loading : locale === 'en' ? w.noEnglish : w.notSaved
              ) : !result.exists && locale === 'en' ? (
                w.noEnglish
              ) : (
                w.summary(checks.filter((c) => c.passes).length, checks.length, w.status[result.checks.title.status], w.status[result.checks.description.status])
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * The SEO title, checked by the rules of the language being edited, as the result would show it
 * (the page title, or in English the Japanese SEO title, stands in while it is empty).
 */
export function SeoTitleField({ field, readOnly, siteName }: TextFieldClientProps & { siteName: SiteNames }) {
  const w = useWords();
  const { results, editing } = useSearchResults(siteName);
  const { customComponents: { AfterInput, BeforeInput, Label } = {}, errorMessage, path, setValue, showError, value } = useField<string>();
  const result = results[editing];
  return (
    <div className={styles.block}>
      {Label ?? <FieldLabel label={field.label} localized={field.localized} path={path} />}
      <p className={styles.tip}>{w.titleTip[editing]}</p>
      <TextInput AfterInput={AfterInput} BeforeInput={BeforeInput} Error={errorMessage} onChange={setValue} path={path} readOnly={readOnly} showError={showError} value={value ?? ''} />
      <Indicator check={result.checks.title} locale={editing} w={w} />
      {result.titleSource === 'page' && result.titlePart ? <p className={styles.tip}>{w.fromPage}</p> : null}
    </div>
  );
}

/** The SEO description, checked by the rules of the language being edited. */
export function SeoDescriptionField({ field, readOnly, siteName }: TextareaFieldClientProps & { siteName: SiteNames }) {
  const w = useWords();
  const { results, editing } = useSearchResults(siteName);
  const { customComponents: { AfterInput, BeforeInput, Label } = {}, errorMessage, path, setValue, showError, value } = useField<string>();
  return (
    <div className={styles.block}>
      {Label ?? <FieldLabel label={field.label} localized={field.localized} path={path} />}
      <p className={styles.tip}>{w.descriptionTip[editing]}</p>
      <TextareaInput AfterInput={AfterInput} BeforeInput={BeforeInput} Error={errorMessage} onChange={setValue} path={path} readOnly={readOnly} showError={showError} value={value ?? ''} />
      <Indicator check={results[editing].checks.description} locale={editing} w={w} />
    </div>
  );
}

/** The search result in Japanese and in English, side by side. */
export function SeoPreview({ siteName }: { siteName: SiteNames }) {
  const w = useWords();
  const { results, editing, other, pending: isPending } = useSearchResults(siteName);
  return (
    <div className={styles.block}>
      <p className={styles.heading}>{w.preview}</p>
      <p className={styles.tip}>{w.previewNote}</p>
      <div className={styles.previews}>
        {(['ja', 'en'] as const).map((locale) => {
          const result = results[locale];
          const pending = isPending(locale);
          return (
            <section key={locale} className={styles.preview} aria-label={`${w.preview}: ${w.languages[locale]}`}>
              <p className={styles.previewLanguage}>
                {w.languages[locale]}
                {locale === editing ? <span className={styles.editing}>{w.editing}</span> : null}
              </p>
              {pending ? (
                <p className={styles.tip}>{other === 'loading' ? w.loading : locale === 'en' ? w.noEnglish : w.notSaved}</p>
              ) : !result.exists && locale === 'en' ? (
                <p className={styles.tip}>{w.noEnglish}</p>
              ) : (
                <>
                  <div lang={locale} className={styles.result}>
                    <p className={styles.url}>{result.url}</p>
                    <p className={styles.resultTitle}>{result.shownTitle || '—'}</p>
                    {result.shownDescription ? <p className={styles.resultDescription}>{result.shownDescription}</p> : null}
                  </div>
                  {result.shownDescription ? null : <p className={styles.tip}>{w.noDescription}</p>}
                </>
              )}
              {!pending && result.exists && result.titleSource === 'metaJapanese' ? <p className={styles.warning}>{w.titleFromJapanese}</p> : null}
              {!pending && result.exists && result.descriptionSource === 'metaJapanese' ? <p className={styles.warning}>{w.descriptionFromJapanese}</p> : null}
            </section>
          );
        })}
      </div>
    </div>
  );
}
