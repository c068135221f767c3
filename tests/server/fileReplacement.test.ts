// Replacing a file leaves exactly one file per field whatever the concurrency, and an account's
// stored files have a ceiling (413 with a plain message past it).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { storageFullMessage } from '../../server/accountStorage.js';
import { MAX_CONCURRENT_UPLOADS } from '../../server/config.js';
import { call, form, jpegFile, login, pdfFile } from './helpers.js';
import { useServer } from './useServer.js';

interface Profile {
  profile_picture: string | null;
  bank_confirmation_certificate: string | null;
}

const LIMIT = 1_000_000;
const server = useServer({ accountStorageBytes: LIMIT });

const mediaFiles = () => new Set(readdirSync(path.join(server.dataDir, 'media')));
const fileName = (url: string | null) => path.basename(new URL(url ?? '', server.base).pathname);

function patchBoth(token: string, size: number) {
  return call<Profile>(server, 'PATCH', '/api/profile/', {
    token,
    form: form(
      {},
      { profile_picture: jpegFile(size), bank_confirmation_certificate: pdfFile(size) },
    ),
  });
}

describe('replacing profile files', () => {
  it('leaves one file per field after concurrent PATCHes with real multipart bodies', async () => {
    const token = await login(server, 'applicant@vets.example');
    const before = mediaFiles();
    for (let round = 0; round < 4; round += 1) {
      const answers = await Promise.all(
        Array.from({ length: MAX_CONCURRENT_UPLOADS }, () => patchBoth(token, 60_000)),
      );
      expect(answers.map((answer) => answer.status)).toEqual(
        Array(MAX_CONCURRENT_UPLOADS).fill(200),
      );
    }
    const profile = await call<Profile>(server, 'GET', '/api/profile/', { token });
    const added = [...mediaFiles()].filter((name) => !before.has(name)).sort();
    expect(added).toEqual(
      [
        fileName(profile.body.profile_picture),
        fileName(profile.body.bank_confirmation_certificate),
      ].sort(),
    );
  });

  it('refuses files past the account ceiling with a plain message, storing nothing', async () => {
    const token = await login(server, 'pending@vets.example');
    const first = await patchBoth(token, 300_000);
    expect(first.status).toBe(200);
    const before = mediaFiles();

    const replaced = await patchBoth(token, 300_000); // replacing: the old files do not count
    expect(replaced.status).toBe(200);
    expect(mediaFiles().size).toBe(before.size);

    const refused = await patchBoth(token, 600_000); // 1.2 MB in all, past the 1 MB ceiling
    expect(refused.status).toBe(413);
    expect(refused.body).toEqual({ error: storageFullMessage(LIMIT) });
    expect(mediaFiles().size).toBe(before.size);
  });
});
