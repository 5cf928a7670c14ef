import type { NavItem } from '@/features/navigation';
import { localizedHref, type Locale } from '@/i18n/routing';
import { bracketed } from '@/platform/text/punctuation';

/** Where a menu entry leads: this site's address in the page's language, or another site's as it is. */
export const navLinkHref = (item: NavItem, locale: Locale): string => (item.external ? item.href : localizedHref(item.href, locale));

/** A menu entry's words: its label, and for another site the words that say so (「（外部サイト）」). */
export const navLinkName = (item: NavItem, locale: Locale, externalLabel: string): string => (item.external ? `${item.label}${bracketed(externalLabel, locale)}` : item.label);
