// The registered disease history of a listing, as a table (or a plain sentence when there is none).
import { DataTable } from '@/components/DataTable';
import { formatDay } from '@/lib/format';
import type { DiseaseRecord } from './types';

const COLUMNS = ['Date', 'Disease', 'Treatment', 'Outcome'];

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
      cells={(record) => (
        <>
          <td className="nowrap">{formatDay(record.date)}</td>
          <td>{record.disease}</td>
          <td>{record.treatment}</td>
          <td>{record.outcome}</td>
        </>
      )}
    />
  );
}
