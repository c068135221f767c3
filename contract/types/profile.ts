// The vet's profile and clinic applications as GET /profile returns them (spec section 3, "User profile").
import type { CommunicationMeans, QualificationType } from '../limits.js';

export interface VetApplication {
  id: number;
  clinic_name: string;
  clinic_phone: string;
  clinic_ID_number: string;
  location: string;
  address: string;
  vet_latitude: number;
  vet_longitude: number;
  qualification_type: QualificationType;
  is_declined: boolean;
  created_at: string;
}

export interface Profile {
  id: number;
  first_name: string;
  last_name: string;
  phone: string | null;
  user: { id: number; username: string; email: string };
  profile_picture: string | null;
  communication_means: CommunicationMeans;
  /** "0" (with bank_name "0") means no bank account. */
  account_number: string;
  bank_name: string;
  bank_confirmation_certificate: string | null;
  clinic_name: string;
  has_applied: boolean;
  is_verified: boolean;
  is_disabled: boolean;
  /** The last entry is the current application. */
  applications: VetApplication[];
}

/** PATCH profile/, Your Profile: the multipart text fields (no phone field while none is typed). */
export interface ProfileUpdate {
  first_name: string;
  last_name: string;
  /** As stored: 27 and nine digits. */
  phone?: string;
  communication_means: CommunicationMeans;
}

/** PATCH profile/, Bank Details: the multipart text fields. */
export interface BankUpdate {
  /** Digits only. */
  account_number: string;
  bank_name: string;
}

/**
 * POST vets/application/ and PATCH dashboard/reapply/{id}/: the multipart text fields (a
 * re-application leaves out the clinic phone and ID number). The documents go in file fields.
 */
export interface ApplicationRequest {
  clinic_name: string;
  /** As stored: 27 and nine digits. */
  clinic_phone: string;
  clinic_ID_number: string;
  location: string;
  address: string;
  /** Degrees as text, e.g. "-25.747900". */
  vet_latitude: string;
  vet_longitude: string;
  qualification_type: QualificationType;
}
