// After `vite build`: renders Log In and Create Account into HTML files beside index.html.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { PRERENDERED_SCREENS } from '../contract/pages';
import { SHELL_PRELOAD_ATTRIBUTE } from '../build/shellPreload';

/** The build's folder: dist/, or BUILD_DIR (a second build beside it, e.g. for another API host). */
const DIST = process.env.BUILD_DIR ?? 'dist';
const SSR_OUT = 'node_modules/.cache/vet-portal-prerender';

async function main(): Promise<void> {
  await build({
    logLevel: 'warn',
    build: { ssr: 'src/prerender.tsx', outDir: SSR_OUT, emptyOutDir: true, manifest: false },
  });
  const { renderScreen } = (await import(
    pathToFileURL(join(SSR_OUT, 'prerender.js')).href
  )) as typeof import('../src/prerender');
  const shell = readFileSync(join(DIST, 'index.html'), 'utf8');
  const root = /<div id="root">[\s\S]*?<\/main>\s*<\/div>/.exec(shell)?.[0];
  if (!root) throw new Error('index.html has no #root with its loading note.');

  for (const screen of PRERENDERED_SCREENS) {
    const rendered = await renderScreen(screen.path);
    // The content security policy allows no inline script: the render must need none.
    if (/<script/i.test(rendered)) throw new Error(`${screen.path} rendered an inline script.`);
    // React writes its resource hints (the logo's preload) first: they belong in the head.
    const hints = /^(?:<link [^>]*>)*/.exec(rendered)?.[0] ?? '';
    const html = rendered.slice(hints.length);
    // A visitor with no session needs none of the portal's code yet (build/shellPreload.ts).
    const page = shell
      .replace(new RegExp(`<link [^>]*${SHELL_PRELOAD_ATTRIBUTE}[^>]*>`, 'g'), '')
      .replace('</head>', `${hints}</head>`)
      .replace(root, `<div id="root" data-prerendered>${html}</div>`);
    writeFileSync(join(DIST, screen.file), page);
    console.log(`prerendered ${screen.path} -> ${DIST}/${screen.file} (${page.length} bytes)`);
  }
  rmSync(SSR_OUT, { recursive: true, force: true });
}

await main();
