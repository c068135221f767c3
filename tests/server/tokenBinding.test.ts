// Tokens are bound to the database (instance id) and to the user (token version): a re-created
// database, logout-everywhere, a disabled account or a new password end every earlier token.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { runAdminCommand, runSetPassword } from '../../server/admin/commands.js';
import { buildServer } from '../../server/app.js';
import { JWT_SECRET, PASSWORD, call, startServer } from './helpers.js';
import { useServer } from './useServer.js';

interface Tokens {
  access: string;
  refresh: string;
}

const server = useServer();

async function tokens(username: string, password = PASSWORD): Promise<Tokens> {
  const response = await call<Tokens>(server, 'POST', '/api/login/', {
    json: { username, password },
  });
  expect(response.status).toBe(200);
  return response.body;
}

const profileStatus = async (access: string) =>
  (await call(server, 'GET', '/api/profile/', { token: access })).status;
const refreshStatus = async (refresh: string) =>
  (await call(server, 'POST', '/api/token/refresh/', { json: { refresh } })).status;

describe('tokens bound to the user', () => {
  it('refresh answers as SimpleJWT with rotation ({refresh} -> {access, refresh}); both work', async () => {
    const { refresh } = await tokens('second@vets.example');
    const response = await call<Tokens>(server, 'POST', '/api/token/refresh/', {
      json: { refresh },
    });
    expect(response.status).toBe(200);
    expect(Object.keys(response.body).sort()).toEqual(['access', 'refresh']);
    expect(response.body.refresh).not.toBe(refresh);
    expect(await refreshStatus(response.body.refresh)).toBe(200);
    expect(await profileStatus(response.body.access)).toBe(200);
  });

  it('logout-everywhere ends every earlier access and refresh token, refreshed ones too', async () => {
    const phone = await tokens('second@vets.example');
    const laptop = await tokens('second@vets.example');
    const refreshed = await call<{ access: string }>(server, 'POST', '/api/token/refresh/', {
      json: { refresh: phone.refresh },
    });
    const out = await call(server, 'POST', '/api/logout-everywhere/', { token: laptop.access });
    expect(out.status).toBe(200);
    for (const access of [phone.access, laptop.access, refreshed.body.access]) {
      expect(await profileStatus(access)).toBe(401);
    }
    expect(await refreshStatus(phone.refresh)).toBe(401);
    expect(await profileStatus((await tokens('second@vets.example')).access)).toBe(200);
  });

  it('disabling the account ends its tokens', async () => {
    const before = await tokens('nobank@vets.example');
    expect(runAdminCommand(['disable', 'nobank@vets.example'], server.dataDir).exitCode).toBe(0);
    expect(await profileStatus(before.access)).toBe(401);
    expect(await refreshStatus(before.refresh)).toBe(401);
    runAdminCommand(['enable', 'nobank@vets.example'], server.dataDir);
    expect(await profileStatus(before.access)).toBe(401); // enabling does not revive them
  });

  it('a new password ends earlier tokens; the rule is checked', async () => {
    const before = await tokens('pending@vets.example');
    const weak = await runSetPassword(server.dataDir, 'pending@vets.example', '        ');
    expect(weak.exitCode).toBe(1);
    expect(await profileStatus(before.access)).toBe(200);
    const changed = await runSetPassword(server.dataDir, 'pending@vets.example', 'N3w password!');
    expect(changed.exitCode).toBe(0);
    expect(await profileStatus(before.access)).toBe(401);
    expect(await refreshStatus(before.refresh)).toBe(401);
    expect(
      await profileStatus((await tokens('pending@vets.example', 'N3w password!')).access),
    ).toBe(200);
  });

  it('refuses a validly signed token without the database and version claims', async () => {
    const key = new TextEncoder().encode(JWT_SECRET);
    const bare = await new SignJWT({ role: 'vet', token_type: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key);
    expect(await profileStatus(bare)).toBe(401);
  });
});

describe('tokens bound to the database', () => {
  it('a deleted and re-created database does not accept tokens from the old one', async () => {
    const own = await startServer();
    try {
      const res = await fetch(`${own.base}/api/login/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'verified@vets.example', password: PASSWORD }),
      });
      const old = (await res.json()) as Tokens;
      await own.app.close();
      for (const suffix of ['', '-wal', '-shm']) {
        rmSync(path.join(own.dataDir, `vet-portal.sqlite${suffix}`), { force: true });
      }
      // Same folder, same JWT secret: the demo accounts come back with the same ids.
      const again = await buildServer({
        dataDir: own.dataDir,
        jwtSecret: JWT_SECRET,
        paystack: null,
      });
      try {
        const profile = await again.inject({
          method: 'GET',
          url: '/api/profile/',
          headers: { authorization: `Bearer ${old.access}` },
        });
        expect(profile.statusCode).toBe(401);
        const refresh = await again.inject({
          method: 'POST',
          url: '/api/token/refresh/',
          payload: { refresh: old.refresh },
        });
        expect(refresh.statusCode).toBe(401);
      } finally {
        await again.close();
      }
    } finally {
      rmSync(own.dataDir, { recursive: true, force: true });
    }
  });
});
