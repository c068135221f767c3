// The team list: filters and the table of members they narrow (Name, Email Address, Status, Actions).
import { teamMsg } from './messages';
import { Link } from '@/components/Link';
import { EmailLink } from '@/components/ContactLinks';
import type { Column } from '@/components/DataTable';
import { FilteredTable, type ColumnSelect } from '@/components/FilteredTable';
import { filterTeam, memberName } from './filterTeam';
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
const SELECTS: readonly ColumnSelect<TeamMember, 'vehicle' | 'location'>[] = [
  { key: 'vehicle', label: 'Filter Vehicle', value: (member) => member.vehicle },
  { key: 'location', label: 'Filter Location', value: (member) => member.location },
];

export function TeamTable({ members }: { members: readonly TeamMember[] }) {
  return (
    <FilteredTable
      caption="Team members"
      columns={COLUMNS}
      rows={members}
      rowKey={(member) => member.id}
      rowHref={memberHref}
      emptyText={teamMsg.noTeamMemberMatch}
      searchLabel="Search team members"
      placeholder="Name or email…"
      selects={SELECTS}
      filter={filterTeam}
    />
  );
}
