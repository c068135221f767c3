// Control, text-direction and NUL characters are refused in the free text a vet stores (bank name,
// appointment place, report, clinic fields), as they are in names; line breaks stay allowed in a
// report and an address.
import { describe, expect, it } from 'vitest';
import { withLuhnDigit } from '../../server/db/seed.js';
import { UNSAFE_CHARACTERS } from '../../server/validation.js';
import { call, form, jpegFile, login, pdfFile, pendingOrder, pngFile } from './helpers.js';
import { useServer } from './useServer.js';

const server = useServer();
const HOSTILE = ['FNB\u202Emoc.evil', 'FNB\u0000', 'FNB\u0007', 'FNB\u2066x\u2069'];

describe('free text', () => {
  it.each(HOSTILE)('refuses %j as a bank name', async (bank) => {
    const token = await login(server, 'second@vets.example');
    const response = await call(server, 'PATCH', '/api/profile/', {
      token,
      form: form({ bank_name: bank }),
    });
    expect(response).toMatchObject({ status: 400, body: { bank_name: [UNSAFE_CHARACTERS] } });
  });

  it('refuses them in an appointment place', async () => {
    const token = await login(server, 'verified@vets.example');
    const order = await pendingOrder(server, token);
    for (const place of HOSTILE) {
      const response = await call(server, 'POST', `/api/dashboard/set-appointment/${order.id}/`, {
        token,
        json: {
          appointment_date: '15-03-2099',
          appointment_time: '9:05 am',
          appointment_location: place,
        },
      });
      expect(response, place).toMatchObject({
        status: 400,
        body: { appointment_location: [UNSAFE_CHARACTERS] },
      });
    }
  });

  it('refuses them in a report, but keeps its line breaks', async () => {
    const token = await login(server, 'verified@vets.example');
    const order = await pendingOrder(server, token);
    const send = (description: string) =>
      call(server, 'POST', `/api/dashboard/send-inspection-report/${order.id}/`, {
        token,
        form: form({ inspection_health_state: 'Good', inspection_description: description }),
      });
    for (const text of ['Healthy\u202E herd', 'Healthy\u0000', 'Healthy\u200F herd']) {
      const response = await send(text);
      expect(response, text).toMatchObject({
        status: 400,
        body: { inspection_description: [UNSAFE_CHARACTERS] },
      });
    }
    expect((await send('Healthy herd.\r\n\tNo lesions.')).status).toBe(201);
  });

  it('refuses them in the clinic fields of an application', async () => {
    const token = await login(server, 'applicant@vets.example');
    const fields = {
      clinic_name: 'Sandveld\u202E Vets',
      clinic_phone: '27215551234',
      clinic_ID_number: withLuhnDigit('900101500908'),
      location: 'Lambert’s Bay\u0000',
      address: '4 Voortrekker Road\u2067, Lambert’s Bay',
      vet_latitude: '-32.0931',
      vet_longitude: '18.3081',
      qualification_type: 'Diploma',
    };
    const documents = {
      identity_document: pdfFile(1500, 'id.pdf'),
      proof_of_qualification: jpegFile(3000, 'degree.jpg'),
      certification: pngFile(800, 'cert.png'),
      savc_practice_licence: pdfFile(900, 'savc.pdf'),
    };
    const response = await call(server, 'POST', '/api/vets/application/', {
      token,
      form: form(fields, documents),
    });
    expect(response).toMatchObject({
      status: 400,
      body: {
        clinic_name: [UNSAFE_CHARACTERS],
        location: [UNSAFE_CHARACTERS],
        address: [UNSAFE_CHARACTERS],
      },
    });
  });
});
