// Profile fixtures for unit tests: a verified, named vet unless told otherwise.
import type { Profile, VetApplication } from '@contract/wire/profile';

export function makeApplication(patch: Partial<VetApplication> = {}): VetApplication {
  return {
    id: 1,
    clinic_name: 'Highveld Animal Clinic',
    clinic_phone: '27821234567',
    clinic_ID_number: '8001015009087',
    location: 'Pretoria, Gauteng, South Africa',
    address: 'Pretoria',
    vet_latitude: -25.7479,
    vet_longitude: 28.2293,
    qualification_type: 'Degree',
    is_declined: false,
    created_at: '2026-01-05T08:00:00.000Z',
    ...patch,
  };
}

export function makeProfile(patch: Partial<Profile> = {}): Profile {
  return {
    id: 1,
    first_name: 'Thandi',
    last_name: 'Nkosi',
    phone: '27821234567',
    user: { id: 1, username: 'verified@vets.example', email: 'verified@vets.example' },
    profile_picture: null,
    communication_means: 'both',
    account_number: '62012345678',
    bank_name: 'FNB',
    bank_confirmation_certificate: null,
    clinic_name: 'Highveld Animal Clinic',
    has_applied: true,
    is_verified: true,
    is_disabled: false,
    applications: [makeApplication()],
    ...patch,
  };
}
