// Reads the GET profile answer (the vet, their user and clinic applications) into contract/types/profile.ts.
import { COMMUNICATION_MEANS, QUALIFICATION_TYPES, type CommunicationMeans } from '../limits.js';
import type { Profile, VetApplication } from '../types/profile.js';
import {
  accountNumber,
  coordinate,
  dateTime,
  fieldsOf,
  flag,
  id,
  listOf,
  oneOf,
  optionalText,
  orElse,
  phone,
  text,
  type Decoder,
} from './fields.js';

const application: Decoder<VetApplication> = (value, field) => {
  const read = fieldsOf(value, field);
  return {
    id: read('id', id),
    clinic_name: read('clinic_name', text),
    clinic_phone: read('clinic_phone', text),
    clinic_ID_number: read('clinic_ID_number', text),
    location: read('location', text),
    address: read('address', text),
    vet_latitude: read('vet_latitude', coordinate),
    vet_longitude: read('vet_longitude', coordinate),
    qualification_type: read('qualification_type', oneOf(QUALIFICATION_TYPES)),
    is_declined: read('is_declined', flag),
    created_at: read('created_at', dateTime),
  };
};

/** The vet's account; a bare id (DRF's default for a related object) carries no name or e-mail. */
const user: Decoder<Profile['user']> = (value, field) => {
  if (typeof value === 'number' || typeof value === 'string') {
    return { id: id(value, field), username: '', email: '' };
  }
  const read = fieldsOf(value, field);
  return { id: read('id', id), username: read('username', text), email: read('email', text) };
};

const communicationMeans: Decoder<CommunicationMeans> = orElse(
  oneOf(COMMUNICATION_MEANS),
  () => 'both',
);
const applications = orElse(listOf(application), () => []);

/**
 * The signed-in vet's profile. Strict where the portal decides with it (ids, the has_applied,
 * is_verified and is_disabled gates); display fields may be missing. No communication_means is
 * the spec's default, 'both'; no applications is none.
 */
export function decodeProfile(body: unknown): Profile {
  const read = fieldsOf(body, 'profile');
  return {
    id: read('id', id),
    first_name: read('first_name', text),
    last_name: read('last_name', text),
    phone: read('phone', phone),
    user: read('user', user),
    profile_picture: read('profile_picture', optionalText),
    communication_means: read('communication_means', communicationMeans),
    account_number: read('account_number', accountNumber),
    bank_name: read('bank_name', text),
    bank_confirmation_certificate: read('bank_confirmation_certificate', optionalText),
    clinic_name: read('clinic_name', text),
    has_applied: read('has_applied', flag),
    is_verified: read('is_verified', flag),
    is_disabled: read('is_disabled', flag),
    applications: read('applications', applications),
  };
}
