import '#server-only';

import { fileStore } from '@/platform/files/store';

/** Where the snapshot files are kept: `open-data/` in the site's file store (DATA_DIR/open-data, or open-data/ in the bucket). */
export const snapshotStore = () => fileStore('open-data');
