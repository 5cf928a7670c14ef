import type { CheckboxField, CollectionBeforeChangeHook } from 'payload';

import { refusal } from './refusal';

import { todayInJapan } from '@/platform/time/japan';

/** The confirmation a staff member ticks when a save makes a record stop being valid today. */
export const CONFIRM_NOT_VALID = 'confirmNotValid';

/** Writes made by the site itself (imports, reports, corrections, the seed) are never asked. */
const SITE_WRITES = new Set(['import', 'undo', 'correction', 'seed', 'existing']);

type Doc = Record<string, unknown>;

export type NotValidGuard = {
  /** Whether the record, as it would be saved, is valid on `today`. */
  validOn: (doc: Doc, today: string) => boolean;
  /** What the public sees of the record after the save, in both languages: the status word. */
  statusOf: (doc: Doc, today: string) => { ja: string; en: string };
  /** The record's number, as the check page's address takes it. */
  numberOf: (doc: Doc) => string;
};

/** The tick box, in the sidebar; never stored. */
export const confirmNotValidField: CheckboxField = {
  name: CONFIRM_NOT_VALID,
  type: 'checkbox',
  virtual: true,
  label: { ja: '今日の時点で有効でなくなる変更であることを確認しました', en: 'I confirm this change makes it not valid today' },
  admin: {
    position: 'sidebar',
    description: {
      ja: '状態や日付の変更で、今日の時点で有効でなくなる場合に必要です（保存しようとすると、公開サイトでどう表示されるかをお知らせします）。',
      en: 'Needed when a change of status or dates makes the record not valid today (saving tells you what the public will then see).',
    },
  },
};

/**
 * A hook that stops a staff member's save which would make a valid record not valid today, until
 * the tick box is ticked, and says what the public will then see: the status on the directory
 * page and the answer of the check page and badge. Applies to every save by staff, through /admin
 * or the REST API; the site's own writes carry their own checks (a report's preview).
 *
 * The refusal is an `APIError` carrying the whole message, which /admin shows as it is and the REST
 * answer gives as `errors[0].message`: in the built app a field's validation error reaches the
 * answer as "the following field is invalid" only, without the words that say why.
 */
export function guardNotValid(guard: NotValidGuard): CollectionBeforeChangeHook {
  return ({ data, originalDoc, req, context }) => {
    const confirmed = data[CONFIRM_NOT_VALID] === true;
    delete data[CONFIRM_NOT_VALID];
    if (!req.user || SITE_WRITES.has(String(context?.historySource ?? ''))) return data;
    const today = todayInJapan();
    const after = { ...(originalDoc as Doc | undefined), ...data };
    const wasValid = originalDoc ? guard.validOn(originalDoc as Doc, today) : true;
    if (!wasValid || guard.validOn(after, today) || confirmed) return data;
    const status = guard.statusOf(after, today);
    const number = guard.numberOf(after);
    throw refusal(
      `この変更を保存すると、今日の時点で有効ではなくなります。公開サイトでは状態が「${status.ja}」と表示され、確認ページ（/verify/${number}）とバッジは今日について「有効ではありません」と答えます。` +
        `意図した変更であれば、「今日の時点で有効でなくなる変更であることを確認しました」にチェックして、もう一度保存してください。 / ` +
        `Saving this makes it not valid today. The public site will show its status as “${status.en}”, and the check page (/verify/${number}) and the badge will answer “Not valid” for today. ` +
        `If this is what you mean, tick “I confirm this change makes it not valid today” and save again.`,
    );
  };
}
