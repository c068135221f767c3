// Private documents: files are served only through short-lived signed URLs from the owner's JSON,
// documents with Cache-Control "private, no-store", pictures cacheable by their owner only; a URL
// stops working when its owner is signed out everywhere or disabled.
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { setDisabled } from '../../server/admin/commands.js';
import { openDatabase } from '../../server/db/schema.js';
import { createMediaSigner, MEDIA_URL_WINDOW_SECONDS } from '../../server/media.js';
import { MEDIA_LINK_INVALID } from '../../server/static.js';
import { call, form, jpegFile, login, pdfFile } from './helpers.js';
import { useServer } from './useServer.js';

interface Profile {
  profile_picture: string | null;
  bank_confirmation_certificate: string | null;
}

const server = useServer();
let picture: string;
let certificate: string;
beforeAll(async () => {
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

const get = (url: string) => fetch(`${server.base}${url}`);

describe('signed media URLs', () => {
  it('serves a document to the holder of its signed URL, never to be cached', async () => {
    const response = await get(certificate);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('serves every file as a download that runs nothing (attachment, CSP sandbox)', async () => {
    for (const url of [certificate, picture]) {
      const response = await get(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="/);
      expect(response.headers.get('content-security-policy')).toMatch(/^sandbox\b/);
    }
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
    const viewer = signer.forViewer({ id: 7, token_version: 2, session: 'family-1' });
    const url = viewer.url('a.pdf', 'document') ?? '';
    now += 20 * 60 * 1000;
    expect(viewer.url('a.pdf', 'document')).toBe(url);
    const query = Object.fromEntries(new URL(url, 'http://x').searchParams);
    const expires = Number(query.exp) * 1000;
    expect(expires - Date.UTC(2026, 10, 23, 10, 0, 5)).toBeGreaterThanOrEqual(
      MEDIA_URL_WINDOW_SECONDS * 1000 - 5000,
    );
    expect(signer.verify('a.pdf', query, expires - 1)).toEqual({
      kind: 'document',
      userId: 7,
      version: 2,
      session: 'family-1',
    });
    expect(signer.verify('a.pdf', { ...query, v: '3' }, expires - 1)).toBeNull();
    expect(signer.verify('a.pdf', { ...query, s: 'family-2' }, expires - 1)).toBeNull();
    expect(signer.verify('a.pdf', query, expires)).toBeNull();
    expect(createMediaSigner('other secret', () => now).verify('a.pdf', query)).toBeNull();
  });
});

describe('signed media URLs after the owner is signed out', () => {
  const profileUrls = async (token: string) => {
    const saved = await call<Profile>(server, 'PATCH', '/api/profile/', {
      token,
      form: form({}, { profile_picture: jpegFile(), bank_confirmation_certificate: pdfFile() }),
    });
    expect(saved.status).toBe(200);
    return [saved.body.profile_picture ?? '', saved.body.bank_confirmation_certificate ?? ''];
  };

  it('stop working after logout-everywhere', async () => {
    const token = await login(server, 'second@vets.example');
    const urls = await profileUrls(token);
    for (const url of urls) expect((await get(url)).status).toBe(200);
    const logout = await call(server, 'POST', '/api/logout-everywhere/', { token });
    expect(logout.status).toBeLessThan(300);
    for (const url of urls) {
      const response = await get(url);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: MEDIA_LINK_INVALID });
    }
  });

  it('stop working once a replayed refresh token has ended their session', async () => {
    const signedIn = await call<{ access: string; refresh: string }>(
      server,
      'POST',
      '/api/login/',
      {
        json: { username: 'declined@vets.example', password: 'Passw0rd!' },
      },
    );
    const urls = await profileUrls(signedIn.body.access);
    for (const url of urls) expect((await get(url)).status).toBe(200);
    const refresh = (token: string) =>
      call<{ refresh: string }>(server, 'POST', '/api/token/refresh/', {
        json: { refresh: token },
      });
    const second = await refresh(signedIn.body.refresh);
    expect((await refresh(second.body.refresh)).status).toBe(200);
    // The first token, two rotations old, comes back: a copy. The session ends, and its URLs.
    expect((await refresh(signedIn.body.refresh)).status).toBe(401);
    for (const url of urls) expect((await get(url)).status).toBe(403);
    // A sign-in of its own (another session of the same vet) is not affected.
    const other = await login(server, 'declined@vets.example');
    for (const url of await profileUrls(other)) expect((await get(url)).status).toBe(200);
  });

  it('stop working once the account is disabled', async () => {
    const token = await login(server, 'nobank@vets.example');
    const urls = await profileUrls(token);
    for (const url of urls) expect((await get(url)).status).toBe(200);
    const db = openDatabase(path.join(server.dataDir, 'vet-portal.sqlite'));
    try {
      setDisabled(db, 'nobank@vets.example', true);
    } finally {
      db.close();
    }
    for (const url of urls) expect((await get(url)).status).toBe(403);
  });
});
