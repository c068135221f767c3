// The team list: filters and the table of members they narrow (Name, Email Address, Status, Actions).
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { msg } from '@/lib/messages';
import { distinctValues, filterTeam, memberName } from './filterTeam';
import { MemberStatusBadge } from './MemberStatusBadge';
import { TeamFilters } from './TeamFilters';
import { memberHref } from './teamLinks';
import type { TeamMember } from './types';
import { useTeamFilter } from './useTeamFilter';

const COLUMNS = ['Name', 'Email Address', 'Status', 'Actions'];

export function TeamTable({ members }: { members: readonly TeamMember[] }) {
  const [asked, setFilter] = useTeamFilter();
  const vehicles = useMemo(() => distinctValues(members, (member) => member.vehicle), [members]);
  const locations = useMemo(() => distinctValues(members, (member) => member.location), [members]);
  // A value from an edited URL that no select offers counts as "All".
  const filter = {
    query: asked.query,
    vehicle: vehicles.includes(asked.vehicle) ? asked.vehicle : '',
    location: locations.includes(asked.location) ? asked.location : '',
  };
  const shown = filterTeam(members, filter);

  return (
    <>
      <TeamFilters value={filter} onChange={setFilter} vehicles={vehicles} locations={locations} />
      <p className="result-count" role="status">
        Showing {shown.length} of {members.length}
      </p>
      <div className="table-wrap">
        <table>
          <caption>Team members</caption>
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
            {shown.map((member) => (
              <tr key={member.id}>
                <td>
                  {memberName(member)}
                  <span className="row-hint">
                    {member.vehicle} · {member.location}
                  </span>
                </td>
                <td className="email">{member.email ?? 'No email'}</td>
                <td>
                  <MemberStatusBadge status={member.status} />
                </td>
                <td>
                  <Link to={memberHref(member)} aria-label={`View ${memberName(member)}`}>
                    View
                  </Link>
                </td>
              </tr>
            ))}
            {shown.length === 0 && (
              <tr>
                <td colSpan={COLUMNS.length}>{msg.noTeamMemberMatch}</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </>
  );
}
