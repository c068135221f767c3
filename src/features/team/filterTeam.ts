// Pure filters for the team table: free-text search plus the vehicle and location selects.
import type { TeamMember } from './types';

/** '' in vehicle or location means "All". */
export interface TeamFilter {
  query: string;
  vehicle: string;
  location: string;
}

export const NO_TEAM_FILTER: TeamFilter = { query: '', vehicle: '', location: '' };

export const memberName = (member: Pick<TeamMember, 'name' | 'surname'>): string =>
  `${member.name} ${member.surname}`;

/** Every word of the query must appear in the member's name, email, status, vehicle or location. */
export function filterTeam(members: readonly TeamMember[], filter: TeamFilter): TeamMember[] {
  const words = filter.query.toLowerCase().split(/\s+/).filter(Boolean);
  return members.filter((member) => {
    if (filter.vehicle && member.vehicle !== filter.vehicle) return false;
    if (filter.location && member.location !== filter.location) return false;
    const haystack = [
      memberName(member),
      member.email ?? '',
      member.status,
      member.vehicle,
      member.location,
    ]
      .join(' ')
      .toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

/** The distinct values of one field, sorted, for a filter's options. */
export function distinctValues(
  members: readonly TeamMember[],
  pick: (member: TeamMember) => string,
): string[] {
  return [...new Set(members.map(pick))].sort((a, b) => a.localeCompare(b));
}
