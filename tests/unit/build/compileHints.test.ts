// The compile hint goes at the top of every chunk but Leaflet's, after minifying, and never on other files.
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compiledEagerly, compileHints } from '../../../build/compileHints';
import { callHook } from '../../support/pluginHook';

const chunk = (fileName: string, moduleIds: string[]) =>
  ({
    type: 'chunk',
    fileName,
    moduleIds,
    code: 'export const a=1;',
  }) as unknown as Rolldown.OutputChunk;

/** Runs the plugin's generateBundle hook on `bundle` as the bundler would. */
function generate(bundle: Record<string, Rolldown.OutputChunk | Rolldown.OutputAsset>): void {
  // The hook reads only the bundle; the plugin context and options are not used.
  callHook(compileHints().generateBundle, {}, {}, bundle, false);
}

describe('compile hints', () => {
  it('are for the app and its libraries, not for Leaflet', () => {
    expect(compiledEagerly(['/app/src/app/PortalPage.tsx'])).toBe(true);
    expect(compiledEagerly(['/app/node_modules/react-dom/cjs/react-dom.production.js'])).toBe(true);
    expect(compiledEagerly(['/app/node_modules/leaflet/dist/leaflet-src.js'])).toBe(false);
    expect(
      compiledEagerly(['/app/src/x.ts', '/app/node_modules/react-leaflet/lib/MapContainer.js']),
    ).toBe(false);
  });

  it('go first in each chosen chunk, once, and leave assets alone', () => {
    const portal = chunk('assets/portal-1.js', ['/app/src/app/PortalPage.tsx']);
    const leaflet = chunk('assets/leaflet-1.js', ['/app/node_modules/leaflet/dist/leaflet-src.js']);
    const css = { type: 'asset', fileName: 'assets/a.css', source: 'a{}' } as Rolldown.OutputAsset;
    generate({ [portal.fileName]: portal, [leaflet.fileName]: leaflet, [css.fileName]: css });

    expect(portal.code).toBe(`${COMPILE_HINT}export const a=1;`);
    expect(portal.code.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
    expect(leaflet.code).toBe('export const a=1;');
    expect(css.source).toBe('a{}');
  });
});
