// The profile of every demo vet, and profile / bank-detail updates with uploads.
import { describe, expect, it } from 'vitest';
import { call, exeAsPdf, form, jpegFile, login, pdfFile, pngFile } from './helpers.js';
import { useServer } from './useServer.js';

const server = useServer();

interface Profile {
  id: number;
  first_name: string;
  last_name: string;
  phone: string | null;
  user: { id: number; username: string; email: string };
  profile_picture: string | null;
  communication_means: string;
  account_number: string;
  bank_name: string;
  bank_confirmation_certificate: string | null;
  clinic_name: string;
  has_applied: boolean;
  is_verified: boolean;
  is_disabled: boolean;
  applications: {
    id: number;
    clinic_name: string;
    clinic_phone: string;
    clinic_ID_number: string;
    location: string;
    address: string;
    vet_latitude: number;
    vet_longitude: number;
    qualification_type: string;
    is_declined: boolean;
    created_at: string;
  }[];
}

async function profileOf(username: string): Promise<Profile> {
  const token = await login(server, username);
  const response = await call<Profile>(server, 'GET', '/api/profile', { token });
  expect(response.status).toBe(200);
  return response.body;
}

describe('GET /api/profile', () => {
  it('describes the verified demo vet completely', async () => {
    const profile = await profileOf('verified@vets.example');
    expect(profile).toMatchObject({
      first_name: 'Thandi',
      last_name: 'Nkosi',
      phone: '27821234567',
      user: { username: 'verified@vets.example', email: 'verified@vets.example' },
      profile_picture: null,
      communication_means: 'both',
      account_number: '62012345678',
      bank_name: 'FNB',
      bank_confirmation_certificate: null,
      clinic_name: 'Highveld Animal Clinic',
      has_applied: true,
      is_verified: true,
      is_disabled: false,
    });
    expect(profile.user.id).toBe(profile.id);
    expect(profile.applications).toHaveLength(1);
    const [application] = profile.applications;
    expect(application).toMatchObject({
      clinic_name: 'Highveld Animal Clinic',
      location: 'Pretoria, Gauteng, South Africa',
      vet_latitude: -25.7479,
      vet_longitude: 28.2293,
      is_declined: false,
    });
    expect(application?.clinic_ID_number).toMatch(/^\d{13}$/);
    expect(Number.isNaN(Date.parse(application?.created_at ?? ''))).toBe(false);
  });

  it.each([
    [
      'second@vets.example',
      {
        first_name: 'Sipho',
        last_name: 'Dlamini',
        clinic_name: 'Karoo Veterinary Practice',
        is_verified: true,
        has_applied: true,
        is_disabled: false,
      },
    ],
    [
      'nobank@vets.example',
      {
        first_name: 'Anele',
        last_name: 'Mokoena',
        clinic_name: 'Lowveld Vet Care',
        account_number: '0',
        bank_name: '0',
        is_verified: true,
      },
    ],
    [
      'newvet@vets.example',
      { first_name: '', last_name: '', is_verified: true, has_applied: true },
    ],
    [
      'applicant@vets.example',
      { has_applied: false, is_verified: false, clinic_name: '', applications: [] },
    ],
    ['pending@vets.example', { has_applied: true, is_verified: false }],
    ['declined@vets.example', { has_applied: true, is_verified: false }],
    ['disabled@vets.example', { is_verified: true, is_disabled: true }],
  ] as const)('describes %s', async (username, expected) => {
    const profile = await profileOf(username);
    expect(profile).toMatchObject(expected);
    expect(profile.phone).toMatch(/^27[1-9]\d{8}$/);
    const last = profile.applications.at(-1);
    if (username === 'declined@vets.example') expect(last?.is_declined).toBe(true);
    if (username === 'pending@vets.example') expect(last?.is_declined).toBe(false);
    if (username === 'newvet@vets.example') expect(last?.is_declined).toBe(false);
  });

  it('gives every demo vet a distinct phone number', async () => {
    const users = [
      'verified',
      'second',
      'nobank',
      'newvet',
      'applicant',
      'pending',
      'declined',
      'disabled',
    ];
    const phones = await Promise.all(
      users.map(async (name) => (await profileOf(`${name}@vets.example`)).phone),
    );
    expect(new Set(phones).size).toBe(users.length);
  });
});

describe('PATCH /api/profile/', () => {
  it('changes only the fields sent, trimmed', async () => {
    const token = await login(server, 'newvet@vets.example');
    const response = await call<Profile>(server, 'PATCH', '/api/profile/', {
      token,
      form: form({ first_name: '  Naledi ', last_name: 'Mahlangu', communication_means: 'email' }),
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      first_name: 'Naledi',
      last_name: 'Mahlangu',
      communication_means: 'email',
      phone: '27841234570',
      account_number: '0',
    });
    const again = await call<Profile>(server, 'GET', '/api/profile/', { token });
    expect(again.body.first_name).toBe('Naledi');
  });

  it('refuses control and text-direction characters in names, and keeps names in NFKC form', async () => {
    const token = await login(server, 'newvet@vets.example');
    const refused = await call<Record<string, string[]>>(server, 'PATCH', '/api/profile/', {
      token,
      form: form({ first_name: 'Nal\u202Eidem', last_name: 'Mah\u0007langu' }),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.first_name?.[0]).toMatch(/text-direction/);
    expect(refused.body.last_name?.[0]).toMatch(/control/);

    const styled = await call<Profile>(server, 'PATCH', '/api/profile/', {
      token,
      form: form({ first_name: '\uFF2E\uFF41\uFF4C\uFF45\uFF44\uFF49' }), // full-width "Naledi"
    });
    expect(styled.status).toBe(200);
    expect(styled.body.first_name).toBe('Naledi');
  });

  it('stores a profile picture under /media/ with a random name and serves it', async () => {
    const token = await login(server, 'second@vets.example');
    const picture = jpegFile(4000, '../../etc/passwd.jpg');
    const response = await call<Profile>(server, 'PATCH', '/api/profile/', {
      token,
      form: form({}, { profile_picture: picture }),
    });
    expect(response.status).toBe(200);
    const url = response.body.profile_picture ?? '';
    expect(url).toMatch(
      /^\/media\/[0-9a-f-]{36}\.jpg\?exp=\d+&k=p&u=\d+&v=\d+&sig=[\w-]+&s=[\w-]+$/,
    );
    const served = await fetch(`${server.base}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(picture.data))).toBe(true);
  });

  it('takes images only for the profile picture', async () => {
    const token = await login(server, 'second@vets.example');
    for (const file of [pdfFile(), exeAsPdf()]) {
      const response = await call(server, 'PATCH', '/api/profile/', {
        token,
        form: form({ first_name: 'Changed' }, { profile_picture: file }),
      });
      expect(response.status).toBe(415);
      expect(response.body).toEqual({ error: 'Only images or PDF files are allowed.' });
    }
    const profile = await call<Profile>(server, 'GET', '/api/profile/', { token });
    expect(profile.body.first_name).toBe('Sipho');
  });

  it('updates bank details with a PDF confirmation certificate', async () => {
    const token = await login(server, 'nobank@vets.example');
    const response = await call<Profile>(server, 'PATCH', '/api/profile/', {
      token,
      form: form(
        { account_number: '1234567890', bank_name: 'Capitec' },
        {
          bank_confirmation_certificate: pdfFile(2000),
        },
      ),
    });
    expect(response.status).toBe(200);
    expect(response.body.account_number).toBe('1234567890');
    expect(response.body.bank_name).toBe('Capitec');
    expect(response.body.bank_confirmation_certificate).toMatch(
      /^\/media\/[\w-]+\.pdf\?exp=\d+&k=d&/,
    );
  });

  it('validates phone, communication means, account number and bank name', async () => {
    const token = await login(server, 'verified@vets.example');
    const response = await call<Record<string, string[]>>(server, 'PATCH', '/api/profile/', {
      token,
      form: form({
        phone: '0821234567',
        communication_means: 'fax',
        account_number: '12ab',
        bank_name: 'X',
        first_name: 'x'.repeat(101),
      }),
    });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body).sort()).toEqual([
      'account_number',
      'bank_name',
      'communication_means',
      'first_name',
      'phone',
    ]);
    for (const phone of ['27021234567', '2782123456', '278212345678']) {
      const bad = await call(server, 'PATCH', '/api/profile/', { token, form: form({ phone }) });
      expect(bad.status).toBe(400);
    }
    const taken = await call(server, 'PATCH', '/api/profile/', {
      token,
      form: form({ phone: '27831234568' }),
    });
    expect(taken.body).toEqual({ phone: ['A user with that phone number already exists.'] });
    const ok = await call<Profile>(server, 'PATCH', '/api/profile/', {
      token,
      form: form({ phone: '27829998877' }),
    });
    expect(ok.status).toBe(200);
    expect(ok.body.phone).toBe('27829998877');
    expect(await login(server, '0829998877')).toBeTypeOf('string');
  });

  it('refuses a picture over 5 MB with 413', async () => {
    const token = await login(server, 'verified@vets.example');
    const response = await call(server, 'PATCH', '/api/profile/', {
      token,
      form: form({}, { profile_picture: pngFile(5 * 1024 * 1024 + 1) }),
    });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ error: 'File size exceeds 5MB limit.' });
    const exact = await call(server, 'PATCH', '/api/profile/', {
      token,
      form: form({}, { profile_picture: pngFile(5 * 1024 * 1024) }),
    });
    expect(exact.status).toBe(200);
  });

  it('also takes a JSON body for the text fields', async () => {
    const token = await login(server, 'pending@vets.example');
    const response = await call<Profile>(server, 'PATCH', '/api/profile/', {
      token,
      json: { last_name: 'van Wyk-Smit', communication_means: 'phone' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      first_name: 'Pieter',
      last_name: 'van Wyk-Smit',
      communication_means: 'phone',
    });
  });

  it('refuses a JSON body that is not an object, null included (the fuzzer sent null)', async () => {
    const token = await login(server, 'pending@vets.example');
    for (const text of ['null', '[]', '"Pieter"', '7']) {
      const response = await fetch(`${server.base}/api/profile/`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: text,
      });
      expect(response.status, text).toBe(400);
      expect(await response.json()).toEqual({ error: 'Expected a form or a JSON object.' });
    }
  });

  it('does not let a disabled vet change anything', async () => {
    const token = await login(server, 'disabled@vets.example');
    const response = await call(server, 'PATCH', '/api/profile/', {
      token,
      form: form({ first_name: 'Nope' }),
    });
    expect(response.status).toBe(403);
  });
});
