// The URLs of the Team Members screens (list and member detail), so Back works.
import { panelHref } from '@/lib/portal/panels';
import type { TeamMember } from './types';

export const teamListHref = (): string => panelHref('TeamMembers');

export const memberHref = (member: TeamMember): string =>
  panelHref('TeamMembers', { member: member.id });
