// On start: uploaded files no row refers to are moved into quarantine, and a damaged database is refused with a
// message naming the file (SQLite quick_check).
import {
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
  writeSync,
  closeSync,
} from 'node:fs';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildServer } from '../../server/app.js';
import { openDatabase } from '../../server/db/schema.js';
import { JWT_SECRET, call, form, login, pdfFile, startServer } from './helpers.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function freshDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'vet-portal-start-'));
  dirs.push(dir);
  return dir;
}

const start = (dataDir: string) => buildServer({ dataDir, jwtSecret: JWT_SECRET, paystack: null });

describe('start-up checks', () => {
  it('quarantines uploads no row refers to (a crash mid-upload) and keeps referenced ones', async () => {
    const server = await startServer();
    dirs.push(server.dataDir);
    const token = await login(server, 'verified@vets.example');
    const saved = await call<{ bank_confirmation_certificate: string }>(
      server,
      'PATCH',
      '/api/profile/',
      { token, form: form({}, { bank_confirmation_certificate: pdfFile() }) },
    );
    const kept = path.basename(
      new URL(saved.body.bank_confirmation_certificate, server.base).pathname,
    );
    await server.app.close();
    const media = path.join(server.dataDir, 'media');
    writeFileSync(path.join(media, '0b6c8a52-0000-4000-8000-000000000000.pdf'), '%PDF-1.4 orphan');
    writeFileSync(path.join(server.dataDir, 'tmp', 'half-written.part'), 'partial');

    const again = await start(server.dataDir);
    await again.close();
    expect(existsSync(path.join(media, kept))).toBe(true);
    expect(existsSync(path.join(media, '0b6c8a52-0000-4000-8000-000000000000.pdf'))).toBe(false);
    expect(
      existsSync(
        path.join(server.dataDir, 'quarantine', '0b6c8a52-0000-4000-8000-000000000000.pdf'),
      ),
    ).toBe(true);
    expect(existsSync(path.join(server.dataDir, 'tmp', 'half-written.part'))).toBe(false);
  });

  it('refuses a file that is not a SQLite database, naming it', async () => {
    const dataDir = freshDir();
    const file = path.join(dataDir, 'vet-portal.sqlite');
    writeFileSync(file, 'this is not a database at all, just some text '.repeat(100));
    await expect(start(dataDir)).rejects.toThrow(
      `The database ${file} is damaged (file is not a database). Refusing to start: restore it from a backup.`,
    );
  });

  it('refuses a database whose pages quick_check finds damaged', async () => {
    const dataDir = freshDir();
    const file = path.join(dataDir, 'vet-portal.sqlite');
    const db = openDatabase(file);
    db.exec('CREATE TABLE filler (id INTEGER PRIMARY KEY, text TEXT)');
    const insert = db.prepare('INSERT INTO filler (text) VALUES (?)');
    for (let i = 0; i < 2000; i += 1) insert.run(`row ${i} ${'x'.repeat(100)}`);
    db.pragma('wal_checkpoint(TRUNCATE)');
    db.close();
    const pageSize = readFileSync(file).readUInt16BE(16);
    const fd = openSync(file, 'r+');
    writeSync(fd, Buffer.alloc(pageSize, 0xa5), 0, pageSize, pageSize * 6); // scribble over page 7
    closeSync(fd);
    await expect(start(dataDir)).rejects.toThrow(
      new RegExp(`The database ${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is damaged`),
    );
  });
});
