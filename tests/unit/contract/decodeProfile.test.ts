// The profile decoder: the reference server's answer and a DRF answer both read as the app's Profile; bad fields named.
import { decodeProfile } from '@contract/wire/profile';
import type { Profile } from '@contract/wire/profile';
import { describe, expect, it } from 'vitest';
import { hasBankAccount } from '@contract/rules/bank';
import { decodeErrorOf } from './decodeSupport';

/** GET profile as server/serializers/profile.ts writes it. */
const reference: Profile = {
  id: 3,
  first_name: 'Thandi',
  last_name: 'Nkosi',
  phone: '27821234567',
  user: { id: 3, username: 'verified@vets.example', email: 'verified@vets.example' },
  profile_picture: '/media/picture/3.jpg?sig=abc',
  communication_means: 'both',
  account_number: '62012345678',
  bank_name: 'FNB',
  bank_confirmation_certificate: null,
  clinic_name: 'Highveld Animal Clinic',
  has_applied: true,
  is_verified: true,
  is_disabled: false,
  applications: [
    {
      id: 5,
      clinic_name: 'Highveld Animal Clinic',
      clinic_phone: '27821234567',
      clinic_ID_number: '8001015009087',
      location: 'Pretoria, Gauteng, South Africa',
      address: '12 Church Street',
      vet_latitude: -25.7479,
      vet_longitude: 28.2293,
      qualification_type: 'Degree',
      is_declined: false,
      created_at: '2026-01-05T08:00:00.000Z',
    },
  ],
};

/** The same vet as a DRF serializer sends it: numbers for digits, decimals as text, extra fields. */
const drf = {
  id: 3,
  first_name: 'Thandi',
  last_name: null,
  phone: 27821234567,
  user: {
    id: 3,
    username: 'verified@vets.example',
    email: 'verified@vets.example',
    is_staff: false,
  },
  profile_picture: 'https://market.example/media/profile/3.jpg',
  communication_means: 'EMAIL',
  account_number: 12345678,
  bank_name: 'Capitec',
  bank_confirmation_certificate: '',
  clinic_name: 'Highveld Animal Clinic',
  has_applied: true,
  is_verified: false,
  is_disabled: false,
  modified_at: '2026-11-29T08:15:00.123456+02:00',
  applications: {
    count: 1,
    next: null,
    previous: null,
    results: [
      {
        id: '5',
        clinic_name: 'Highveld Animal Clinic',
        clinic_phone: 27821234567,
        clinic_ID_number: 8001015009087,
        location: 'Pretoria, Gauteng, South Africa',
        address: '12 Church Street',
        vet_latitude: '-25.747900',
        vet_longitude: '28.229300',
        qualification_type: 'diploma',
        is_declined: true,
        created_at: '2026-11-29T08:15:00.123456+02:00',
        reviewed_by: 9,
      },
    ],
  },
};

describe('decodeProfile', () => {
  it('reads the reference server’s profile unchanged', () => {
    expect(decodeProfile(reference)).toEqual(reference);
  });

  it('reads a DRF profile into the same shape, dropping unknown fields', () => {
    expect(decodeProfile(drf)).toEqual({
      id: 3,
      first_name: 'Thandi',
      last_name: '',
      phone: '27821234567',
      user: { id: 3, username: 'verified@vets.example', email: 'verified@vets.example' },
      profile_picture: 'https://market.example/media/profile/3.jpg',
      communication_means: 'email',
      account_number: '12345678',
      bank_name: 'Capitec',
      bank_confirmation_certificate: null,
      clinic_name: 'Highveld Animal Clinic',
      has_applied: true,
      is_verified: false,
      is_disabled: false,
      applications: [
        {
          id: 5,
          clinic_name: 'Highveld Animal Clinic',
          clinic_phone: '27821234567',
          clinic_ID_number: '8001015009087',
          location: 'Pretoria, Gauteng, South Africa',
          address: '12 Church Street',
          vet_latitude: -25.7479,
          vet_longitude: 28.2293,
          qualification_type: 'Diploma',
          is_declined: true,
          created_at: '2026-11-29T08:15:00.123456+02:00',
        },
      ],
    });
  });

  it('reads "no bank account" sent as 0 and "0", null or "", and the app sees no bank account', () => {
    const zero = decodeProfile({ ...drf, account_number: 0, bank_name: '0' });
    expect(zero.account_number).toBe('0');
    expect(zero.bank_name).toBe('0');
    expect(hasBankAccount(zero)).toBe(false);
    const empty = decodeProfile({ ...drf, account_number: null, bank_name: '' });
    expect(empty.account_number).toBe('');
    expect(hasBankAccount(empty)).toBe(false);
    expect(hasBankAccount(decodeProfile(drf))).toBe(true);
  });

  it('fills what DRF may leave out: phone, picture, communication means, applications', () => {
    const bare = decodeProfile({
      id: 3,
      user: 3,
      phone: 0,
      account_number: 0,
      has_applied: false,
      is_verified: false,
      is_disabled: false,
    });
    expect(bare).toMatchObject({
      first_name: '',
      phone: null,
      user: { id: 3, username: '', email: '' },
      profile_picture: null,
      communication_means: 'both',
      account_number: '0',
      bank_name: '',
      applications: [],
    });
  });

  it('names the field it cannot read', () => {
    const cases: [unknown, string][] = [
      [{ ...drf, id: 'three' }, 'profile.id'],
      [{ ...drf, user: { ...drf.user, email: { primary: 'a@b.c' } } }, 'profile.user.email'],
      [{ ...drf, is_verified: 'yes' }, 'profile.is_verified'],
      [{ ...drf, has_applied: undefined }, 'profile.has_applied'],
      [{ ...drf, communication_means: 'sms' }, 'profile.communication_means'],
      [{ ...drf, account_number: 1.5 }, 'profile.account_number'],
      [
        { ...drf, applications: [{ ...drf.applications.results[0], created_at: 'soon' }] },
        'profile.applications[0].created_at',
      ],
      [
        { ...drf, applications: [{ ...drf.applications.results[0], vet_latitude: 'north' }] },
        'profile.applications[0].vet_latitude',
      ],
      [['not', 'a', 'profile'], 'profile'],
    ];
    for (const [body, field] of cases) {
      expect(decodeErrorOf(() => decodeProfile(body)).field).toBe(field);
    }
  });
});
