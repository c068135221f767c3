// The CSP for an API on another host, and the host config files the build writes from the server's own headers and the page table.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { builtPage, PRERENDERED_PAGES } from '../../../contract/pages';
import { DEPLOY_DIR, writeDeployConfig } from '../../../scripts/deploy-config';
import { clientHostsFromEnv, cspDirectives, securityHeaders } from '../../../server/security';

const API_ELSEWHERE = { VITE_API_BASE_URL: 'https://api.marketplace.example/api/' };

describe('the CSP and the API base URL', () => {
  it("lets the app call an API on another host, and show its answers' pictures", () => {
    const hosts = clientHostsFromEnv(API_ELSEWHERE);
    expect(hosts.apiOrigin).toBe('https://api.marketplace.example');
    const csp = cspDirectives(hosts);
    expect(csp['connect-src']).toContain('https://api.marketplace.example');
    expect(csp['img-src']).toContain('https://api.marketplace.example');
    // Nothing else opens to it.
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['frame-src']).toEqual(["'none'"]);
  });

  it('keeps a port, and adds nothing for an API on the same origin', () => {
    const local = clientHostsFromEnv({ VITE_API_BASE_URL: 'http://localhost:8000/api/' });
    expect(cspDirectives(local)['connect-src']).toContain('http://localhost:8000');
    for (const base of ['/api/', 'api/', undefined]) {
      const hosts = clientHostsFromEnv({ VITE_API_BASE_URL: base });
      expect(hosts.apiOrigin, String(base)).toBeNull();
      expect(cspDirectives(hosts)['connect-src'], String(base)).toEqual([
        "'self'",
        'https://*.tile.openstreetmap.org',
      ]);
    }
  });

  it('sends it in the Content-Security-Policy header the server builds', async () => {
    const headers = await securityHeaders(clientHostsFromEnv(API_ELSEWHERE));
    expect(headers['content-security-policy']).toContain(
      "connect-src 'self' https://api.marketplace.example https://*.tile.openstreetmap.org;",
    );
    expect(headers['permissions-policy']).toBe(
      'geolocation=(self), camera=(self), microphone=(), payment=()',
    );
    expect(headers).not.toHaveProperty('content-type');
  });
});

describe('the host config files (scripts/deploy-config.ts)', () => {
  let distDir = '';
  afterEach(() => rmSync(distDir, { recursive: true, force: true }));

  /** Header name (lower case) -> value, as a file's lines set them. */
  const parse = (text: string, line: RegExp): Record<string, string> =>
    Object.fromEntries(
      text
        .split('\n')
        .map((row) => line.exec(row))
        .filter((match): match is RegExpExecArray => match !== null)
        .map((match) => [String(match[1]).toLowerCase(), String(match[2])]),
    );

  it("writes the server's headers for nginx, Caddy and _headers into dist/_deploy/", async () => {
    distDir = mkdtempSync(path.join(tmpdir(), 'vet-portal-deploy-'));
    const files = await writeDeployConfig(distDir, API_ELSEWHERE);
    const folder = path.join(distDir, DEPLOY_DIR);
    expect(files.map((file) => path.relative(folder, file)).sort()).toEqual([
      '_headers',
      'pages.caddy',
      'pages.conf',
      'security-headers.caddy',
      'security-headers.conf',
    ]);
    const expected = await securityHeaders(clientHostsFromEnv(API_ELSEWHERE));
    const read = (name: string) => readFileSync(path.join(folder, name), 'utf8');

    expect(parse(read('security-headers.conf'), /^add_header ([\w-]+) "([^"]*)" always;$/)).toEqual(
      expected,
    );
    expect(parse(read('security-headers.caddy'), /^\t([\w-]+) "([^"]*)"$/)).toEqual(expected);
    const [all = '', assets = ''] = read('_headers').split(/^\/assets\/\*$/m);
    expect(parse(all.split(/^\/\*$/m)[1] ?? '', /^ {2}([\w-]+): (.*)$/)).toEqual(expected);
    expect(assets).toContain('Cache-Control: public, max-age=31536000, immutable');
  });

  it('writes the page map for nginx and Caddy from contract/pages.ts: each address, the page the server sends', async () => {
    distDir = mkdtempSync(path.join(tmpdir(), 'vet-portal-deploy-'));
    await writeDeployConfig(distDir, {});
    const read = (name: string) => readFileSync(path.join(distDir, DEPLOY_DIR, name), 'utf8');
    /** Address -> page, as a config's lines map them. */
    const map = (text: string, line: RegExp): Record<string, string> =>
      Object.fromEntries(
        [...text.matchAll(line)].map(([, address = '', file = '']) => [address, file]),
      );
    const nginx = map(
      read('pages.conf'),
      /^location = (\S+) \{\n {4}try_files \/(\S+) \/index\.html;\n\}$/gm,
    );
    const caddy = map(read('pages.caddy'), /^rewrite (\S+) \/(\S+)$/gm);
    expect(nginx).toEqual(PRERENDERED_PAGES);
    expect(caddy).toEqual(PRERENDERED_PAGES);
    for (const [address, file] of Object.entries(PRERENDERED_PAGES)) {
      expect(builtPage(address), address).toBe(file);
    }
    // The portal is the app shell's (index.html), as every address the table leaves out.
    expect(nginx).not.toHaveProperty('/vet-profile');
    expect(builtPage('/vet-profile')).toBeNull();
  });
});
