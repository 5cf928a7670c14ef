/**
 * One word per state of a published item, everywhere in /admin: the header, the list's state
 * column, the sidebar, the dashboard and the messages after a save. Scheduling is publishing
 * with a time ahead (publishing.ts), so a scheduled item says when it goes public.
 */

export type PublicationWord = 'draft' | 'scheduled' | 'published' | 'unpublished';

export const publicationWords = {
  ja: {
    label: '状態',
    draft: '下書き',
    scheduled: '公開予約',
    published: '公開中',
    unpublished: '非公開',
    scheduledFor: (when: string) => `${when}に公開予約`,
    withChanges: '（未公開の変更あり）',
    revert: '公開中の内容に戻す',
    revertHeading: '公開中の内容に戻しますか',
    revertBody: '保存した下書きの変更を捨て、公開中の内容に戻します。この操作は取り消せません。',
    reverting: '戻しています…',
    reverted: '公開中の内容に戻しました',
    revertFailed: '公開中の内容に戻せませんでした',
    publish: '公開する',
    schedule: (when: string) => `${when}に公開予約する`,
    publishedNow: '公開しました',
    scheduledNow: (when: string) => `予約しました: ${when}`,
  },
  en: {
    label: 'State',
    draft: 'Draft',
    scheduled: 'Scheduled',
    published: 'Published',
    unpublished: 'Unpublished',
    scheduledFor: (when: string) => `Scheduled for ${when}`,
    withChanges: ' (with unpublished changes)',
    revert: 'Go back to the published version',
    revertHeading: 'Go back to the published version?',
    revertBody: 'The changes saved as a draft are discarded and the published version is kept. This cannot be undone.',
    reverting: 'Going back…',
    reverted: 'Back to the published version',
    revertFailed: 'Could not go back to the published version',
    publish: 'Publish',
    schedule: (when: string) => `Schedule for ${when}`,
    publishedNow: 'Published',
    scheduledNow: (when: string) => `Scheduled for ${when}`,
  },
} as const;
