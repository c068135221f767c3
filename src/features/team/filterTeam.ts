// Pure filters for the team table: free-text search plus the vehicle and location selects.
import { matchesQuery } from '@/lib/lists/listFilter';
import type { TeamMember } from './types';

/** '' in vehicle or location means "All". */
export interface TeamFilter {
  query: string;
  vehicle: string;
  location: string;
}

export const memberName = (member: Pick<TeamMember, 'name' | 'surname'>): string =>
  `${member.name} ${member.surname}`;

/** Every word of the query must appear in the member's name, email, status, vehicle or location. */
export function filterTeam(members: readonly TeamMember[], filter: TeamFilter): TeamMember[] {
  return members.filter(
    (member) =>
      (!filter.vehicle || member.vehicle === filter.vehicle) &&
      (!filter.location || member.location === filter.location) &&
      matchesQuery(
        [memberName(member), member.email ?? '', member.status, member.vehicle, member.location],
        filter.query,
      ),
  );
}
