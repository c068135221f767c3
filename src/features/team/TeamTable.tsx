// The team list: filters and the table of members they narrow (Name, Email Address, Status, Actions).
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { msg } from '@/lib/messages';
import { distinctValues, filterTeam, memberName, NO_TEAM_FILTER } from './filterTeam';
import { MemberStatusBadge } from './MemberStatusBadge';
import { TeamFilters } from './TeamFilters';
import { memberHref } from './teamLinks';
import type { TeamMember } from './types';

const COLUMNS = ['Name', 'Email Address', 'Status', 'Actions'];

export function TeamTable({ members }: { members: readonly TeamMember[] }) {
  const [filter, setFilter] = useState(NO_TEAM_FILTER);
  const vehicles = useMemo(() => distinctValues(members, (member) => member.vehicle), [members]);
  const locations = useMemo(() => distinctValues(members, (member) => member.location), [members]);
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
