// Writes the portal's pages (contract/pages.ts) beside index.html as the build writes it, before the service worker's precache list is made, so the worker has them offline.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { PORTAL_PAGES } from '../contract/pages.ts';
import { preloadLinks } from './preloadLinks.ts';
import { panelModule, PORTAL } from './sources.ts';
import { readManifest } from './viteManifest.ts';

/** index.html with the portal's code and one first panel's preloaded, one file per page. */
export function portalPages(): Plugin {
  let outDir: string | null = null;
  return {
    name: 'vet-portal:portal-pages',
    apply: (config) => !config.build?.ssr,
    configResolved: (config) => {
      outDir = resolve(config.root, config.build.outDir);
    },
    // After the files are written (index.html, the Vite manifest), before the worker's list is made
    // (vite-plugin-pwa does that when the bundle closes).
    writeBundle: () => {
      if (!outDir) return;
      const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
      const manifest = readManifest(outDir);
      for (const { file, panel } of PORTAL_PAGES) {
        const links = preloadLinks(manifest, [PORTAL, panelModule(panel)], 'preload');
        writeFileSync(join(outDir, file), shell.replace('</head>', `${links}</head>`));
      }
    },
  };
}
