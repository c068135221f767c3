// The team list: filters and the table of members they narrow (Name, Email Address, Status, Actions).
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { EmailLink } from '@/components/ContactLinks';
import { DataTable, type Column } from '@/components/DataTable';
import { SearchFilters } from '@/components/SearchFilters';
import { distinctValues, offeredOnly } from '@/lib/listFilter';
import { msg } from '@/lib/messages';
import { useUrlFilter } from '@/lib/useUrlFilter';
import { filterTeam, memberName, type TeamFilter } from './filterTeam';
import { MemberStatusBadge } from './MemberStatusBadge';
import { memberHref } from './teamLinks';
import type { TeamMember } from './types';

const COLUMNS: readonly Column<TeamMember>[] = [
  {
    header: 'Name',
    hideLabelOnCard: true,
    cell: (member) => (
      <>
        <span className="card-title">{memberName(member)}</span>
        <span className="row-hint">
          {member.vehicle} · {member.location}
        </span>
      </>
    ),
  },
  {
    header: 'Email Address',
    className: 'email',
    cell: (member) => (member.email ? <EmailLink email={member.email} /> : 'No email'),
  },
  { header: 'Status', cell: (member) => <MemberStatusBadge status={member.status} /> },
  {
    header: 'Actions',
    hideLabelOnCard: true,
    cell: (member) => (
      <Link
        to={memberHref(member)}
        className="row-action"
        aria-label={`View ${memberName(member)}`}
      >
        View
      </Link>
    ),
  },
];
/** The filter lives in the URL (?q=&vehicle=&location=) so Back restores it. */
const URL_PARAMS = { query: 'q', vehicle: 'vehicle', location: 'location' } as const;

export function TeamTable({ members }: { members: readonly TeamMember[] }) {
  const navigate = useNavigate();
  const [asked, setFilter] = useUrlFilter<TeamFilter>(URL_PARAMS);
  const vehicles = useMemo(() => distinctValues(members, (member) => member.vehicle), [members]);
  const locations = useMemo(() => distinctValues(members, (member) => member.location), [members]);
  const filter = offeredOnly(asked, { vehicle: vehicles, location: locations });
  const shown = filterTeam(members, filter);

  return (
    <>
      <SearchFilters
        searchLabel="Search team members"
        placeholder="Name or email…"
        selects={[
          { key: 'vehicle', label: 'Filter Vehicle', options: vehicles },
          { key: 'location', label: 'Filter Location', options: locations },
        ]}
        value={filter}
        onChange={setFilter}
        shown={shown.length}
        total={members.length}
      />
      <DataTable
        caption="Team members"
        columns={COLUMNS}
        rows={shown}
        rowKey={(member) => member.id}
        emptyText={msg.noTeamMemberMatch}
        onRowClick={(member) => void navigate(memberHref(member))}
      />
    </>
  );
}
