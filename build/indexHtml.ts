// The build's changes to index.html: the shell's scripts at low priority, the early reads' script run first, the tab icon inline.
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * The shell's scripts come at low priority: no page waits on them to paint (Log In and Create
 * Account arrive drawn, the others say "Loading..." until the app draws), so on a slow link the
 * styles and the logo go first. The prerendered pages are written from this shell.
 */
export const scriptsAfterPaint: Plugin = {
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
 * The early reads' chunk ('early', build/chunks.ts) as a script of its own, run as soon as it
 * arrives. Imported by the entry only, it would run once every module of the entry had downloaded
 * (a module graph runs as a whole): on a first visit the profile and the open panel's reads would
 * leave after the libraries instead of beside them. The entry still imports it; the browser runs
 * the one module once.
 */
export const earlyReadsFirst: Plugin = {
  name: 'vet-portal:early-reads-first',
  transformIndexHtml: {
    order: 'post',
    handler: (html, { bundle }) => {
      if (!bundle) return html; // the dev server runs src/early.ts as index.html names it
      const early = Object.values(bundle).find(
        (file) => file.type === 'chunk' && file.name === 'early',
      );
      if (!early) throw new Error('The build made no "early" chunk (build/chunks.ts).');
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

/** The tab icon as index.html names it, and the file it is. */
export const TAB_ICON = { href: '/favicon.png', file: 'public/favicon.png' } as const;

/**
 * The tab icon (150 bytes) in the page itself, as a data URL: fetched, it held one of the six
 * connections to the host for a round trip (0.56 s on 3G) just as a first visit's Log In, its
 * background code and the service worker's install asked for theirs. The file stays for other
 * readers of /favicon.png. `read` gives the icon's bytes (the file's, unless a test says).
 */
export function tabIconInline(read: () => Uint8Array = () => readFileSync(TAB_ICON.file)): Plugin {
  return {
    name: 'vet-portal:tab-icon-inline',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => {
        const named = `href="${TAB_ICON.href}"`;
        if (!html.includes(named)) throw new Error(`index.html no longer names ${TAB_ICON.href}`);
        const data = Buffer.from(read()).toString('base64');
        return html.replace(named, `href="data:image/png;base64,${data}"`);
      },
    },
  };
}
