// Private documents: files are served only through short-lived signed URLs from the owner's JSON,
// documents with Cache-Control "private, no-store", pictures cacheable by their owner only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMediaSigner, MEDIA_URL_WINDOW_SECONDS } from '../../server/media.js';
import { MEDIA_LINK_INVALID } from '../../server/static.js';
import { call, form, jpegFile, login, pdfFile, startServer, type TestServer } from './helpers.js';

interface Profile {
  profile_picture: string | null;
  bank_confirmation_certificate: string | null;
}

let server: TestServer;
let picture: string;
let certificate: string;
beforeAll(async () => {
  server = await startServer();
  const token = await login(server, 'verified@vets.example');
  const response = await call<Profile>(server, 'PATCH', '/api/profile/', {
    token,
    form: form(
      { bank_name: 'FNB', account_number: '62012345678' },
      { profile_picture: jpegFile(3000), bank_confirmation_certificate: pdfFile(2000) },
    ),
  });
  expect(response.status).toBe(200);
  picture = response.body.profile_picture ?? '';
  certificate = response.body.bank_confirmation_certificate ?? '';
});
afterAll(async () => {
  await server.close();
});

const get = (url: string) => fetch(`${server.base}${url}`);

describe('signed media URLs', () => {
  it('serves a document to the holder of its signed URL, never to be cached', async () => {
    const response = await get(certificate);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('lets the owner cache a profile picture, privately, for as long as its URL lasts', async () => {
    const response = await get(picture);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, max-age=1800');
  });

  it('refuses the bare link, a forged or swapped signature, and another kind', async () => {
    const url = new URL(certificate, server.base);
    const bare = await get(url.pathname);
    expect(bare.status).toBe(403);
    expect(await bare.json()).toEqual({ error: MEDIA_LINK_INVALID });
    expect(bare.headers.get('cache-control')).toBe('no-store');

    const forged = new URL(url);
    forged.searchParams.set('sig', 'A'.repeat(43));
    expect((await get(`${forged.pathname}${forged.search}`)).status).toBe(403);

    const longer = new URL(url);
    longer.searchParams.set('exp', String(Number(url.searchParams.get('exp')) + 86_400));
    expect((await get(`${longer.pathname}${longer.search}`)).status).toBe(403);

    const asPicture = new URL(url);
    asPicture.searchParams.set('k', 'p'); // a document may not pass as a cacheable picture
    expect((await get(`${asPicture.pathname}${asPicture.search}`)).status).toBe(403);

    const otherFile = new URL(picture, server.base);
    const swapped = `${otherFile.pathname}${url.search}`; // the certificate's signature on the picture
    expect((await get(swapped)).status).toBe(403);
  });

  it('expires: valid for 30 to 60 minutes, and the same URL within a half-hour window', () => {
    let now = Date.UTC(2026, 10, 23, 10, 0, 5);
    const signer = createMediaSigner('secret', () => now);
    const url = signer.url('a.pdf', 'document') ?? '';
    now += 20 * 60 * 1000;
    expect(signer.url('a.pdf', 'document')).toBe(url);
    const query = Object.fromEntries(new URL(url, 'http://x').searchParams);
    const expires = Number(query.exp) * 1000;
    expect(expires - Date.UTC(2026, 10, 23, 10, 0, 5)).toBeGreaterThanOrEqual(
      MEDIA_URL_WINDOW_SECONDS * 1000 - 5000,
    );
    expect(signer.verify('a.pdf', query, expires - 1)).toBe('document');
    expect(signer.verify('a.pdf', query, expires)).toBeNull();
    expect(createMediaSigner('other secret', () => now).verify('a.pdf', query)).toBeNull();
  });
});
