// A start on the wrong (or an empty) database moves unreferenced files into a quarantine folder
// instead of deleting them; restoring the right database and starting again brings them back.
import { copyFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initDatabase } from '../../server/admin/commands.js';
import { buildServer } from '../../server/app.js';
import { openDatabase } from '../../server/db/schema.js';
import { QUARANTINE_DAYS, sweepMedia } from '../../server/startup.js';
import { JWT_SECRET, call, form, jpegFile, login, pdfFile, startServer } from './helpers.js';

let dataDir = '';
let names: string[] = [];
beforeAll(async () => {
  const server = await startServer();
  dataDir = server.dataDir;
  const token = await login(server, 'verified@vets.example');
  const saved = await call<Record<string, string>>(server, 'PATCH', '/api/profile/', {
    token,
    form: form({}, { profile_picture: jpegFile(), bank_confirmation_certificate: pdfFile() }),
  });
  expect(saved.status).toBe(200);
  names = [saved.body.profile_picture, saved.body.bank_confirmation_certificate].map((url) =>
    path.basename(new URL(url ?? '', server.base).pathname),
  );
  await server.app.close();
});
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

const database = () => path.join(dataDir, 'vet-portal.sqlite');
const inMedia = (name: string) => existsSync(path.join(dataDir, 'media', name));
const inQuarantine = (name: string) => existsSync(path.join(dataDir, 'quarantine', name));
const removeDatabase = () => {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${database()}${suffix}`, { force: true });
};
const startProduction = async () =>
  (
    await buildServer({ dataDir, mode: 'production', jwtSecret: JWT_SECRET, paystack: null })
  ).close();

describe('the start-up sweep', () => {
  it('quarantines files after "admin init" on the wrong folder, and restores them with the backup', async () => {
    const backup = path.join(dataDir, 'backup.sqlite');
    copyFileSync(database(), backup);
    removeDatabase();
    expect(initDatabase(dataDir).exitCode).toBe(0); // the operator's mistake: an empty database
    await startProduction();
    for (const name of names) {
      expect(inMedia(name)).toBe(false);
      expect(inQuarantine(name)).toBe(true);
    }

    removeDatabase();
    copyFileSync(backup, database()); // the backup restored, then a start
    await startProduction();
    for (const name of names) {
      expect(inMedia(name)).toBe(true);
      expect(inQuarantine(name)).toBe(false);
    }
  });

  it(`removes a quarantined file only after ${QUARANTINE_DAYS} days`, () => {
    const folders = {
      mediaDir: path.join(dataDir, 'media'),
      quarantineDir: path.join(dataDir, 'quarantine'),
      tmpDir: path.join(dataDir, 'tmp'),
    };
    mkdirSync(folders.mediaDir, { recursive: true });
    const orphan = '0b6c8a52-0000-4000-8000-000000000001.pdf';
    writeFileSync(path.join(folders.mediaDir, orphan), '%PDF-1.4 orphan');
    const db = openDatabase(database());
    try {
      const day = 24 * 60 * 60 * 1000;
      const start = Date.now();
      expect(sweepMedia(db, folders, start).quarantined).toEqual([orphan]);
      expect(sweepMedia(db, folders, start + (QUARANTINE_DAYS - 1) * day).purged).toEqual([]);
      expect(inQuarantine(orphan)).toBe(true);
      expect(sweepMedia(db, folders, start + (QUARANTINE_DAYS + 1) * day).purged).toEqual([orphan]);
      expect(inQuarantine(orphan)).toBe(false);
      for (const name of names) expect(inMedia(name)).toBe(true); // referenced files stay
    } finally {
      db.close();
    }
  });
});
