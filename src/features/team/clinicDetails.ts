// The signed-in vet's clinic, as the team member screen shows it (real profile data, not a sample).
import type { Profile } from '@contract/wire/profile';
import { clinicName, lastApplication } from '@/lib/portal/profile';
import type { ClinicDetails } from './types';

/** "27123456789" -> "+27 12 345 6789"; other shapes are shown as stored. */
export function displayPhone(stored: string): string {
  const match = /^27(\d{2})(\d{3})(\d{4})$/.exec(stored.replace(/\s/g, ''));
  if (!match) return stored;
  const [, area = '', first = '', last = ''] = match;
  return `+27 ${area} ${first} ${last}`;
}

export function clinicDetailsOf(profile: Profile): ClinicDetails {
  const application = lastApplication(profile);
  return {
    name: clinicName(profile),
    phone: displayPhone(application?.clinic_phone ?? ''),
    address: application?.address || application?.location || '',
  };
}
