// After `vite build`: renders Log In and Create Account into HTML files beside index.html, with their scripts preloaded; writes the portal's pages.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { panelModule, PORTAL, screenModule } from '../build/sources.ts';
import { filesOf, readManifest, type Manifest } from '../build/viteManifest.ts';
import { PORTAL_PAGES, PRERENDERED_SCREENS } from '../server/prerendered';

/** The build's folder: dist/, or BUILD_DIR (a second build beside it, e.g. for another API host). */
const DIST = process.env.BUILD_DIR ?? 'dist';
const SSR_OUT = 'node_modules/.cache/vet-portal-prerender';

/**
 * Links for the modules' own files that index.html does not already load. `styles`: 'apply' for a
 * drawn screen (its styles are needed for the first paint), 'preload' for one the app draws later
 * (fetched beside the scripts, without holding back the "Loading..." paint).
 */
function preloadLinks(
  manifest: Manifest,
  modules: readonly string[],
  styles: 'apply' | 'preload',
): string {
  const shell = filesOf(manifest, 'index.html');
  const files = new Set(modules.flatMap((module) => [...filesOf(manifest, module)]));
  return [...files]
    .filter((file) => !shell.has(file))
    .map((file) => {
      if (!file.endsWith('.css')) {
        return `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`;
      }
      return styles === 'apply'
        ? `<link rel="stylesheet" crossorigin href="/${file}">`
        : `<link rel="preload" as="style" crossorigin href="/${file}">`;
    })
    .join('');
}

async function main(): Promise<void> {
  await build({
    logLevel: 'warn',
    build: { ssr: 'src/prerender.tsx', outDir: SSR_OUT, emptyOutDir: true, manifest: false },
  });
  const { renderScreen } = (await import(
    pathToFileURL(join(SSR_OUT, 'prerender.js')).href
  )) as typeof import('../src/prerender');
  const shell = readFileSync(join(DIST, 'index.html'), 'utf8');
  const manifest = readManifest(DIST);
  const root = /<div id="root">[\s\S]*?<\/main>\s*<\/div>/.exec(shell)?.[0];
  if (!root) throw new Error('index.html has no #root with its loading note.');

  for (const screen of PRERENDERED_SCREENS) {
    const module = screenModule(screen.path);
    if (!module) throw new Error(`${screen.path} is not an address of the route table.`);
    const rendered = await renderScreen(screen.path);
    // The content security policy allows no inline script: the render must need none.
    if (/<script/i.test(rendered)) throw new Error(`${screen.path} rendered an inline script.`);
    // React writes its resource hints (the logo's preload) first: they belong in the head.
    const hints = /^(?:<link [^>]*>)*/.exec(rendered)?.[0] ?? '';
    const html = rendered.slice(hints.length);
    const page = shell
      .replace('</head>', `${hints}${preloadLinks(manifest, [module], 'apply')}</head>`)
      .replace(root, `<div id="root" data-prerendered>${html}</div>`);
    writeFileSync(join(DIST, screen.file), page);
    console.log(`prerendered ${screen.path} -> ${DIST}/${screen.file} (${page.length} bytes)`);
  }
  for (const { file, panel } of PORTAL_PAGES) {
    const modules = [PORTAL, panelModule(panel)];
    const portal = shell.replace('</head>', `${preloadLinks(manifest, modules, 'preload')}</head>`);
    writeFileSync(join(DIST, file), portal);
    console.log(`wrote the portal's page for ${panel} -> ${DIST}/${file} (${portal.length} bytes)`);
  }
  rmSync(SSR_OUT, { recursive: true, force: true });
}

await main();
