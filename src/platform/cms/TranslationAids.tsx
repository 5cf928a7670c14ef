'use client';

import { useDocumentInfo, useDocumentTitle, useLocale, useTranslation } from '@payloadcms/ui';
import { useEffect } from 'react';

import { excerpt, plainText, valueAtPath } from './otherLocale';
import styles from './TranslationAids.module.css';
import { useDocumentInLocale } from './useDocumentInLocale';

/**
 * What helps staff translate in /admin (issue 39, item 8), wired up by ./translationAids.ts:
 * the Japanese text above each field while the English version is edited, the document's heading
 * from the other language when this one has no title yet, and a required mark only where a
 * value is required (./englishOptional.ts).
 */

/** Characters of a text shown in full; a longer one, or a rich text, is cut to this. */
const SHOWN = 160;

/**
 * Above a localized field while English is edited: the field's Japanese value, read-only, so the
 * translator sees what to translate without switching languages. Nothing in Japanese, nor for a
 * document not yet saved.
 */
export function JapaneseOriginal({ path }: { path?: string }) {
  const locale = useLocale();
  const { i18n } = useTranslation();
  const english = locale?.code === 'en';
  const japanese = useDocumentInLocale('ja', english);
  if (!english || !japanese) return null;
  const text = excerpt(plainText(valueAtPath(japanese, path)), SHOWN);
  const en = i18n.language === 'en';
  return (
    <p className={styles.original}>
      <span className={styles.label}>{en ? 'Japanese: ' : '日本語: '}</span>
      {text ? <span lang="ja">{text}</span> : <span className={styles.empty}>{en ? '(empty)' : '（空欄）'}</span>}
    </p>
  );
}

/**
 * The document's heading when it has no title in the language being edited (an item without an
 * English title showed its id, "41"): its title in the other language. Payload heads the page
 * with `useAsTitle` in the current language, else the id; this sets the heading Payload shows,
 * and leaves it to Payload again as soon as a title is typed.
 */
export function TitleFromOtherLanguage() {
  const { id, docConfig } = useDocumentInfo();
  const { title, setDocumentTitle } = useDocumentTitle();
  const locale = useLocale();
  const { i18n } = useTranslation();
  const untitled = !title || title === String(id) || title === `[${i18n.t('general:untitled')}]`;
  const other = locale?.code === 'en' ? 'ja' : 'en';
  const doc = useDocumentInLocale(other, id !== undefined && untitled);
  const useAsTitle = docConfig && 'useAsTitle' in (docConfig.admin ?? {}) ? (docConfig.admin as { useAsTitle?: string }).useAsTitle : undefined;
  const otherTitle = doc && useAsTitle ? doc[useAsTitle] : undefined;
  useEffect(() => {
    if (untitled && typeof otherTitle === 'string' && otherTitle.trim()) setDocumentTitle(otherTitle);
  }, [untitled, otherTitle, setDocumentTitle]);
  return null;
}
