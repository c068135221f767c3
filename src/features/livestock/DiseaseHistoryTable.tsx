// The registered disease history of a listing, as a table (or a plain sentence when there is none).
import { DataTable, type Column } from '@/components/DataTable';
import { formatDay } from '@/lib/text/format';
import type { DiseaseRecord } from './types';

const COLUMNS: readonly Column<DiseaseRecord>[] = [
  { header: 'Date', className: 'nowrap', cell: (record) => formatDay(record.date) },
  { header: 'Disease', cell: (record) => record.disease },
  { header: 'Treatment', cell: (record) => record.treatment },
  { header: 'Outcome', cell: (record) => record.outcome },
];

export function DiseaseHistoryTable({ records }: { records: readonly DiseaseRecord[] }) {
  if (records.length === 0) return <p>No diseases registered.</p>;
  return (
    <DataTable
      caption="Registered disease history"
      hideCaption
      focusableScroll
      columns={COLUMNS}
      rows={records}
      rowKey={(record) => `${record.date}-${record.disease}`}
    />
  );
}
