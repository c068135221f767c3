// Where each kind of vet lands (spec section 4, vet access gating).
import { describe, expect, it } from 'vitest';
import { destinationFor } from '@/lib/portal/gating';
import { makeApplication, makeProfile } from '../../support/profiles';

describe('destinationFor', () => {
  it('sends a vet with no application to Verify', () => {
    expect(
      destinationFor(makeProfile({ has_applied: false, applications: [], is_verified: false })),
    ).toBe('verify');
  });

  it('sends a vet whose last application was declined to Verify (re-application)', () => {
    const profile = makeProfile({
      is_verified: false,
      applications: [makeApplication({ id: 1 }), makeApplication({ id: 2, is_declined: true })],
    });
    expect(destinationFor(profile)).toBe('verify');
  });

  it('looks only at the last application', () => {
    const profile = makeProfile({
      is_verified: false,
      applications: [makeApplication({ id: 1, is_declined: true }), makeApplication({ id: 2 })],
    });
    expect(destinationFor(profile)).toBe('pending');
  });

  it('sends an applicant who is not verified yet to Pending', () => {
    expect(destinationFor(makeProfile({ is_verified: false }))).toBe('pending');
  });

  it('shows only the notice to a disabled vet, whatever else is true', () => {
    expect(destinationFor(makeProfile({ is_disabled: true }))).toBe('disabled');
    expect(
      destinationFor(makeProfile({ is_disabled: true, has_applied: false, applications: [] })),
    ).toBe('disabled');
  });

  it('forces the Account panel for a verified vet with an empty first name', () => {
    expect(destinationFor(makeProfile({ first_name: '' }))).toBe('account-first');
    expect(destinationFor(makeProfile({ first_name: '   ' }))).toBe('account-first');
  });

  it('lets a verified, named vet into the portal', () => {
    expect(destinationFor(makeProfile())).toBe('portal');
  });
});
