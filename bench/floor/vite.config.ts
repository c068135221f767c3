// Build of the floor app (bench/floor -> dist-floor/): React and the PWA plugin as the portal has them, no more.
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import portalConfig from '../../vite.config.ts';

/** The portal's module resolution for a build (React Router's production build among it). */
const portalResolve = portalConfig({ command: 'build', mode: 'production' }).resolve;

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  publicDir: false,
  resolve: portalResolve,
  build: {
    outDir: fileURLToPath(new URL('../../dist-floor', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
  },
  plugins: [
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      injectManifest: { globPatterns: ['**/*.{js,css,html}'] },
      manifest: {
        id: '/',
        name: 'Floor',
        short_name: 'Floor',
        start_url: '/',
        display: 'standalone',
        theme_color: '#14532d',
        background_color: '#ffffff',
      },
    }),
  ],
});
