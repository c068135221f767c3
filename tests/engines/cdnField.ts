// The field with the portal on a CDN-like host and the API on another origin, each behind a signal of its own, cut and restored together.
import { rmSync } from 'node:fs';
import { buildForApi } from '../support/crossOriginBuild';
import { PORTS } from '../support/ports';
import { startFieldProxy, type FieldProxy } from '../support/fieldProxy';
import { startCdnHost } from '../support/hosts/cdnHost';
import { startReferenceServer } from '../support/server';
import type { Field } from './journey';

/** Fixed ports: the build names the API's signal, and the API allows the portal signal's origin. */
const API_PORT = PORTS.enginesCdn.api;
const PORTAL_PORT = PORTS.enginesCdn.portal;
const BUILD_DIR = 'dist-engines-cdn';

/** Builds the app for the API's address, then starts the API, the CDN-like host and both signals. */
export async function startCdnField(): Promise<Field> {
  buildForApi(BUILD_DIR, `http://127.0.0.1:${API_PORT}/api/`);
  const portal = `http://127.0.0.1:${PORTAL_PORT}`;
  const server = await startReferenceServer({ build: { corsOrigins: [portal] } });
  const host = await startCdnHost({ distDir: BUILD_DIR });
  const apiSignal = await startFieldProxy({ target: server.baseURL, port: API_PORT });
  const pageSignal = await startFieldProxy({ target: host.baseURL, port: PORTAL_PORT });
  const both = async (act: (signal: FieldProxy) => Promise<void>) => {
    await Promise.all([act(pageSignal), act(apiSignal)]);
  };
  const signal: FieldProxy = {
    ...pageSignal,
    cut: () => both((one) => one.cut()),
    restore: () => both((one) => one.restore()),
    // The page's files and the API's paths do not overlap: one count of each.
    requests: () => ({ ...pageSignal.requests(), ...apiSignal.requests() }),
    close: () => both((one) => one.close()),
  };
  return {
    server,
    signal,
    close: async () => {
      await signal.close();
      await host.close();
      await server.close();
      rmSync(BUILD_DIR, { recursive: true, force: true });
    },
  };
}
