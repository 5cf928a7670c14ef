/** Text in both site languages. Japanese is the default and always present. */
export type LocalizedText = { ja: string; en: string };
