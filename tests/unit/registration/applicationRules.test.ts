// The application's rules: every missing item in the spec's order, phone, ID, South Africa, the body.
import { serverFieldErrors } from '@/lib/api/errors';
import { describe, expect, it } from 'vitest';
import {
  applicationBody,
  emptyFiles,
  firstProblem,
  SERVER_FIELDS,
  type ApplicationDraft,
} from '@/features/registration/applicationRules';
import { isInSouthAfrica } from '@/lib/geo/southAfrica';

const pdf = (name: string) => new File(['%PDF-1.4\n%%EOF\n'], name, { type: 'application/pdf' });
const VALID_ID = '8001015009087';

function completeDraft(): ApplicationDraft {
  return {
    values: {
      clinicName: 'Brits Animal Clinic',
      phone: '82 123 4567',
      idNumber: VALID_ID,
      qualificationType: 'Degree',
      address: '12 Van Velden Street, Brits',
    },
    files: {
      identity_document: pdf('id.pdf'),
      proof_of_qualification: pdf('degree.pdf'),
      certification: pdf('cert.pdf'),
      savc_practice_licence: pdf('savc.pdf'),
    },
    location: { lat: -25.6347, lng: 27.7801, label: 'Brits, North West, South Africa' },
    reapply: false,
  };
}

/** Empties items one by one from the front, collecting the message each time. */
async function messagesInOrder(draft: ApplicationDraft): Promise<string[]> {
  const messages: string[] = [];
  const removals: ((d: ApplicationDraft) => void)[] = [
    (d) => (d.values.clinicName = '  '),
    (d) => (d.values.phone = ''),
    (d) => (d.values.qualificationType = ''),
    (d) => (d.files.identity_document = null),
    (d) => (d.files.proof_of_qualification = null),
    (d) => (d.files.certification = null),
    (d) => (d.files.savc_practice_licence = null),
    (d) => (d.location = null),
    (d) => (d.values.idNumber = ''),
  ];
  // Remove everything, then put items back from the front: each time the next one is first missing.
  for (const remove of removals) remove(draft);
  const full = completeDraft();
  const restore: ((d: ApplicationDraft) => void)[] = [
    (d) => (d.values.clinicName = full.values.clinicName),
    (d) => (d.values.phone = full.values.phone),
    (d) => (d.values.qualificationType = full.values.qualificationType),
    (d) => (d.files.identity_document = full.files.identity_document),
    (d) => (d.files.proof_of_qualification = full.files.proof_of_qualification),
    (d) => (d.files.certification = full.files.certification),
    (d) => (d.files.savc_practice_licence = full.files.savc_practice_licence),
    (d) => (d.location = full.location),
    (d) => (d.values.idNumber = full.values.idNumber),
  ];
  for (const put of restore) {
    const problem = await firstProblem(draft, isInSouthAfrica);
    if (problem) messages.push(problem.message);
    put(draft);
  }
  expect(await firstProblem(draft, isInSouthAfrica)).toBeNull();
  return messages;
}

describe('firstProblem', () => {
  it('names the first missing item in the spec order', async () => {
    expect(await messagesInOrder(completeDraft())).toEqual([
      'Please provide Clinic Name.',
      'Please provide Phone Number.',
      'Please provide Qualification Type.',
      'Please provide Identity Document.',
      'Please provide Proof of Qualification.',
      'Please provide Certification.',
      'Please provide SAVC Practice Licence.',
      'Please provide Location.',
      'Please provide ID Number.',
    ]);
  });

  it('on a re-application asks for neither phone nor ID number', async () => {
    const draft = { ...completeDraft(), reapply: true };
    draft.values = { ...draft.values, phone: '', idNumber: '' };
    expect(await firstProblem(draft, isInSouthAfrica)).toBeNull();
    draft.location = null;
    expect(await firstProblem(draft, isInSouthAfrica)).toEqual({
      field: 'location',
      message: 'Please provide Location.',
    });
  });

  it('refuses a phone number that is not South African', async () => {
    const draft = completeDraft();
    draft.values.phone = '12345';
    expect(await firstProblem(draft, isInSouthAfrica)).toEqual({
      field: 'phone',
      message: 'Enter a South African number of 9 digits after +27, e.g. 82 123 4567.',
    });
    draft.values.phone = '82-abc-4567';
    expect((await firstProblem(draft, isInSouthAfrica))?.message).toBe(
      'Enter the phone number using digits only, e.g. 82 123 4567.',
    );
    draft.values.phone = '082 123 4567'; // a leading 0 is forgiven
    expect(await firstProblem(draft, isInSouthAfrica)).toBeNull();
  });

  it('refuses an ID number with the wrong length, date or check digit', async () => {
    const draft = completeDraft();
    const idMessage = async (id: string) => {
      draft.values.idNumber = id;
      return (await firstProblem(draft, isInSouthAfrica))?.message;
    };
    expect(await idMessage('800101500908')).toBe('An ID number has 13 digits.');
    expect(await idMessage('8013015009087')).toBe(
      'The ID number does not start with a valid date of birth (YYMMDD).',
    );
    expect(await idMessage('8001015009088')).toBe(
      'This ID number is not valid (check digit). Please check it.',
    );
    expect(await idMessage('8001015009 087')).toBeUndefined();
  });

  it('refuses a location outside South Africa, judged from its coordinates', async () => {
    const draft = completeDraft();
    draft.location = { lat: -29.3167, lng: 27.4833, label: 'Maseru, South Africa' }; // the text lies
    expect(await firstProblem(draft, isInSouthAfrica)).toEqual({
      field: 'location',
      message: 'Only locations within South Africa are allowed.',
    });
  });

  it('checks the phone before the location and the location before the ID number', async () => {
    const draft = completeDraft();
    draft.values.phone = '1';
    draft.values.idNumber = '1';
    draft.location = { lat: -24.65, lng: 25.91, label: 'Gaborone' };
    expect((await firstProblem(draft, isInSouthAfrica))?.field).toBe('phone');
    draft.values.phone = '821234567';
    expect((await firstProblem(draft, isInSouthAfrica))?.field).toBe('location');
  });
});

describe('applicationBody', () => {
  it('sends every field of the spec, the phone as 27 + number, the label ending in South Africa', () => {
    const draft = completeDraft();
    draft.values.phone = '082 123 4567';
    draft.location = { lat: -25.634661, lng: 27.780121, label: 'Near Brits, North West' };
    const body = applicationBody(draft);
    expect(
      Object.fromEntries([...body.entries()].filter(([, v]) => typeof v === 'string')),
    ).toEqual({
      clinic_name: 'Brits Animal Clinic',
      clinic_phone: '27821234567',
      clinic_ID_number: VALID_ID,
      location: 'Near Brits, North West, South Africa',
      vet_latitude: '-25.634661',
      vet_longitude: '27.780121',
      address: '12 Van Velden Street, Brits',
      qualification_type: 'Degree',
    });
    for (const key of [
      'identity_document',
      'proof_of_qualification',
      'certification',
      'savc_practice_licence',
    ]) {
      expect(body.get(key)).toBeInstanceOf(Blob);
    }
  });

  it('leaves phone and ID number out of a re-application and falls back to the label as address', () => {
    const draft = { ...completeDraft(), reapply: true };
    draft.values = { ...draft.values, address: ' ' };
    const body = applicationBody(draft);
    expect(body.has('clinic_phone')).toBe(false);
    expect(body.has('clinic_ID_number')).toBe(false);
    expect(body.get('address')).toBe('Brits, North West, South Africa');
  });

  it('starts with no files', () => {
    expect(Object.values(emptyFiles()).every((file) => file === null)).toBe(true);
  });
});

describe("the server's field errors", () => {
  it("put the server's field error on the matching form field", () => {
    expect(
      serverFieldErrors(
        {
          status: 400,
          data: { clinic_ID_number: ['Enter a valid 13-digit South African ID number.'] },
        },
        SERVER_FIELDS,
      ),
    ).toEqual({ idNumber: 'Enter a valid 13-digit South African ID number.' });
    expect(serverFieldErrors({ status: 400, data: { error: 'Nope' } }, SERVER_FIELDS)).toEqual({});
    expect(serverFieldErrors({ status: 'FETCH_ERROR', error: 'x' }, SERVER_FIELDS)).toEqual({});
  });
});
