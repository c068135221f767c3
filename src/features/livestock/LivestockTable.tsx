// One tab of Manage Livestocks: the filters and the table of listings they narrow.
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { msg } from '@/lib/messages';
import { distinctValues, filterLivestock } from './filterLivestock';
import { LivestockFilters } from './LivestockFilters';
import { LivestockImage } from './LivestockImage';
import { detailsHref } from './livestockLinks';
import { StatusBadge } from './StatusBadge';
import type { Livestock } from './types';
import { useLivestockFilter } from './useLivestockFilter';

interface LivestockTableProps {
  caption: string;
  rows: readonly Livestock[];
}

const COLUMNS = ['Image', 'Number', 'Post Name', 'Location', 'Owner', 'Status', 'Actions'];

export function LivestockTable({ caption, rows }: LivestockTableProps) {
  const [asked, setFilter] = useLivestockFilter();
  const owners = useMemo(() => distinctValues(rows, (row) => row.owner), [rows]);
  const locations = useMemo(() => distinctValues(rows, (row) => row.location), [rows]);
  // A value from an edited URL that no select offers counts as "All".
  const filter = {
    query: asked.query,
    owner: owners.includes(asked.owner) ? asked.owner : '',
    location: locations.includes(asked.location) ? asked.location : '',
  };
  const shown = filterLivestock(rows, filter);

  return (
    <>
      <LivestockFilters value={filter} onChange={setFilter} owners={owners} locations={locations} />
      <p className="result-count" role="status">
        Showing {shown.length} of {rows.length}
      </p>
      <div className="table-wrap">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.id}>
                <td>
                  <LivestockImage
                    animalType={row.animalType}
                    label={`Picture of ${row.postName}`}
                  />
                </td>
                <td>{row.number}</td>
                <td>{row.postName}</td>
                <td>{row.location}</td>
                <td>{row.owner}</td>
                <td>
                  <StatusBadge status={row.status} />
                </td>
                <td>
                  <Link
                    to={detailsHref(row)}
                    className="nowrap"
                    aria-label={`View details of ${row.number}`}
                  >
                    View details
                  </Link>
                </td>
              </tr>
            ))}
            {shown.length === 0 && (
              <tr>
                <td colSpan={COLUMNS.length}>{msg.noLivestockMatch}</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </>
  );
}
