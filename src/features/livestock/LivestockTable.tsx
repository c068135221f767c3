// One tab of Manage Livestocks: the filters and the table of listings they narrow.
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { DataTable, type Column } from '@/components/DataTable';
import { SearchFilters } from '@/components/SearchFilters';
import { distinctValues, offeredOnly } from '@/lib/listFilter';
import { msg } from '@/lib/messages';
import { useUrlFilter } from '@/lib/useUrlFilter';
import { filterLivestock, type LivestockFilter } from './filterLivestock';
import { LivestockImage } from './LivestockImage';
import { detailsHref } from './livestockLinks';
import { StatusBadge } from './StatusBadge';
import type { Livestock } from './types';

interface LivestockTableProps {
  caption: string;
  rows: readonly Livestock[];
}

const COLUMNS: readonly Column<Livestock>[] = [
  {
    header: 'Image',
    hideLabelOnCard: true,
    cell: (row) => (
      <LivestockImage animalType={row.animalType} label={`Picture of ${row.postName}`} />
    ),
  },
  { header: 'Number', cell: (row) => row.number, className: 'nowrap' },
  { header: 'Post Name', cell: (row) => row.postName },
  { header: 'Location', cell: (row) => row.location },
  { header: 'Owner', cell: (row) => row.owner },
  { header: 'Status', cell: (row) => <StatusBadge status={row.status} /> },
  {
    header: 'Actions',
    hideLabelOnCard: true,
    cell: (row) => (
      <Link
        to={detailsHref(row)}
        className="row-action"
        aria-label={`View details of ${row.number}`}
      >
        View details
      </Link>
    ),
  },
];
/** The filter lives in the URL (?q=&owner=&location=) so Back restores it. */
const URL_PARAMS = { query: 'q', owner: 'owner', location: 'location' } as const;

export function LivestockTable({ caption, rows }: LivestockTableProps) {
  const navigate = useNavigate();
  const [asked, setFilter] = useUrlFilter<LivestockFilter>(URL_PARAMS);
  const owners = useMemo(() => distinctValues(rows, (row) => row.owner), [rows]);
  const locations = useMemo(() => distinctValues(rows, (row) => row.location), [rows]);
  const filter = offeredOnly(asked, { owner: owners, location: locations });
  const shown = filterLivestock(rows, filter);

  return (
    <>
      <SearchFilters
        searchLabel="Search livestock"
        placeholder="Number, name, owner…"
        selects={[
          { key: 'owner', label: 'Filter Owners', options: owners },
          { key: 'location', label: 'Filter Location', options: locations },
        ]}
        value={filter}
        onChange={setFilter}
        shown={shown.length}
        total={rows.length}
      />
      <DataTable
        caption={caption}
        columns={COLUMNS}
        rows={shown}
        rowKey={(row) => row.id}
        emptyText={msg.noLivestockMatch}
        onRowClick={(row) => void navigate(detailsHref(row))}
      />
    </>
  );
}
