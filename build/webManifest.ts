// The web manifest as a file of the build, found by the precache's glob like the shell's other files.
import type { Plugin } from 'vite';

/** Where the build writes the web manifest and index.html names it. */
export const WEB_MANIFEST_FILE = 'manifest.webmanifest';

/** The portal as an installed app: its name, colours and icons. */
export const WEB_MANIFEST = {
  id: '/',
  name: 'Vet Portal',
  short_name: 'Vet Portal',
  description:
    'Register your clinic, inspect livestock for orders, file health reports and manage your wallet — even without signal.',
  lang: 'en-ZA',
  // The installed app opens on the portal, the signed-in vet's daily screen (signed out, it sends
  // the visitor on to Log In): not on '/', whose Log In would load only to redirect.
  start_url: '/vet-profile',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  theme_color: '#14532d',
  background_color: '#ffffff',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    {
      src: '/icons/icon-maskable-512.png',
      sizes: '512x512',
      type: 'image/png',
      purpose: 'maskable',
    },
  ],
};

const source = `${JSON.stringify(WEB_MANIFEST)}\n`;

/**
 * Writes the web manifest into the build and serves it on the dev server; index.html names it
 * (vite-plugin-pwa's own `manifest` would add a second link to the page).
 */
export function webManifest(): Plugin {
  return {
    name: 'vet-portal:web-manifest',
    configureServer(server) {
      server.middlewares.use(`/${WEB_MANIFEST_FILE}`, (_request, response) => {
        response.setHeader('Content-Type', 'application/manifest+json');
        response.end(source);
      });
    },
    generateBundle() {
      if (this.environment.config.build.ssr) return; // the prerender's server build
      this.emitFile({ type: 'asset', fileName: WEB_MANIFEST_FILE, source });
    },
  };
}
