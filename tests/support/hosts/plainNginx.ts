// nginx as a deployer writes it without the repo's config: gzip with Vary: Accept-Encoding, every unknown path the app shell.
import path from 'node:path';
import { runNginx, type StaticHost } from '../staticHost';

/** Serves distDir on 127.0.0.1:port: no cache times, no security headers, no per-page rules. */
export function startPlainNginx(opts: { distDir: string; port: number }): Promise<StaticHost> {
  const site = `server {
    listen 127.0.0.1:${opts.port};
    root ${path.resolve(opts.distDir)};
    gzip on;
    gzip_vary on;
    gzip_types text/css application/javascript application/json image/svg+xml;
    location / {
        try_files $uri $uri/ /index.html;
    }
}`;
  return runNginx(site, opts.port);
}
