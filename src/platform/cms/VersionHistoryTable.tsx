'use client';

import { LoadingOverlayToggle, Pagination, PerPage, Table, useListQuery, useTranslation } from '@payloadcms/ui';
import { useSearchParams } from 'next/navigation';
import type { Column } from 'payload';

/** The table and page controls of ./VersionHistory.tsx, as Payload's own version list has them. */
export function VersionHistoryTable({ columns, paginationLimits }: { columns: Column[]; paginationLimits?: number[] }) {
  const { data, handlePageChange, handlePerPageChange } = useListQuery();
  const limit = useSearchParams()?.get('limit') ?? null;
  const { i18n } = useTranslation();
  const total = data?.totalDocs ?? 0;
  return (
    <>
      <LoadingOverlayToggle name="versions" show={!data} />
      {total === 0 && <div className="versions__no-versions">{i18n.t('version:noFurtherVersionsFound')}</div>}
      {data && total > 0 && (
        <>
          <Table columns={columns} data={data.docs} />
          <div className="versions__page-controls">
            <Pagination
              hasNextPage={data.hasNextPage}
              hasPrevPage={data.hasPrevPage}
              limit={data.limit}
              nextPage={data.nextPage ?? undefined}
              numberOfNeighbors={1}
              onChange={handlePageChange}
              page={data.page}
              prevPage={data.prevPage ?? undefined}
              totalPages={data.totalPages}
            />
            <div className="versions__page-info">
              {(data.page ?? 1) * data.limit - (data.limit - 1)}-{data.totalPages > 1 && data.totalPages !== data.page ? data.limit * (data.page ?? 1) : data.totalDocs}{' '}
              {i18n.t('general:of')} {data.totalDocs}
            </div>
            <PerPage handleChange={handlePerPageChange} limit={limit ? Number(limit) : 10} limits={paginationLimits ?? [5, 10, 25, 50, 100]} />
          </div>
        </>
      )}
    </>
  );
}
