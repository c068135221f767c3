// Caddy's file_server over a build folder, every unknown path the app shell (try_files), nothing else configured.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startChildHost, type StaticHost } from './childHost';

const CADDY_PATH = process.env.CADDY_PATH ?? '/usr/bin/caddy';

/** Runs Caddy on 127.0.0.1:port, plain HTTP, no admin endpoint, its state (autosaved config, data) in a temp folder. */
export function startCaddy(opts: { distDir: string; port: number }): Promise<StaticHost> {
  if (!existsSync(CADDY_PATH)) {
    throw new Error(
      `Caddy is not installed at ${CADDY_PATH}: apt-get install -y caddy (.ci/run does), or set CADDY_PATH.`,
    );
  }
  const work = mkdtempSync(path.join(tmpdir(), 'vet-portal-caddy-'));
  const config = path.join(work, 'Caddyfile');
  writeFileSync(
    config,
    `{
	admin off
	auto_https off
}
http://127.0.0.1:${opts.port} {
	root * ${path.resolve(opts.distDir)}
	try_files {path} /index.html
	file_server
}
`,
  );
  return startChildHost({
    name: 'Caddy',
    command: CADDY_PATH,
    args: ['run', '--config', config, '--adapter', 'caddyfile'],
    env: { ...process.env, HOME: work, XDG_DATA_HOME: work, XDG_CONFIG_HOME: work },
    baseURL: `http://127.0.0.1:${opts.port}`,
    cleanup: () => rmSync(work, { recursive: true, force: true }),
  });
}
