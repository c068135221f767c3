// A full server disk is the server's trouble, not the upload's: 507 with Retry-After (which the
// app's outbox retries later), never the 400 "The upload was interrupted." it takes as final.
import { describe, expect, it } from 'vitest';
import { DISK_FULL } from '../../server/uploads.js';
import { call, faults, form, login, pdfFile } from './helpers.js';
import { useServer } from './useServer.js';

const server = useServer();

describe('uploads on a full disk', () => {
  it('answer 507 with Retry-After, and work again once there is room', async () => {
    const token = await login(server, 'verified@vets.example');
    const upload = () =>
      call(server, 'PATCH', '/api/profile/', {
        token,
        form: form({}, { bank_confirmation_certificate: pdfFile(64 * 1024) }),
      });
    // The next upload is written to /dev/full: every write fails with the kernel's ENOSPC.
    await faults(server, { diskFullNext: 1 });
    const full = await upload();
    expect(full).toMatchObject({ status: 507, body: { error: DISK_FULL } });
    expect(Number(full.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await upload()).status).toBe(200);
  });
});
