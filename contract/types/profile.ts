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
