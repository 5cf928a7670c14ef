import { stringify } from 'csv-stringify/sync';

import { CERTIFICATE_COLUMNS, toCells } from '@/features/certified-organisations/csv';
import { certificateStatus, type CertificateInput, type OrganisationKind } from '@/features/certified-organisations/model';
import { parseCertificateSearch } from '@/features/certified-organisations/searchParams';
import { type CertificateRow, exportCertificates, sqlClient } from '@/features/certified-organisations/store';
import { getPayloadClient } from '@/features/pages/queries';
import { MAX_EXPORT } from '@/features/site/certifiedPages';
import { todayInJapan } from '@/features/time/japan';

export const dynamic = 'force-dynamic';

const asInput = (r: CertificateRow): CertificateInput => ({
  ...r,
  organisationNameEn: r.organisationNameEn ?? undefined,
  officeName: r.officeName ?? undefined,
  officeNameEn: r.officeNameEn ?? undefined,
  bodyNameEn: r.bodyNameEn ?? undefined,
  scopeEn: r.scopeEn ?? undefined,
  address: r.address ?? undefined,
  addressEn: r.addressEn ?? undefined,
  prefecture: r.prefecture ?? undefined,
  standards: r.standards as CertificateInput['standards'],
  classification: r.classification as OrganisationKind,
});

/**
 * Any search of the certified-organisation register as a download, streamed: `format=csv`
 * (UTF-8 with BOM and CRLF, so Excel opens it; the import's columns, so it can be re-imported)
 * or `format=json` (with each certificate's status today). At most MAX_EXPORT rows.
 */
export async function GET(request: Request) {
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
          const text = value
            .map((r) => {
              const { orgKey: _orgKey, updatedAt, ...rest } = r;
              void _orgKey;
              const item = JSON.stringify({ ...rest, status: certificateStatus(r.decision, r.expiresOn, today), updatedAt });
              const out = (first ? '' : ',\n') + item;
              first = false;
              return out;
            })
            .join('');
          controller.enqueue(encoder.encode(text));
        } else {
          controller.enqueue(encoder.encode(stringify(value.map((r) => toCells(asInput(r))), { record_delimiter: 'windows' })));
        }
      } catch (error) {
        controller.error(error);
      }
    },
    async cancel() {
      await rows.return(undefined);
    },
  });
  const stamp = today;
  return new Response(body, {
    headers: {
      'content-type': json ? 'application/json; charset=utf-8' : 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="certified-organisations-${stamp}.${json ? 'json' : 'csv'}"`,
      'cache-control': 'no-store',
    },
  });
}
