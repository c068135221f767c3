// The signed-in vet's profile: its shape and the one query every feature reads it through.
import { api } from './api';

export type CommunicationMeans = 'both' | 'phone' | 'email';
export type QualificationType = 'Degree' | 'Diploma' | 'Certificate';

export interface VetApplication {
  id: number;
  clinic_name: string;
  clinic_phone: string;
  clinic_ID_number: string;
  location: string;
  address: string;
  vet_latitude: number | string;
  vet_longitude: number | string;
  qualification_type: QualificationType;
  is_declined: boolean;
  created_at?: string;
}

export interface Profile {
  id: number;
  first_name: string;
  last_name: string;
  phone: string | null;
  user: { id?: number; username?: string; email: string };
  profile_picture: string | null;
  communication_means: CommunicationMeans;
  account_number: string | number;
  bank_name: string;
  bank_confirmation_certificate?: string | null;
  clinic_name?: string;
  has_applied: boolean;
  is_verified: boolean;
  is_disabled: boolean;
  applications: VetApplication[];
}

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    profile: build.query<Profile, void>({
      query: () => 'profile',
      providesTags: ['Profile'],
    }),
  }),
});

export const { useProfileQuery } = profileApi;

/** The current application is the last one in the list. */
export function lastApplication(profile: Profile): VetApplication | undefined {
  return profile.applications.at(-1);
}

export function clinicName(profile: Profile): string {
  return profile.clinic_name || lastApplication(profile)?.clinic_name || '';
}

export function fullName(profile: Profile): string {
  return [profile.first_name, profile.last_name].filter(Boolean).join(' ');
}

/**
 * The spec's "no bank account" is account_number 0 and bank_name "0"; a payout needs both, so
 * either one missing counts as no bank account (the server refuses the same way).
 */
export function hasBankAccount(profile: Profile): boolean {
  const missing = (value: string | number) => ['', '0'].includes(String(value).trim());
  return !missing(profile.account_number) && !missing(profile.bank_name);
}
