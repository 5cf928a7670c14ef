import type { Block } from 'payload';

import { ContentBlock } from './Content/config';
import { DataTableBlock } from './DataTable/config';
import { FaqBlock } from './Faq/config';
import { FilesBlock } from './Files/config';
import { GalleryBlock } from './Gallery/config';
import { LatestItemsBlock } from './LatestItems/config';
import { LinkListBlock } from './LinkList/config';
import { NoticeBlock } from './Notice/config';
import { ProfileBlock } from './Profile/config';
import { SectionsBlock } from './Sections/config';
import { StepsBlock } from './Steps/config';
import { TabsBlock } from './Tabs/config';
import { ViewBlock } from './View/config';

/**
 * The blocks staff can put on a page, in the order the editor offers them. Each block is a folder
 * here: `config.ts` (its fields, for the CMS) beside `view.tsx` (how the site draws it). Its view
 * is named once more in `views.tsx`, whose type fails until every block here has one.
 */
export const pageBlocks: Block[] = [
  ContentBlock,
  NoticeBlock,
  LinkListBlock,
  FaqBlock,
  LatestItemsBlock,
  DataTableBlock,
  StepsBlock,
  FilesBlock,
  GalleryBlock,
  SectionsBlock,
  ProfileBlock,
  TabsBlock,
  ViewBlock,
];
