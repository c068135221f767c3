// The vet's profile and clinic applications on the wire (spec section 3, "User profile"): the answer, its decoder and the forms that change it.
import * as v from 'valibot';
import { COMMUNICATION_MEANS, QUALIFICATION_TYPES } from '../limits.js';
import { decoder, expected, list, record } from './decode.js';
import {
  accountNumber,
  coordinate,
  dateTime,
  flag,
  id,
  oneOf,
  optionalText,
  orElse,
  phone,
  text,
} from './fields.js';

export const vetApplication = record({
  id,
  clinic_name: text,
  clinic_phone: text,
  clinic_ID_number: text,
  location: text,
  address: text,
  vet_latitude: coordinate,
  vet_longitude: coordinate,
  qualification_type: oneOf(QUALIFICATION_TYPES),
  is_declined: flag,
  created_at: dateTime,
});
export type VetApplication = v.InferOutput<typeof vetApplication>;

/** The vet's account; a bare id (DRF's default for a related object) carries no name or e-mail. */
const user = v.union(
  [
    record({ id, username: text, email: text }),
    v.pipe(
      id,
      v.transform((userId) => ({ id: userId, username: '', email: '' })),
    ),
  ],
  expected('an object'),
);

/**
 * The signed-in vet's profile. Strict where the portal decides with it (ids, the has_applied,
 * is_verified and is_disabled gates); display fields may be missing. No communication_means is
 * the spec's default, 'both'; no applications is none. "0" as account_number (with bank_name
 * "0") means no bank account; the last application is the current one.
 */
export const profile = record({
  id,
  first_name: text,
  last_name: text,
  phone,
  user,
  profile_picture: optionalText,
  communication_means: orElse(
    oneOf(COMMUNICATION_MEANS),
    `one of ${COMMUNICATION_MEANS.join(', ')}`,
    'both',
  ),
  account_number: accountNumber,
  bank_name: text,
  bank_confirmation_certificate: optionalText,
  clinic_name: text,
  has_applied: flag,
  is_verified: flag,
  is_disabled: flag,
  applications: orElse(list(vetApplication), 'a list', []),
});
export type Profile = v.InferOutput<typeof profile>;

export const decodeProfile = decoder(profile, 'profile');

/** PATCH profile/, Your Profile: the multipart text fields (no phone field while none is typed). */
export const profileUpdate = v.object({
  first_name: v.string(),
  last_name: v.string(),
  /** As stored: 27 and nine digits. */
  phone: v.optional(v.pipe(v.string(), v.description('27 and nine digits'))),
  communication_means: v.picklist(COMMUNICATION_MEANS),
});
export type ProfileUpdate = v.InferOutput<typeof profileUpdate>;

/** PATCH profile/, Bank Details: the multipart text fields. */
export const bankUpdate = v.object({
  account_number: v.pipe(v.string(), v.description('Digits only')),
  bank_name: v.string(),
});
export type BankUpdate = v.InferOutput<typeof bankUpdate>;

/** The file fields of PATCH profile/. */
export const PROFILE_FILE_FIELDS = ['profile_picture', 'bank_confirmation_certificate'] as const;

/**
 * POST vets/application/ and PATCH dashboard/reapply/{id}/: the multipart text fields (a
 * re-application leaves out the clinic phone and ID number). The documents go in file fields.
 */
export const applicationRequest = v.object({
  clinic_name: v.string(),
  clinic_phone: v.pipe(v.string(), v.description('27 and nine digits')),
  clinic_ID_number: v.string(),
  location: v.string(),
  address: v.string(),
  vet_latitude: v.pipe(v.string(), v.description('Degrees as text, e.g. "-25.747900"')),
  vet_longitude: v.pipe(v.string(), v.description('Degrees as text, e.g. "28.229300"')),
  qualification_type: v.picklist(QUALIFICATION_TYPES),
});
export type ApplicationRequest = v.InferOutput<typeof applicationRequest>;

/** The documents of an application, each a file field. */
export const APPLICATION_FILE_FIELDS = [
  'identity_document',
  'proof_of_qualification',
  'certification',
  'savc_practice_licence',
] as const;
