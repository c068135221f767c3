// The clinic shown on a team member's screen comes from the signed-in vet's real profile.
import { describe, expect, it } from 'vitest';
import { clinicDetailsOf, displayPhone } from '@/features/team/clinicDetails';
import { makeApplication, makeProfile } from '../../support/profiles';

describe('clinicDetailsOf', () => {
  it("takes the clinic's name, phone and address from the vet's current application", () => {
    const profile = makeProfile({
      applications: [
        makeApplication({ id: 1, clinic_name: 'Old Clinic', is_declined: true }),
        makeApplication({ id: 2, clinic_phone: '27123456789', address: '1 Main Road, Ermelo' }),
      ],
    });
    expect(clinicDetailsOf(profile)).toEqual({
      name: 'Highveld Animal Clinic',
      phone: '+27 12 345 6789',
      address: '1 Main Road, Ermelo',
    });
  });

  it('leaves the details empty when there is no application', () => {
    const profile = makeProfile({ clinic_name: '', applications: [] });
    expect(clinicDetailsOf(profile)).toEqual({ name: '', phone: '', address: '' });
  });
});

describe('displayPhone', () => {
  it('shows a stored 27… number with its +27 prefix, and anything else as stored', () => {
    expect(displayPhone('27821234567')).toBe('+27 82 123 4567');
    expect(displayPhone('012 345 6789')).toBe('012 345 6789');
  });
});
