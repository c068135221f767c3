// The verification status of a listing as a badge with its text (colour is never the only cue).
import { Badge } from '@/components/Badge';
import type { VerificationStatus } from './types';

export function StatusBadge({ status }: { status: VerificationStatus }) {
  return <Badge tone={status === 'Verified' ? 'good' : 'waiting'}>{status}</Badge>;
}
