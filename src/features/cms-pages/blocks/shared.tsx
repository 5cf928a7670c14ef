import type { ReactNode } from 'react';

import type { Locale } from '@/i18n/routing';
import type { Page } from '@/payload-types';

import styles from '../ui/Blocks.module.css';

/** A block of a page as the CMS stores it, by its type. */
export type PageBlock = NonNullable<Page['layout']>[number];
export type BlockOf<Type extends PageBlock['blockType']> = Extract<PageBlock, { blockType: Type }>;

/** What each block's view is given: the block, the page's language, and an id unique on the page (for its element ids). */
export type BlockViewProps<Block> = { block: Block; locale: Locale; id: string };

/** Text with its line breaks kept. */
export const lines = (text: string | null | undefined) =>
  (text ?? '').split(/\n/).map((line, i, all) => (
    <span key={i}>
      {line}
      {i < all.length - 1 && <br />}
    </span>
  ));

/** A block with its heading as a section; without a heading, a plain division (a section needs a name). */
export function Section({ heading, children }: { heading?: string | null; children: ReactNode }) {
  if (!heading) return <div className={styles.block}>{children}</div>;
  return (
    <section className={styles.block}>
      <h2>{heading}</h2>
      {children}
    </section>
  );
}
