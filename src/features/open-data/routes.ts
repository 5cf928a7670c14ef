// The feature's addresses in both route trees: `npm run features` writes each as a route file
// under src/app/(ja) and src/app/(en)/en, binding the expression to the language (`locale`).
// The catalogue, the CSV descriptions and the snapshots' files are in no language: their route
// files are written by hand under src/app/data, as the API's are under src/app/api/v1.
import { ADDRESSES } from '@/i18n/addresses';
import type { RouteDeclaration } from '@/platform/features';

export const routes: RouteDeclaration[] = [
  {
    path: ADDRESSES.openData,
    page: 'dataRoutes(locale)',
    screen: { ja: 'オープンデータ', en: 'Open data' },
    revalidate: 60,
    note: "Re-rendered at least once a minute, so each dataset's last change follows the data.",
  },
  {
    path: ADDRESSES.openDataSnapshots,
    page: 'snapshotsRoutes(locale)',
    screen: { ja: '日ごとの全件ファイル', en: 'Daily snapshots' },
    revalidate: 60,
    note: "Re-rendered at least once a minute, so a day's snapshot is listed soon after it is made.",
  },
];
