import type { CheckboxField, CollectionBeforeChangeHook } from 'payload';

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

/** Where the hook leaves what the public would see, for the tick box's own check (request context). */
const WARNING = 'notValidWarning';

/**
 * The tick box, in the sidebar; never stored. Its check is a field's validation, so Payload refuses
 * the save with its own validation error (the message beside the box in /admin, and in the REST
 * answer's `data.errors`): a hook's own error class would be a second copy of Payload's in the
 * built app, which its error handler does not recognise, and the message would be lost.
 */
export const confirmNotValidField: CheckboxField = {
  name: CONFIRM_NOT_VALID,
  type: 'checkbox',
  virtual: true,
  label: { ja: '今日の時点で有効でなくなる変更であることを確認しました', en: 'I confirm this change makes it not valid today' },
  validate: (value, { req }) => {
    const warning = req.context?.[WARNING];
    return typeof warning === 'string' && value !== true ? warning : true;
  },
  admin: {
    position: 'sidebar',
    description: {
      ja: '状態や日付の変更で、今日の時点で有効でなくなる場合に必要です（保存しようとすると、公開サイトでどう表示されるかをお知らせします）。',
      en: 'Needed when a change of status or dates makes the record not valid today (saving tells you what the public will then see).',
    },
  },
};

/**
 * A hook that finds whether a staff member's save would make a valid record not valid today and,
 * if so, leaves for the tick box (validated after the collection's hooks) what the public will then
 * see: the status on the directory page and the answer of the check page and badge. Applies to every
 * save by staff, through /admin or the REST API; the site's own writes carry their own checks (a
 * report's preview).
 */
export function guardNotValid(guard: NotValidGuard): CollectionBeforeChangeHook {
  return ({ data, originalDoc, req, context }) => {
    delete req.context[WARNING];
    if (!req.user || SITE_WRITES.has(String(context?.historySource ?? ''))) return data;
    const today = todayInJapan();
    const after = { ...(originalDoc as Doc | undefined), ...data };
    const wasValid = originalDoc ? guard.validOn(originalDoc as Doc, today) : true;
    if (!wasValid || guard.validOn(after, today)) return data;
    const status = guard.statusOf(after, today);
    const number = guard.numberOf(after);
    req.context[WARNING] =
      `この変更を保存すると、今日の時点で有効ではなくなります。公開サイトでは状態が「${status.ja}」と表示され、確認ページ（/verify/${number}）とバッジは今日について「有効ではありません」と答えます。` +
      `意図した変更であれば、「今日の時点で有効でなくなる変更であることを確認しました」にチェックして、もう一度保存してください。 / ` +
      `Saving this makes it not valid today. The public site will show its status as “${status.en}”, and the check page (/verify/${number}) and the badge will answer “Not valid” for today. ` +
      `If this is what you mean, tick “I confirm this change makes it not valid today” and save again.`;
    return data;
  };
}
