'use client';

import { Button, ConfirmationModal, toast, useConfig, useDocumentInfo, useForm, useLocale, useModal, useTranslation } from '@payloadcms/ui';
import { formatAdminURL } from 'payload/shared';
import { useCallback } from 'react';

import { adminLanguage, formatAdminDateTime } from './japanTime';
import { publicationWords, type PublicationWord } from './publicationWords';

/** The saved document, with the state the server worked out on reading it (publishing.ts, publicationStateField). */
type Saved = { publishedAt?: string | null; publicationState?: string | null } | undefined;

/**
 * The state of a document in its header, in the words the lists, the sidebar and the dashboard
 * use (publicationWords): 下書き, 「{日時}に公開予約」, 公開中, or 公開中 with changes not yet
 * published (and the way back to the published version). Payload's own status says 公開済み for
 * an item published with a time still ahead, which visitors do not see yet.
 */
export function PublicationStatus() {
  const { id, collectionSlug, globalSlug, docPermissions, hasPublishedDoc, unpublishedVersionCount, savedDocumentData, incrementVersionCount, setUnpublishedVersionCount } = useDocumentInfo();
  const { i18n } = useTranslation();
  const language = adminLanguage(i18n.language);
  const words = publicationWords[language];
  const { toggleModal } = useModal();
  const { reset } = useForm();
  const { code: locale } = useLocale();
  const { config } = useConfig();
  const saved = savedDocumentData as Saved;
  const scheduledFor = hasPublishedDoc && saved?.publicationState === 'scheduled' ? (saved.publishedAt ?? null) : null;

  let state: PublicationWord | null = null;
  if (!id && !globalSlug) state = null;
  else if (!hasPublishedDoc) state = 'draft';
  else if (scheduledFor) state = 'scheduled';
  else state = 'published';
  const changed = hasPublishedDoc && unpublishedVersionCount > 0;

  const modalSlug = `confirm-revert-${String(id ?? globalSlug)}`;
  const revert = useCallback(async () => {
    const path = collectionSlug ? `/${collectionSlug}/${String(id)}` : `/globals/${String(globalSlug)}`;
    const url = `${formatAdminURL({ apiRoute: config.routes.api, path: path as `/${string}` })}?locale=${locale}&fallback-locale=null&depth=0`;
    const headers = { 'Accept-Language': i18n.language, 'Content-Type': 'application/json' };
    const published = await fetch(url, { credentials: 'include', headers });
    const response = await fetch(url, { method: collectionSlug ? 'PATCH' : 'POST', credentials: 'include', headers, body: JSON.stringify(await published.json()) });
    if (!response.ok) {
      toast.error(words.revertFailed);
      return;
    }
    const json = (await response.json()) as { doc?: Record<string, unknown>; result?: Record<string, unknown> };
    await reset(json.doc ?? json.result);
    toast.success(words.reverted);
    incrementVersionCount();
    setUnpublishedVersionCount(0);
  }, [collectionSlug, config.routes.api, globalSlug, i18n.language, id, incrementVersionCount, locale, reset, setUnpublishedVersionCount, words]);

  if (!state) return null;
  const text = state === 'scheduled' ? words.scheduledFor(formatAdminDateTime(scheduledFor, language)) : words[state];
  return (
    <div className="status" data-publication-state={state}>
      <div className="status__value-wrap">
        <span className="status__label">{words.label}: </span>
        <span className="status__value">
          {text}
          {changed && words.withChanges}
        </span>
        {changed && docPermissions?.update && (
          <>
            {' — '}
            <Button buttonStyle="none" className="status__action" id="action-revert-to-published" onClick={() => toggleModal(modalSlug)}>
              {words.revert}
            </Button>
            <ConfirmationModal body={words.revertBody} confirmingLabel={words.reverting} heading={words.revertHeading} modalSlug={modalSlug} onConfirm={revert} />
          </>
        )}
      </div>
    </div>
  );
}

/** The state column of a list (the row's publicationState): 下書き, 「{日時}に公開予約」 or 公開中, as the header says it. */
export function PublicationStateCell({ rowData }: { rowData?: Record<string, unknown> }) {
  const { i18n } = useTranslation();
  const language = adminLanguage(i18n.language);
  const words = publicationWords[language];
  const state = rowData?.publicationState === 'scheduled' || rowData?.publicationState === 'published' ? rowData.publicationState : 'draft';
  const text = state === 'scheduled' ? words.scheduledFor(formatAdminDateTime(rowData?.publishedAt as string, language)) : words[state];
  return <span data-publication-state={state}>{text}</span>;
}
