// A team member's status (Active or Pending) as a badge with its text (colour is never the only cue).
import type { MemberStatus } from './types';

export function MemberStatusBadge({ status }: { status: MemberStatus }) {
  return (
    <span className={status === 'Active' ? 'badge badge-active' : 'badge badge-pending'}>
      {status}
    </span>
  );
}
