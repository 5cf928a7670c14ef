'use client';

import { Button, ConfirmationModal, toast, useConfig, useDocumentInfo, useForm, useLocale, useModal, useTranslation } from '@payloadcms/ui';
import { formatAdminURL } from 'payload/shared';
import { useCallback } from 'react';

import { adminLanguage, formatAdminDateTime } from './japanTime';
import { publicationWords, type PublicationWord } from './publicationWords';

type Saved = { _status?: string | null; publishedAt?: string | null } | undefined;

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
  const scheduledFor = hasPublishedDoc && saved?._status === 'published' && saved.publishedAt && saved.publishedAt > new Date().toISOString() ? saved.publishedAt : null;

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

/** The state column of a list: 下書き, 「{日時}に公開予約」 or 公開中, as the header says it. */
export function PublicationStateCell({ rowData }: { rowData?: Record<string, unknown> }) {
  const { i18n } = useTranslation();
  const language = adminLanguage(i18n.language);
  const words = publicationWords[language];
  const at = typeof rowData?.publishedAt === 'string' ? rowData.publishedAt : null;
  if (rowData?._status !== 'published') return <span data-publication-state="draft">{words.draft}</span>;
  if (at && at > new Date().toISOString()) return <span data-publication-state="scheduled">{words.scheduledFor(formatAdminDateTime(at, language))}</span>;
  return <span data-publication-state="published">{words.published}</span>;
}
