import type { DefaultTranslationsObject, Language } from '@payloadcms/translations';
import { en } from '@payloadcms/translations/languages/en';
import { ja } from '@payloadcms/translations/languages/ja';
import { deepMergeSimple } from '@payloadcms/translations/utilities';

/**
 * /admin in the body's own words: Payload's Japanese where it is a machine's (「2つのを選択中」,
 * 「Untitled」, 「Payload 設定」, 「ドラフト」, 「ロケール」) and the English that is the vendor's
 * ("Payload Settings", "True"). Given to Payload as `i18n.translations`, which it lays over its
 * own dictionaries key by key (@payloadcms/translations, utilities/init.js); every key here is one
 * of Payload's (src/payload/adminLabels.test.ts checks), so a renamed key fails a test, not silently.
 *
 * Japanese as the body writes to the public: です・ます in sentences, 「」 around a title, numbers
 * with 件; English in sentence case. The site's content languages are 言語 / language (not
 * ロケール / locale), a draft is 下書き.
 */
type Overrides = { [Namespace in keyof DefaultTranslationsObject]?: Partial<DefaultTranslationsObject[Namespace]> };

const jaOverrides = {
  authentication: {
    apiKey: 'APIキー',
    enableAPIKey: 'APIキーを使う',
    generateNewAPIKey: '新しいAPIキーを作る',
    loggedOutInactivity: 'しばらく操作がなかったため、ログアウトしました。',
    logoutSuccessful: 'ログアウトしました。',
    youAreInactive: 'しばらく操作がありません。安全のため、まもなく自動でログアウトします。ログインしたままにしますか？',
  },
  error: {
    correctInvalidFields: '誤りのある項目を直してください。',
    followingFieldsInvalid_one: '次の項目に誤りがあります：',
    followingFieldsInvalid_other: '次の項目に誤りがあります：',
    unableToDeleteCount: '{{total}}件の{{label}}のうち{{count}}件を削除できませんでした。',
    unableToUpdateCount: '{{total}}件の{{label}}のうち{{count}}件を更新できませんでした。',
    valueMustBeUnique: 'ほかのデータと同じ値は使えません。',
  },
  fields: {
    addLabel: '{{label}}を追加',
    addNewLabel: '{{label}}を新しく追加',
    addRelationship: '関連データを追加',
    blockType: 'ブロックの種類',
    chooseBetweenCustomTextOrDocument: 'URLを入力するか、リンク先のデータを選んでください。',
    chooseDocumentToLink: 'リンク先のデータを選んでください。',
    chooseLabel: '{{label}}を選択',
    customURL: 'URLを指定',
    editLabelData: '{{label}}を編集',
    editRelationship: '関連データを編集',
    itemsAndMore: '{{items}}ほか{{count}}件',
    labelRelationship: '{{label}}の関連データ',
    linkedTo: '<0>{{label}}</0>へのリンク',
    linkType: 'リンクの種類',
    newLabel: '新しい{{label}}',
    relatedDocument: '関連データ',
    relationTo: '関連先',
    removeRelationship: '関連データを外す',
    searchForLanguage: '言語を検索',
    selectExistingLabel: '登録済みの{{label}}を選択',
    swapRelationship: '関連データを入れ替え',
    textToDisplay: '表示する文字',
    uploadNewLabel: '新しい{{label}}をアップロード',
  },
  general: {
    aboutToDelete: '{{label}}「<1>{{title}}</1>」を削除します。よろしいですか？',
    aboutToDeleteCount_many: '{{count}}件の{{label}}を削除します',
    aboutToDeleteCount_one: '{{count}}件の{{label}}を削除します',
    aboutToDeleteCount_other: '{{count}}件の{{label}}を削除します',
    allLocales: 'すべての言語',
    collections: 'コンテンツ',
    columns: '表示する列',
    columnToSort: '並べ替える列',
    copying: 'コピーしています',
    createdAt: '作成日時',
    createNewLabel: '{{label}}を新規作成',
    creatingNewLabel: '{{label}}を新規作成しています',
    deletedAt: '削除日時',
    deletedCountSuccessfully: '{{count}}件の{{label}}を削除しました。',
    deletedSuccessfully: '削除しました。',
    deleteLabel: '{{label}}を削除',
    editingLabel_many: '{{count}}件の{{label}}を編集しています',
    editingLabel_one: '{{count}}件の{{label}}を編集しています',
    editingLabel_other: '{{count}}件の{{label}}を編集しています',
    editLabel: '{{label}}を編集',
    // The checkbox on an array or blocks field of the English version: it empties the field so the Japanese shows.
    fallbackToDefaultLocale: '日本語版の内容を使う',
    false: 'いいえ',
    filterWhere: '{{label}}の絞り込み',
    globals: 'サイト共通の設定',
    item: '項目',
    items: '項目',
    locale: '言語',
    locales: '言語',
    moreOptions: 'その他の操作',
    move: '移動',
    newLabel: '新しい{{label}}',
    next: '次へ',
    noLabel: '—',
    noResults: '{{label}}が見つかりません。まだ登録がないか、絞り込みの条件に合うものがありません。',
    noResultsDescription: 'まだ登録がないか、絞り込みの条件に合うものがありません。',
    notFound: '見つかりません',
    nothingFound: '見つかりませんでした',
    payloadSettings: '管理画面の設定',
    perPage: '表示件数：{{limit}}',
    previous: '前へ',
    row: '行',
    rows: '行',
    searchBy: '{{label}}で検索',
    selectAll: '{{count}}件の{{label}}をすべて選択',
    // Payload passes no label here (the list's selection bar): the count alone.
    selectedCount: '{{count}}件を選択中',
    showAllLabel: 'すべての{{label}}を表示',
    sortByLabelDirection: '{{label}}で並べ替え（{{direction}}）',
    submissionSuccessful: '送信しました。',
    successfullyCreated: '{{label}}を作成しました。',
    successfullyDuplicated: '{{label}}を複製しました。',
    thisLanguage: '日本語',
    // The caption of the date picker's list of times (platform/cms/JapanTime.tsx), and the scheduler's.
    time: '時刻',
    titleDeleted: '{{label}}「{{title}}」を削除しました。',
    true: 'はい',
    untitled: '無題',
    updatedAt: '更新日時',
    updatedCountSuccessfully: '{{count}}件の{{label}}を更新しました。',
    updatedSuccessfully: '更新しました。',
  },
  localization: {
    cannotCopySameLocale: '同じ言語にはコピーできません',
    copyFrom: 'コピー元',
    copyFromTo: '{{from}}から{{to}}へコピー',
    copyTo: 'コピー先',
    copyToLocale: 'ほかの言語へコピー',
    localeToPublish: '公開する言語',
    selectedLocales: '選択した言語',
    selectLocaleToCopy: 'コピーする言語を選んでください',
    selectLocaleToDuplicate: '複製する言語を選んでください',
  },
  validation: {
    // An array or blocks field without rows: 「関連リンクはまだありません。」
    fieldHasNo: '{{label}}はまだありません。',
    greaterThanMax: '{{value}}は{{label}}の上限（{{max}}）を超えています。',
    lessThanMin: '{{value}}は{{label}}の下限（{{min}}）を下回っています。',
    limitReached: '上限に達しました。{{max}}件より多くは追加できません。',
    longerThanMin: '{{minLength}}文字以上で入力してください。',
    notValidDate: '「{{value}}」は日付として正しくありません。',
    required: '入力が必要です。',
    requiresAtLeast: '{{label}}を{{count}}件以上入力してください。',
    requiresNoMoreThan: '{{label}}は{{count}}件までです。',
    shorterThanMax: '{{maxLength}}文字以内で入力してください。',
  },
  version: {
    // The same words as the header, the lists and the dashboard (platform/cms/publicationWords.ts);
    // a restored version becomes the draft (platform/cms/publicationControls.ts).
    aboutToRestore: 'この{{label}}の下書きを{{versionDate}}の版の内容にします。公開サイトは「公開する」を押すまで変わりません。',
    changed: '公開中（未公開の変更あり）',
    currentlyPublished: '公開中の版',
    published: '公開中',
    publishChanges: '公開する',
    restoreAsDraft: '下書きとして復元',
    restoreThisVersion: 'この版を下書きとして復元',
    aboutToRestoreGlobal: '{{label}}を{{versionDate}}の内容に戻します。',
    aboutToUnpublishIn: 'この{{locale}}版を非公開にします。よろしいですか？',
    changedFieldsCount_one: '{{count}}項目の変更',
    changedFieldsCount_other: '{{count}}項目の変更',
    compareVersion: '比較するバージョン：',
    currentDocumentStatus: '現在の{{docStatus}}',
    currentDraft: '現在の下書き',
    draft: '下書き',
    draftHasPublishedVersion: '下書き（公開中の版あり）',
    previouslyDraft: '以前の下書き',
    previouslyPublished: '以前の公開版',
    noRowsFound: '{{label}}はありません',
    publishAllLocales: 'すべての言語を公開',
    publishIn: '{{locale}}を公開',
    saveDraft: '下書き保存',
    schedulePublish: '公開を予約',
    selectLocales: '表示する言語を選択',
    showLocales: '表示する言語：',
    status: '状態',
    type: '種類',
    unpublish: '非公開にする',
    unpublishIn: '{{locale}}を非公開にする',
    versionCount_many: '{{count}}件のバージョン',
    versionCount_one: '{{count}}件のバージョン',
    versionCount_other: '{{count}}件のバージョン',
    viewingVersion: '{{entityLabel}}「{{documentTitle}}」のバージョン',
    viewingVersionGlobal: '{{entityLabel}}のバージョン',
    viewingVersions: '{{entityLabel}}「{{documentTitle}}」のバージョン一覧',
    viewingVersionsGlobal: '{{entityLabel}}のバージョン一覧',
  },
} satisfies Overrides;

const enOverrides = {
  fields: {
    blockType: 'Block type',
    linkType: 'Link type',
    relatedDocument: 'Related document',
    relationTo: 'Related to',
  },
  general: {
    collections: 'Content',
    createdAt: 'Created',
    deletedAt: 'Deleted',
    fallbackToDefaultLocale: 'Use the Japanese version',
    false: 'No',
    globals: 'Site-wide settings',
    noLabel: '—',
    payloadSettings: 'Admin settings',
    // Payload passes no label here (the list's selection bar): the count alone.
    selectedCount: '{{count}} selected',
    true: 'Yes',
    updatedAt: 'Updated',
  },
  localization: {
    selectedLocales: 'Selected languages',
  },
  version: {
    aboutToRestore: 'The draft of this {{label}} becomes the version of {{versionDate}}. The public site does not change until you publish.',
    changed: 'Published (with unpublished changes)',
    currentlyPublished: 'Published version',
    publishChanges: 'Publish',
    restoreThisVersion: 'Restore this version as a draft',
    saveDraft: 'Save draft',
  },
} satisfies Overrides;

/** For `i18n.translations` in payload.config.ts. */
export const adminTranslations = { ja: jaOverrides, en: enOverrides };

/**
 * For `i18n.supportedLanguages` in payload.config.ts: Payload's Japanese and English with the same
 * overrides. The language menu (account settings, first sign-in) names each language by its
 * `general.thisLanguage` read from here, not from `i18n.translations` (@payloadcms/next,
 * layouts/Root/index.js and views/Root/index.js), so without this it offers "Japanese".
 */
export const adminLanguages = {
  ja: withOverrides(ja, jaOverrides),
  en: withOverrides(en, enOverrides),
};

function withOverrides(language: Language, overrides: Overrides): Language {
  return { ...language, translations: deepMergeSimple<Language['translations']>(language.translations, overrides) };
}

/**
 * The placeholder of every rich-text field, for `lexicalEditor({ admin: { placeholder } })`: the
 * editor's own (「入力を開始するか、コマンドのために'/'を押してください…」, the key
 * `lexical:general:placeholder`) cannot be overridden through `i18n.translations`, because the
 * editor merges its dictionary over the configuration's when the configuration is built
 * (@payloadcms/richtext-lexical, dist/index.js).
 */
export const editorPlaceholder = {
  ja: '本文を入力してください。「/」を入力すると、見出しや箇条書きなどを挿入できます。',
  en: 'Start writing, or type “/” to insert a heading, a list and more.',
};

/**
 * The kinds of redirect staff choose from, for the redirects plugin's
 * `redirectTypeFieldOverride: { options: redirectTypeOptions }` in payload.config.ts: the plugin's
 * own are in English only ("301 - Permanent", @payloadcms/plugin-redirects, redirectTypes.js). The
 * same values as `redirectTypes` there, so the database does not change.
 */
export const redirectTypeOptions = [
  { value: '301', label: { ja: '301（恒久的な転送）', en: '301 (permanent)' } },
  { value: '302', label: { ja: '302（一時的な転送）', en: '302 (temporary)' } },
  { value: '308', label: { ja: '308（恒久的な転送・送信方法を保つ）', en: '308 (permanent, same request method)' } },
];
