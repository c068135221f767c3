// Where a signed-in vet must go, decided from the profile alone (spec section 4, vet access gating).
import type { Profile } from '@contract/wire/profile';
import { lastApplication } from './profile';

export type Destination = 'disabled' | 'verify' | 'pending' | 'account-first' | 'portal';

export function destinationFor(profile: Profile): Destination {
  if (profile.is_disabled) return 'disabled';
  const application = lastApplication(profile);
  if (!profile.has_applied || !application) return 'verify';
  if (application.is_declined) return 'verify';
  if (!profile.is_verified) return 'pending';
  if (!profile.first_name.trim()) return 'account-first';
  return 'portal';
}

/** The route each destination lives on. */
export const destinationPath: Record<Destination, string> = {
  disabled: '/vet-profile',
  verify: '/verify',
  pending: '/pending',
  'account-first': '/vet-profile',
  portal: '/vet-profile',
};
