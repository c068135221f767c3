// The Team Members panel of the portal: a preview over sample members (no server calls yet).
import type { PanelProps } from '@/lib/portal/panels';
import { clinicDetailsOf } from './clinicDetails';
import { sampleTeam } from './sampleTeam';
import { TeamMembers } from './TeamMembers';

export default function TeamPanel({ profile }: PanelProps) {
  return <TeamMembers members={sampleTeam} clinic={clinicDetailsOf(profile)} />;
}
