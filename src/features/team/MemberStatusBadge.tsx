// A team member's status (Active or Pending) as a badge with its text (colour is never the only cue).
import { Badge } from '@/components/Badge';
import type { MemberStatus } from './types';

export function MemberStatusBadge({ status }: { status: MemberStatus }) {
  return <Badge tone={status === 'Active' ? 'good' : 'waiting'}>{status}</Badge>;
}
