// The shape of a livestock listing as the verification screens use it (what an API would return).

export type VerificationStatus = 'Unverified' | 'Verified';

export interface DiseaseRecord {
  /** ISO date the disease was registered. */
  date: string;
  disease: string;
  treatment: string;
  outcome: string;
}

export interface HealthCertificate {
  fileName: string;
  /** Where the certificate can be downloaded (same origin). */
  url: string;
  verifiedBy: string | null;
  /** ISO date of the verification, null while unverified. */
  verifiedOn: string | null;
}

export interface Livestock {
  id: string;
  number: string;
  postName: string;
  animalType: string;
  breed: string;
  ageMonths: number;
  gender: 'Male' | 'Female' | 'Mixed';
  heightCm: number;
  weightKg: number;
  location: string;
  owner: string;
  status: VerificationStatus;
  /** Asking price, a decimal string like the marketplace's prices. */
  price: string;
  description: string;
  healthCertificate: HealthCertificate;
  medicalConditions: string[];
  diseaseHistory: DiseaseRecord[];
}
