// Build and dev-server configuration: React, the @ and @contract aliases, the two library chunks (build/chunks.ts), the PWA (custom service worker in sw/).
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { CODE_SPLITTING } from './build/chunks.ts';
import { precachePack } from './build/precachePack.ts';
import { shellPreload } from './build/shellPreload.ts';

const apiPort = process.env.API_PORT ?? '8080';

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

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The first install's pack (build/precachePack.ts), written where this build writes.
const pack = precachePack();

export default defineConfig(({ command, isSsrBuild }) => ({
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
    // The chunk rules, for the browser's build (the prerender's server build needs none). Small
    // common chunks are copied into their importers, which needs entries free to change shape.
    rolldownOptions: isSsrBuild
      ? {}
      : { preserveEntrySignatures: false, output: { codeSplitting: CODE_SPLITTING } },
  },
  plugins: [
    react(),
    pack.plugin,
    // The portal, the panels that open with reads of their own (contract/panels.ts) and the
    // profile's decoder, named in index.html's head: a signed-in open downloads them beside the entry.
    shellPreload([
      source('./contract/wire/firstAnswers.ts'),
      source('./src/app/PortalPage.tsx'),
      source('./src/features/wallet/WalletPanel.tsx'),
      source('./src/features/orders/OrdersPanel.tsx'),
    ]),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      // The whole built shell is precached: every JS chunk (lazy routes too), CSS, icons and the
      // PDFs in public/docs, the web manifest.
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2,pdf,webmanifest}'],
        // The worker's own core arrives by importScripts and is kept with the worker, not precached.
        globIgnores: ['**/node_modules/**', 'assets/swCore-*.js'],
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
        // A first install downloads the files the first page has not loaded as one pack.
        manifestTransforms: [pack.transform],
      },
      // The web manifest is public/manifest.webmanifest, precached as a shell file.
      manifest: false,
      devOptions: { enabled: false, type: 'module' },
    }),
  ],
}));
