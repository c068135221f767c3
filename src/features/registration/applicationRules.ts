// The application form's rules: required items in the spec's order, formats, and the multipart body.
import { registrationMsg } from './messages';
import type { QualificationType } from '@contract/limits';
import type { ApplicationRequest } from '@contract/wire/profile';
import { formBody, type FormFields } from '@/lib/api/formBody';
import type { LatLng } from '@/lib/geo/coordinates';
import { southAfricanLabel } from '@/lib/geo/southAfrica';
import { msg } from '@/lib/text/messages';
import { checkLocalPhone, checkSaIdNumber, toStoredPhone } from '@/lib/forms/validation';

export const QUALIFICATIONS: readonly QualificationType[] = ['Degree', 'Diploma', 'Certificate'];

export const DOCUMENTS = [
  { key: 'identity_document', label: 'Identity Document' },
  { key: 'proof_of_qualification', label: 'Proof of Qualification' },
  { key: 'certification', label: 'Certification' },
  { key: 'savc_practice_licence', label: 'SAVC Practice Licence' },
] as const;

export type DocumentKey = (typeof DOCUMENTS)[number]['key'];
export type ApplicationFiles = Record<DocumentKey, File | null>;
export type FieldKey =
  'clinicName' | 'phone' | 'qualificationType' | DocumentKey | 'location' | 'idNumber';

/** The fields in screen order (the first with a problem is focused). */
export const FIELD_ORDER: readonly FieldKey[] = [
  'clinicName',
  'phone',
  'idNumber',
  'qualificationType',
  ...DOCUMENTS.map((doc) => doc.key),
  'location',
];

export interface ApplicationValues {
  clinicName: string;
  /** Typed without +27. */
  phone: string;
  idNumber: string;
  qualificationType: QualificationType | '';
  address: string;
}

export interface PracticeLocation extends LatLng {
  /** The place label, e.g. 'Brits, North West, South Africa', or coordinates when unnamed. */
  label: string;
}

export interface ApplicationDraft {
  values: ApplicationValues;
  files: ApplicationFiles;
  location: PracticeLocation | null;
  /** A re-application after a decline: phone and ID number are neither asked for nor sent. */
  reapply: boolean;
}

export interface FieldProblem {
  field: FieldKey;
  message: string;
}

export const emptyFiles = (): ApplicationFiles => ({
  identity_document: null,
  proof_of_qualification: null,
  certification: null,
  savc_practice_licence: null,
});

/** The items the spec requires, in the order it names them (phone and ID only on a first application). */
function requiredItems(
  draft: ApplicationDraft,
): { field: FieldKey; label: string; present: boolean }[] {
  const { values, files, location, reapply } = draft;
  const items = [
    {
      field: 'clinicName' as const,
      label: 'Clinic Name',
      present: values.clinicName.trim() !== '',
    },
    { field: 'phone' as const, label: 'Phone Number', present: values.phone.trim() !== '' },
    {
      field: 'qualificationType' as const,
      label: 'Qualification Type',
      present: values.qualificationType !== '',
    },
    ...DOCUMENTS.map((doc) => ({
      field: doc.key,
      label: doc.label,
      present: files[doc.key] !== null,
    })),
    { field: 'location' as const, label: 'Location', present: location !== null },
    { field: 'idNumber' as const, label: 'ID Number', present: values.idNumber.trim() !== '' },
  ];
  return reapply
    ? items.filter((item) => item.field !== 'phone' && item.field !== 'idNumber')
    : items;
}

/**
 * The first problem with the draft, or null when it may be sent: the first missing item
 * ('Please provide {label}.'), then the phone format, the location inside South Africa, the ID number.
 */
export async function firstProblem(
  draft: ApplicationDraft,
  insideSouthAfrica: (point: LatLng) => Promise<boolean>,
): Promise<FieldProblem | null> {
  const missing = requiredItems(draft).find((item) => !item.present);
  if (missing) return { field: missing.field, message: msg.pleaseProvide(missing.label) };
  if (!draft.reapply) {
    const phoneProblem = checkLocalPhone(draft.values.phone);
    if (phoneProblem) return { field: 'phone', message: phoneProblem };
  }
  if (draft.location && !(await insideSouthAfrica(draft.location))) {
    return { field: 'location', message: registrationMsg.outsideSouthAfrica };
  }
  if (!draft.reapply) {
    const idProblem = checkSaIdNumber(draft.values.idNumber);
    if (idProblem) return { field: 'idNumber', message: idProblem };
  }
  return null;
}

/** The multipart body of POST vets/application/ (or, without phone and ID, of the re-application). */
export function applicationBody(draft: ApplicationDraft): FormData {
  const { values, files, location, reapply } = draft;
  if (!location) throw new Error('applicationBody needs a location');
  const label = southAfricanLabel(location.label);
  const fields: FormFields<ApplicationRequest> = {
    clinic_name: values.clinicName.trim(),
    // A re-application leaves out the clinic phone and ID number.
    clinic_phone: reapply ? undefined : toStoredPhone(values.phone),
    clinic_ID_number: reapply ? undefined : values.idNumber.replace(/\s/g, ''),
    location: label,
    vet_latitude: location.lat.toFixed(6),
    vet_longitude: location.lng.toFixed(6),
    address: values.address.trim() || label,
    qualification_type: values.qualificationType,
  };
  const documents = Object.fromEntries(DOCUMENTS.map(({ key }) => [key, files[key]]));
  return formBody(fields, documents);
}

/** The server's field names, mapped to the form's fields, for DRF-style {"field": ["reason"]} errors. */
export const SERVER_FIELDS: Record<string, FieldKey> = {
  clinic_name: 'clinicName',
  clinic_phone: 'phone',
  clinic_ID_number: 'idNumber',
  qualification_type: 'qualificationType',
  location: 'location',
  vet_latitude: 'location',
  vet_longitude: 'location',
  address: 'location',
  identity_document: 'identity_document',
  proof_of_qualification: 'proof_of_qualification',
  certification: 'certification',
  savc_practice_licence: 'savc_practice_licence',
};
