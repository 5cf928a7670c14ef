import { accreditedBodiesToCsv } from './csv';
import { bodyFromDoc } from './importer';
import { allMatchingBodies } from './queries';
import { parseBodySearch } from '../searchParams';
import { deriveStatus } from '../status';

/**
 * Any search as a download: `format=csv` (bodies, UTF-8 with BOM for Excel), `format=scopes-csv`
 * (their scopes) or `format=json`, in the columns the import takes, with the same conditions as
 * the search page.
 */
export async function exportBodies(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const format = params.get('format') ?? 'csv';
  const parsed = parseBodySearch((name) => params.get(name));
  if (!parsed.ok || !['csv', 'scopes-csv', 'json'].includes(format)) {
    return new Response('検索条件が正しくありません / The search conditions are not valid', {
      status: 400,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  }
  const docs = await allMatchingBodies({ ...parsed.search, page: 1 });
  const bodies = docs.map((doc) => bodyFromDoc(doc as never));
  const stamp = new Date().toISOString().slice(0, 10);
  if (format === 'json') {
    const withStatus = bodies.map((body) => ({ ...body, status: deriveStatus(body) }));
    return new Response(JSON.stringify({ generatedAt: new Date().toISOString(), count: withStatus.length, bodies: withStatus }, null, 2), {
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'content-disposition': `attachment; filename="accredited-bodies-${stamp}.json"`,
      },
    });
  }
  const csv = accreditedBodiesToCsv(bodies);
  const scopes = format === 'scopes-csv';
  return new Response(scopes ? csv.scopes : csv.bodies, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="accredited-bodies-${scopes ? 'scopes-' : ''}${stamp}.csv"`,
    },
  });
}
