// The open-data API: read-only, versioned JSON of the accredited-body directory, the
// certified-organisation register and the decision reports, described by /api/v1/openapi.json;
// and the catalogue of the open data: the page /data, its DCAT file, the CSV descriptions and
// the daily snapshots (/data/snapshots).
import { ADDRESSES } from '@/i18n/addresses';
import type { FeatureSite } from '@/platform/features';

export { openDataRoutes } from './server/routes';
export { catalogueRoute, dataFileRoute } from './server/catalogueRoutes';
export { dataRoutes } from './views/DataPage';
export { snapshotsRoutes } from './views/SnapshotsPage';
export { snapshotFileHeadRoute, snapshotFileRoute } from './server/snapshotRoutes';
// The check's answer as data: what features/credentials signs, so a signed answer and the API agree.
export { MAX_VERIFY_NUMBERS, verificationAnswer } from './server/verify';

/** The open-data page and the list of daily snapshots in the sitemap, in both languages. */
export const site: FeatureSite = {
  sitemap: async () => [ADDRESSES.openData, ADDRESSES.openDataSnapshots].map((path) => ({ path, english: true })),
};
