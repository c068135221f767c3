// Build and dev-server configuration: React, the @ and @contract aliases, the PWA (custom service worker in sw/).
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import {
  authChunk,
  bootChunk,
  laterChunk,
  NAMES_CHUNKS,
  portalChunk,
  sharedChunk,
} from './scripts/portal-chunks.ts';

const apiPort = process.env.API_PORT ?? '8080';

/** The libraries every screen runs on: React, the router, Redux Toolkit, toasts (their code, not CSS). */
const VENDOR =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser|@reduxjs|redux|redux-thunk|react-redux|immer|reselect|use-sync-external-store|react-toastify|clsx)[\\/](?!.*\.css$)/;

/**
 * The styles every screen needs at start (the app's, the toasts'): with the boot chunk's own, one
 * CSS file instead of three. On HTTP/1.1's six connections, each extra first file can cost a slow
 * link a round trip.
 */
const BOOT_CSS = /[\\/]src[\\/]styles\.css$|[\\/]node_modules[\\/]react-toastify[\\/].*\.css$/;

/** The early reads' entry and its few dependencies (src/early.ts). */
const EARLY =
  /[\\/]src[\\/](early\.ts|lib[\\/](earlyReads|storedToken|panels|config)\.ts)$|[\\/]contract[\\/]paths\.ts$/;

/** src/lib, src/components, src/app and contract/. */
const APP_CODE = /[\\/](src[\\/](lib|components|app)|contract)[\\/]/;

/**
 * The app's shared code: all of it except the modules that name feature chunks (the route table,
 * the panels and their code, the warm start), which change whenever a feature does.
 */
const isAppShared = (id: string): boolean => APP_CODE.test(id) && !NAMES_CHUNKS.test(id);

/**
 * The shell's scripts come at low priority: no page waits on them to paint (Log In and Create
 * Account arrive drawn, the others say "Loading..." until the app draws), so on a slow link the
 * styles and the logo go first. The prerendered pages are written from this shell.
 */
const scriptsAfterPaint: Plugin = {
  name: 'vet-portal:scripts-after-paint',
  transformIndexHtml: {
    order: 'post',
    handler: (html) =>
      html
        .replace(/<script type="module" crossorigin /g, '$&fetchpriority="low" ')
        .replace(/<link rel="modulepreload" crossorigin /g, '$&fetchpriority="low" '),
  },
};

/**
 * The early reads' chunk as a script of its own, run as soon as it arrives. Imported by the entry
 * only, it ran once every module of the entry had downloaded (a module graph runs as a whole):
 * on a first visit the profile and the open panel's reads left after 160 KB of scripts instead of
 * beside them. The entry still imports it; the browser runs the one module once.
 */
const earlyReadsFirst: Plugin = {
  name: 'vet-portal:early-reads-first',
  transformIndexHtml: {
    order: 'post',
    handler: (html, { bundle }) => {
      const early = Object.values(bundle ?? {}).find(
        (file) => file.type === 'chunk' && file.name === 'early',
      );
      if (!early) return html;
      const src = `/${early.fileName}`;
      const preload = `<link rel="modulepreload" crossorigin fetchpriority="low" href="${src}">`;
      if (!html.includes(preload)) throw new Error(`index.html does not preload ${src}`);
      return html.replace(
        preload,
        `<script type="module" async crossorigin fetchpriority="high" src="${src}"></script>`,
      );
    },
  },
};

/**
 * React Router's production build for `vite build`: its package exports only its development
 * build, whose warning checks run in every hook and Link (remix-run/react-router#14102). The two
 * differ in one flag, ENABLE_DEV_WARNINGS; with it false the minifier drops those checks.
 */
const routerProductionBuild = [
  { find: /^react-router$/, replacement: 'react-router/dist/production/index.mjs' },
  { find: /^react-router\/dom$/, replacement: 'react-router/dist/production/dom-export.mjs' },
].map(({ find, replacement }) => ({
  find,
  replacement: fileURLToPath(new URL(`./node_modules/${replacement}`, import.meta.url)),
}));

export default defineConfig(({ command }) => ({
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      { find: '@contract', replacement: fileURLToPath(new URL('./contract', import.meta.url)) },
      ...(command === 'build' ? routerProductionBuild : []),
    ],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': `http://localhost:${apiPort}`,
      '/media': `http://localhost:${apiPort}`,
    },
  },
  build: {
    // BUILD_DIR: a second build beside dist/ (the browser tests build one for another API host).
    outDir: process.env.BUILD_DIR ?? 'dist',
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      output: {
        // Libraries in chunks of their own, so a release that changes app code leaves them
        // cached on the phones (the service worker downloads only files whose contents changed).
        codeSplitting: {
          groups: [
            // src/early.ts and what it uses: no library, so it runs before the others arrive.
            { name: 'early', test: EARLY },
            { name: 'vendor', test: VENDOR },
            {
              name: 'leaflet',
              test: /[\\/]node_modules[\\/](leaflet|react-leaflet|@react-leaflet)[\\/]/,
            },
            // The app's shared code, apart from the route table (main, router): a release that
            // changes one feature renames that feature's chunk and the route table that imports
            // it, never these, so the chunks that use them stay as they were on the phone.
            // 'boot': what every screen loads at start (the entry's static imports) and the shared
            // code Log In uses, one chunk (scripts/portal-chunks.ts).
            {
              name: bootChunk,
              debugName: 'boot',
              test: (id) => isAppShared(id) || BOOT_CSS.test(id),
            },
            // 'auth': what the sign-in forms share, one chunk (scripts/portal-chunks.ts).
            { name: authChunk, debugName: 'auth', includeDependenciesRecursively: false },
            // The portal's first screen in two chunks, 'portal' and 'signed-in' (what it shares with
            // the application form). Not their dependencies: those the start or other screens share
            // stay where those load them (with them, Log In's shared code went into a panel's chunk).
            { name: portalChunk, debugName: 'portal', includeDependenciesRecursively: false },
            // 'portal-later' and 'signed-in-later': what the screens opened after the first share,
            // split the same way (scripts/portal-chunks.ts).
            { name: laterChunk, debugName: 'later', includeDependenciesRecursively: false },
            // 'app': the rest, by the set of screens that use it (entriesAware), so what only some
            // screens use loads only with them; what one screen alone uses stays in its chunk. No
            // merging of small chunks: a merge puts a log-in chunk's few bytes into a portal chunk,
            // and the log-in screen then loads all of it.
            {
              name: sharedChunk,
              debugName: 'app',
              test: isAppShared,
              entriesAware: true,
              entriesAwareMergeThreshold: 0,
            },
          ],
        },
      },
    },
  },
  plugins: [
    react(),
    scriptsAfterPaint,
    earlyReadsFirst,
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      // The whole built shell is precached: every JS chunk (lazy routes too), CSS, icons and the
      // PDFs in public/docs. The glob already lists the icons, so they are not added twice.
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2,pdf}'], // + the web manifest (by the plugin)
        // The worker's own core arrives by importScripts and is kept with the worker, not precached.
        globIgnores: ['**/node_modules/**', 'assets/swCore-*.js'],
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      },
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: 'Vet Portal',
        short_name: 'Vet Portal',
        description:
          'Register your clinic, inspect livestock for orders, file health reports and manage your wallet — even without signal.',
        lang: 'en-ZA',
        start_url: '/',
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
      },
      devOptions: { enabled: false, type: 'module' },
    }),
  ],
}));
