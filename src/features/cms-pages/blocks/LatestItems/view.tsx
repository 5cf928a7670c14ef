import { getTranslations } from '@/i18n/server';

import { latestRevisions, REVISIONS_PATH, revisionListItem } from '@/features/document-revisions';
import { latestNews, NEWS_PATH, newsListItem } from '@/features/news';
import { COMMENTS_PATH, commentListItem, latestComments } from '@/features/public-comments';
import { latestPostings, postingListItem, RECRUIT_PATH } from '@/features/recruitment';
import { localizedHref, type Locale } from '@/i18n/routing';
import { ItemList, type ListedItem } from '@/ui/ItemList';

import type { LatestItemsBlock } from '@/payload-types';

import styles from '../../ui/Blocks.module.css';
import type { BlockViewProps } from '../shared';
import type { LatestSource } from './config';

type T = Awaited<ReturnType<typeof getTranslations<'information'>>>;

const sources: Record<LatestSource, { path: string; name: (t: T) => string; items: (count: number, locale: Locale, t: T) => Promise<ListedItem[]> }> = {
  news: { path: NEWS_PATH, name: (t) => t('news.title'), items: async (n, l, t) => (await latestNews(n)).map((i) => newsListItem(i, l, t)) },
  publicComments: { path: COMMENTS_PATH, name: (t) => t('publicComments.title'), items: async (n, l, t) => (await latestComments(n)).map((i) => commentListItem(i, l, t)) },
  revisions: { path: REVISIONS_PATH, name: (t) => t('revisions.title'), items: async (n, l, t) => (await latestRevisions(n)).map((i) => revisionListItem(i, l, t)) },
  recruitment: { path: RECRUIT_PATH, name: (t) => t('recruitment.title'), items: async (n, l, t) => (await latestPostings(n)).map((i) => postingListItem(i, l, t)) },
};

/** The newest items of one kind, read when the page renders (at least once a minute), with a link to the whole list. */
export async function LatestItemsView({ block, locale, id: blockId }: BlockViewProps<LatestItemsBlock>) {
  const { source, count } = block;
  const id = `latest-${blockId}`;
  const t = await getTranslations({ locale, namespace: 'information' });
  const { path, name, items } = sources[source];
  const listed = await items(count, locale, t);
  return (
    <section className={styles.latest} aria-labelledby={id}>
      <h2 id={id}>{name(t)}</h2>
      {listed.length ? <ItemList items={listed} /> : <p>{t('empty')}</p>}
      <p className={styles.more}>
        <a href={localizedHref(path, locale)}>{t('moreLink', { name: name(t) })}</a>
      </p>
    </section>
  );
}
