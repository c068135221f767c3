// The verification status of a listing as a badge with its text (colour is never the only cue).
import type { VerificationStatus } from './types';

export function StatusBadge({ status }: { status: VerificationStatus }) {
  return (
    <span className={status === 'Verified' ? 'badge badge-verified' : 'badge badge-unverified'}>
      {status}
    </span>
  );
}
