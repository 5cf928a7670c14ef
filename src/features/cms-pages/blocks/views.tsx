import type { ReactNode } from 'react';

import type { Locale } from '@/i18n/routing';

import { ContentView } from './Content/view';
import { DataTableView } from './DataTable/view';
import { FaqView } from './Faq/view';
import { FilesView } from './Files/view';
import { GalleryView } from './Gallery/view';
import { LatestItemsView } from './LatestItems/view';
import { LinkListView } from './LinkList/view';
import { NoticeView } from './Notice/view';
import { ProfileView } from './Profile/view';
import { SectionsView } from './Sections/view';
import type { BlockOf, BlockViewProps, PageBlock } from './shared';
import { StepsView } from './Steps/view';
import { TabsView } from './Tabs/view';
import { StructuredView } from './View/view';

type BlockType = PageBlock['blockType'];
type BlockView<Type extends BlockType> = (props: BlockViewProps<BlockOf<Type>>) => ReactNode | Promise<ReactNode>;

/** How the site draws each block of `config.ts`, by its type: the type fails while a block has no view. */
const views: { [Type in BlockType]: BlockView<Type> } = {
  content: ContentView,
  notice: NoticeView,
  linkList: LinkListView,
  faq: FaqView,
  latestItems: LatestItemsView,
  dataTable: DataTableView,
  steps: StepsView,
  files: FilesView,
  gallery: GalleryView,
  sections: SectionsView,
  profile: ProfileView,
  tabs: TabsView,
  view: StructuredView,
};

function BlockViewOf<Type extends BlockType>({ block, locale, id }: { block: BlockOf<Type> & { blockType: Type }; locale: Locale; id: string }) {
  const View: BlockView<Type> = views[block.blockType];
  return <View block={block} locale={locale} id={id} />;
}

/** The blocks staff put on a page, in order. */
export function Blocks({ blocks, locale }: { blocks: PageBlock[] | null | undefined; locale: Locale }) {
  if (!blocks?.length) return null;
  return (
    <>
      {blocks.map((block, index) => {
        const key = block.id ?? `${block.blockType}-${index}`;
        // A block of a type this build does not know (stored by a newer one) is left out.
        return Object.hasOwn(views, block.blockType) ? <BlockViewOf key={key} block={block} locale={locale} id={key} /> : null;
      })}
    </>
  );
}
