import { snapshotFileHeadRoute, snapshotFileRoute } from '@/features/open-data';

// The daily snapshots' files (/data/snapshots/{dataset}/{day}.csv.gz and .ndjson.gz, and
// latest.…), in no language; the list of them, /data/snapshots, is a page of both trees.
export const dynamic = 'force-dynamic';
export const GET = snapshotFileRoute;
export const HEAD = snapshotFileHeadRoute;
