// The registered disease history of a listing, as a table (or a plain sentence when there is none).
import { formatDay } from '@/lib/format';
import type { DiseaseRecord } from './types';

export function DiseaseHistoryTable({ records }: { records: readonly DiseaseRecord[] }) {
  if (records.length === 0) return <p>No diseases registered.</p>;
  return (
    // A scrolling region must be keyboard-reachable (WCAG 2.1.1); this table holds no links.
    <div
      className="table-wrap"
      role="region"
      aria-labelledby="disease-history-caption"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      <table>
        <caption id="disease-history-caption" className="visually-hidden">
          Registered disease history
        </caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Disease</th>
            <th scope="col">Treatment</th>
            <th scope="col">Outcome</th>
          </tr>
        </thead>
        <tbody>
          {records.map((record) => (
            <tr key={`${record.date}-${record.disease}`}>
              <td className="nowrap">{formatDay(record.date)}</td>
              <td>{record.disease}</td>
              <td>{record.treatment}</td>
              <td>{record.outcome}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
