// Vet applications and re-applications: validation, uploads, and who may (re)apply.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withLuhnDigit } from '../../server/db/seed.js';
import { call, exeAsPdf, form, jpegFile, login, pdfFile, pngFile } from './helpers.js';
import { useServer } from './useServer.js';

const server = useServer();

const VALID_ID = withLuhnDigit('900101500908');

function fields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    clinic_name: 'Sandveld Vets',
    clinic_phone: '27215551234',
    clinic_ID_number: VALID_ID,
    location: 'Lambert’s Bay, Western Cape, South Africa',
    address: '4 Voortrekker Road, Lambert’s Bay, 8130',
    vet_latitude: '-32.0931',
    vet_longitude: '18.3081',
    qualification_type: 'Diploma',
    ...overrides,
  };
}

type Upload = { data: Uint8Array; name: string; type: string };

function documents(
  overrides: Record<string, Upload> = {},
  without?: string,
): Record<string, Upload> {
  const docs: Record<string, Upload> = {
    identity_document: pdfFile(1500, 'id.pdf'),
    proof_of_qualification: jpegFile(3000, 'degree.jpg'),
    certification: pngFile(800, 'cert.png'),
    savc_practice_licence: pdfFile(900, 'savc.pdf'),
    ...overrides,
  };
  return Object.fromEntries(Object.entries(docs).filter(([key]) => key !== without));
}

interface Profile {
  has_applied: boolean;
  is_verified: boolean;
  clinic_name: string;
  applications: { id: number; is_declined: boolean; clinic_name: string }[];
}

async function apply(
  token: string,
  body: Record<string, string>,
  files = documents(),
): Promise<{ status: number; body: Record<string, unknown> }> {
  return call<Record<string, unknown>>(server, 'POST', '/api/vets/application/', {
    token,
    form: form(body, files),
  });
}

describe('POST /api/vets/application/', () => {
  it('refuses a file over 5 MB with 413', async () => {
    const token = await login(server, 'applicant@vets.example');
    const response = await apply(
      token,
      fields(),
      documents({ certification: pdfFile(5 * 1024 * 1024 + 10, 'big.pdf') }),
    );
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ error: 'File size exceeds 5MB limit.' });
  });

  it('refuses an executable renamed to .pdf with 415', async () => {
    const token = await login(server, 'applicant@vets.example');
    const response = await apply(token, fields(), documents({ savc_practice_licence: exeAsPdf() }));
    expect(response.status).toBe(415);
    expect(response.body).toEqual({ error: 'Only images or PDF files are allowed.' });
  });

  it.each([
    ['a wrong check digit', `${VALID_ID.slice(0, 12)}${(Number(VALID_ID[12]) + 1) % 10}`],
    ['an impossible date', withLuhnDigit('901332500908')],
    ['29 February of a non-leap year', withLuhnDigit('010229500908')],
    ['a citizenship digit other than 0 or 1', withLuhnDigit('900101500928')],
    ['12 digits', VALID_ID.slice(0, 12)],
    ['letters', 'ABCDEFGHIJKLM'],
  ])('refuses an ID number with %s', async (_label, id) => {
    const token = await login(server, 'applicant@vets.example');
    const response = await apply(token, fields({ clinic_ID_number: id }));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      clinic_ID_number: ['Enter a valid 13-digit South African ID number.'],
    });
  });

  it('accepts a leap-day ID number of 2000', async () => {
    const token = await login(server, 'applicant@vets.example');
    // Only the ID is valid here; the bad phone proves the ID passed validation.
    const response = await apply(
      token,
      fields({ clinic_ID_number: withLuhnDigit('000229500908'), clinic_phone: '123' }),
    );
    expect(response.status).toBe(400);
    expect(Object.keys(response.body)).toEqual(['clinic_phone']);
  });

  it('lists every missing field and file', async () => {
    const token = await login(server, 'applicant@vets.example');
    const response = await call<Record<string, string[]>>(
      server,
      'POST',
      '/api/vets/application/',
      {
        token,
        form: form({ clinic_name: 'Only a name' }),
      },
    );
    expect(response.status).toBe(400);
    expect(Object.keys(response.body).sort()).toEqual(
      [
        'address',
        'certification',
        'clinic_ID_number',
        'clinic_phone',
        'identity_document',
        'location',
        'proof_of_qualification',
        'qualification_type',
        'savc_practice_licence',
        'vet_latitude',
        'vet_longitude',
      ].sort(),
    );
    expect(response.body.clinic_phone).toEqual(['This field is required.']);
    expect(response.body.identity_document).toEqual(['No file was submitted.']);
  });

  it.each([
    ['north of the Limpopo', '-10.0', '28.0'],
    ['London', '51.5072', '-0.1276'],
    ['the sea west of Cape Town', '-33.9', '15.5'],
    ['Maseru, Lesotho (a hole in the boundary)', '-29.3167', '27.4833'],
    ['Mbabane, Eswatini', '-26.3167', '31.1333'],
    ['Gaborone, Botswana', '-24.6545', '25.9086'],
    ['Maputo, Mozambique', '-25.9653', '32.5892'],
  ])('refuses a practice location outside South Africa (%s)', async (_label, lat, lng) => {
    const token = await login(server, 'applicant@vets.example');
    const response = await apply(token, fields({ vet_latitude: lat, vet_longitude: lng }));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      vet_latitude: ['The practice location must be inside South Africa.'],
      vet_longitude: ['The practice location must be inside South Africa.'],
    });
  });

  it('refuses a bad phone, a non-number coordinate and an unknown qualification', async () => {
    const token = await login(server, 'applicant@vets.example');
    const response = await apply(
      token,
      fields({ clinic_phone: '0215551234', vet_latitude: 'north', qualification_type: 'PhD' }),
    );
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      clinic_phone: [expect.stringContaining('27 followed by 9 digits')],
      vet_latitude: ['A valid number is required.'],
      qualification_type: ['"PhD" is not a valid choice.'],
    });
  });

  it('accepts a complete application once, then reports it under review', async () => {
    const token = await login(server, 'applicant@vets.example');
    const mediaDir = path.join(server.dataDir, 'media');
    expect(readdirSync(mediaDir)).toEqual([]); // nothing kept from the refused attempts
    const response = await apply(token, fields());
    expect(response.status).toBe(201);
    expect(readdirSync(mediaDir)).toHaveLength(4);
    expect(response.body).toMatchObject({
      clinic_name: 'Sandveld Vets',
      clinic_phone: '27215551234',
      clinic_ID_number: VALID_ID,
      vet_latitude: -32.0931,
      vet_longitude: 18.3081,
      qualification_type: 'Diploma',
      is_declined: false,
    });
    const profile = await call<Profile>(server, 'GET', '/api/profile/', { token });
    expect(profile.body).toMatchObject({
      has_applied: true,
      is_verified: false,
      clinic_name: 'Sandveld Vets',
    });
    const again = await apply(token, fields());
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ error: 'You already have an application under review.' });
  });

  it('refuses a new application from a pending or verified vet', async () => {
    for (const username of ['pending@vets.example', 'verified@vets.example']) {
      const token = await login(server, username);
      const response = await apply(token, fields());
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ error: 'You already have an application under review.' });
    }
  });
});

describe('PATCH /api/dashboard/reapply/{id}/', () => {
  const reapplyFields = (): Record<string, string> => {
    const all = fields({ clinic_name: 'Midlands Livestock Vet (renewed)' });
    return Object.fromEntries(
      Object.entries(all).filter(([key]) => key !== 'clinic_phone' && key !== 'clinic_ID_number'),
    );
  };

  async function lastApplicationId(token: string): Promise<number> {
    const profile = await call<Profile>(server, 'GET', '/api/profile/', { token });
    const id = profile.body.applications.at(-1)?.id;
    if (id === undefined) throw new Error('no application');
    return id;
  }

  it("refuses someone else's application with 404", async () => {
    const declined = await login(server, 'declined@vets.example');
    const declinedId = await lastApplicationId(declined);
    const other = await login(server, 'second@vets.example');
    const response = await call(server, 'PATCH', `/api/dashboard/reapply/${declinedId}/`, {
      token: other,
      form: form(reapplyFields(), documents()),
    });
    expect(response.status).toBe(404);
  });

  it('refuses to re-submit an application that is not declined', async () => {
    const token = await login(server, 'pending@vets.example');
    const id = await lastApplicationId(token);
    const response = await call(server, 'PATCH', `/api/dashboard/reapply/${id}/`, {
      token,
      form: form(reapplyFields(), documents()),
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'Only a declined application can be re-submitted.' });
  });

  it('requires all four documents again', async () => {
    const token = await login(server, 'declined@vets.example');
    const id = await lastApplicationId(token);
    const response = await call(server, 'PATCH', `/api/dashboard/reapply/${id}/`, {
      token,
      form: form(reapplyFields(), documents({}, 'certification')),
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ certification: ['No file was submitted.'] });
  });

  it('re-submits the declined application, which is pending again', async () => {
    const token = await login(server, 'declined@vets.example');
    const id = await lastApplicationId(token);
    const response = await call<Record<string, unknown>>(
      server,
      'PATCH',
      `/api/dashboard/reapply/${id}/`,
      { token, form: form(reapplyFields(), documents()) },
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id,
      clinic_name: 'Midlands Livestock Vet (renewed)',
      is_declined: false,
    });
    const profile = await call<Profile>(server, 'GET', '/api/profile/', { token });
    expect(profile.body.applications).toHaveLength(1);
    expect(profile.body.clinic_name).toBe('Midlands Livestock Vet (renewed)');
    expect(profile.body.is_verified).toBe(false);
    const twice = await call(server, 'PATCH', `/api/dashboard/reapply/${id}/`, {
      token,
      form: form(reapplyFields(), documents()),
    });
    expect(twice.status).toBe(400);
  });
});
