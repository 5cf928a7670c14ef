import { dataFileRoute } from '@/features/open-data';

// The CSV on the Web description of each dataset's CSV (/data/{dataset}.csv-metadata.json), in
// no language; /data/catalog.jsonld has its own, more specific, route.
export const dynamic = 'force-dynamic';
export const GET = dataFileRoute;
