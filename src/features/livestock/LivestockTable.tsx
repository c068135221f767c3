// One tab of Manage Livestocks: the filters and the table of listings they narrow.
import { livestockMsg } from './messages';
import { Link } from '@/components/Link';
import type { Column } from '@/components/DataTable';
import { FilteredTable, type ColumnSelect } from '@/components/FilteredTable';
import { filterLivestock } from './filterLivestock';
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
const SELECTS: readonly ColumnSelect<Livestock, 'owner' | 'location'>[] = [
  { key: 'owner', label: 'Filter Owners', value: (row) => row.owner },
  { key: 'location', label: 'Filter Location', value: (row) => row.location },
];

export function LivestockTable({ caption, rows }: LivestockTableProps) {
  return (
    <FilteredTable
      caption={caption}
      columns={COLUMNS}
      rows={rows}
      rowKey={(row) => row.id}
      rowHref={detailsHref}
      emptyText={livestockMsg.noLivestockMatch}
      searchLabel="Search livestock"
      placeholder="Number, name, owner…"
      selects={SELECTS}
      filter={filterLivestock}
    />
  );
}
