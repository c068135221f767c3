// Runs Debian's nginx with the repo's deploy/nginx.conf on a free port over a given dist folder (tests of static hosting).
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startChildHost, type StaticHost } from './hosts/childHost';

export type { StaticHost };

const SITE_CONFIG = fileURLToPath(new URL('../../deploy/nginx.conf', import.meta.url));
/** The folder deploy/nginx.conf names as the place dist/ was copied to. */
const SITE_ROOT = '/var/www/vet-portal';
const MIME_TYPES = '/etc/nginx/mime.types';

export interface StaticHostOptions {
  /** The built app (with its _deploy/ folder: scripts/deploy-config.ts). */
  distDir: string;
  /** The port to listen on (127.0.0.1); a free one when absent. */
  port?: number;
}

/** A port nothing listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

/**
 * deploy/nginx.conf for this machine: plain HTTP on 127.0.0.1:port instead of its TLS listen
 * and ssl_ lines, the dist folder for the deploy path. Everything else runs as written.
 */
function siteConfig(distDir: string, port: number): string {
  const text = readFileSync(SITE_CONFIG, 'utf8');
  if (text.match(/^\s*server\s*\{/gm)?.length !== 1) {
    throw new Error(`${SITE_CONFIG} must hold exactly one server block`);
  }
  return text
    .split('\n')
    .filter((line) => !/^\s*(listen|ssl_[a-z_]+|http2)\s/.test(line))
    .join('\n')
    .replace(/^(\s*server\s*\{)/m, `$1\n    listen 127.0.0.1:${port};`)
    .replaceAll(SITE_ROOT, path.resolve(distDir));
}

/** The main nginx.conf: foreground, every file it writes in `work`, the site block inside http. */
function mainConfig(work: string, site: string): string {
  const temp = (name: string) => `${name}_temp_path ${path.join(work, name)};`;
  // As root nginx runs its workers as nobody, who cannot read a 0700 temp folder.
  const user = process.getuid?.() === 0 ? 'user root;' : '';
  return `${user}
daemon off;
worker_processes 1;
pid ${path.join(work, 'nginx.pid')};
error_log ${path.join(work, 'error.log')} warn;
events {}
http {
    include ${MIME_TYPES};
    default_type application/octet-stream;
    access_log off;
    ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n    ')}
${site}
}
`;
}

/**
 * Runs nginx (/usr/sbin/nginx, or NGINX_PATH) in the foreground with `site` (a server block
 * listening on 127.0.0.1:port) inside an http block of its own, every file it writes in a temp
 * folder removed on close.
 */
export async function runNginx(site: string, port: number): Promise<StaticHost> {
  const nginx = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
  if (!existsSync(nginx)) {
    throw new Error(
      `nginx is not installed at ${nginx}: the static hosting tests run the repo's deploy/nginx.conf ` +
        'in it. Install it (apt-get install -y nginx) or set NGINX_PATH.',
    );
  }
  if (!existsSync(MIME_TYPES)) throw new Error(`${MIME_TYPES} is missing (Debian's nginx has it)`);
  const work = mkdtempSync(path.join(tmpdir(), 'vet-portal-nginx-'));
  const config = path.join(work, 'nginx.conf');
  const errorFile = path.join(work, 'error.log');
  writeFileSync(config, mainConfig(work, site));
  // -e: the log nginx writes before it has read the config (its default is /var/log/nginx).
  return startChildHost({
    name: 'nginx',
    command: nginx,
    args: ['-p', work, '-c', config, '-e', errorFile],
    baseURL: `http://127.0.0.1:${port}`,
    log: () => (existsSync(errorFile) ? readFileSync(errorFile, 'utf8') : ''),
    cleanup: () => rmSync(work, { recursive: true, force: true }),
  });
}

/** Starts nginx serving distDir with deploy/nginx.conf. */
export async function startStaticHost(opts: StaticHostOptions): Promise<StaticHost> {
  const port = opts.port ?? (await freePort());
  return runNginx(siteConfig(opts.distDir, port), port);
}
