// The <link> tags that have a page fetch a screen's files with the app's own scripts: the prerendered screens' and the portal's pages.
import { filesOf, type Manifest } from './viteManifest.ts';

/**
 * Links for the modules' own files that index.html does not already load. `styles`: 'apply' for a
 * drawn screen (its styles are needed for the first paint), 'preload' for one the app draws later
 * (fetched beside the scripts, without holding back the "Loading..." paint).
 */
export function preloadLinks(
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
