import { stringify } from 'csv-stringify/sync';

import { CERTIFICATE_COLUMNS, toCells } from './csv';
import { certificateStatus } from '../model';
import { MAX_EXPORT, parseCertificateSearch } from '../searchParams';
import { exportCertificates, sqlClient } from './store';
import { getPayloadClient } from '@/platform/payload';
import { todayInJapan } from '@/platform/time/japan';


/**
 * Any search of the certified-organisation register as a download, streamed: `format=csv`
 * (UTF-8 with BOM and CRLF, so Excel opens it; the import's columns, so it can be re-imported)
 * or `format=json` (with each certificate's status today). At most MAX_EXPORT rows.
 */
export async function exportCertificatesRoute(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const format = params.get('format') ?? 'csv';
  const parsed = parseCertificateSearch((name) => params.getAll(name));
  if (!parsed.ok || !['csv', 'json'].includes(format)) {
    return new Response('検索条件が正しくありません / The search conditions are not valid\n', { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  }
  const today = todayInJapan();
  const db = sqlClient(await getPayloadClient());
  const rows = exportCertificates(db, { ...parsed.search, page: 1 }, today, MAX_EXPORT);
  const encoder = new TextEncoder();
  const json = format === 'json';
  let first = true;
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(json ? `{"generatedAt":${JSON.stringify(new Date().toISOString())},"certificates":[\n` : `\uFEFF${stringify([[...CERTIFICATE_COLUMNS]], { record_delimiter: 'windows' })}`));
    },
    async pull(controller) {
      try {
        const { value, done } = await rows.next();
        if (done) {
          if (json) controller.enqueue(encoder.encode('\n]}\n'));
          controller.close();
          return;
        }
        if (json) {
          // The grouping key is internal; everything else, plus the status today.
          const items = value.map(({ orgKey, ...r }) => JSON.stringify({ ...r, status: certificateStatus(r.decision, r.expiresOn, today) }));
          controller.enqueue(encoder.encode((first ? '' : ',\n') + items.join(',\n')));
          first = false;
        } else {
          controller.enqueue(encoder.encode(stringify(value.map((r) => toCells(r)), { record_delimiter: 'windows' })));
        }
      } catch (error) {
        controller.error(error);
      }
    },
    async cancel() {
      await rows.return(undefined);
    },
  });
  return new Response(body, {
    headers: {
      'content-type': json ? 'application/json; charset=utf-8' : 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="certified-organisations-${today}.${json ? 'json' : 'csv'}"`,
      'cache-control': 'no-store',
    },
  });
}
