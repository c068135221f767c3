// V8's explicit compile hint at the top of the app's chunks: their functions compile as they stream in, off the main thread.
import type { Plugin } from 'vite';
import { LEAFLET } from './chunks.ts';

/** V8's magic comment (Chrome 136 and later): compile every function in this file eagerly. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Whether a chunk (by the modules it holds) gets the hint: a chunk of this app mostly runs when it
 * loads; Leaflet is a library of which the map picker runs a small part.
 */
export const compiledEagerly = (moduleIds: readonly string[]): boolean =>
  !moduleIds.some((id) => LEAFLET.test(id));

/**
 * Chromium (156, as measured) gives a module script no V8 code cache, from the HTTP cache or the
 * worker's, so each open compiles every function it calls, on the main thread, when first called. With the hint
 * they compile on a background thread while the file streams in. Added once the minifier (which
 * drops comments) and Vite's preload map are in place: the hint must open the file.
 */
export function compileHints(): Plugin {
  return {
    name: 'vet-portal:compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      // After Vite's own pass, which puts its preload map at the top of a chunk.
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk' && compiledEagerly(file.moduleIds)) {
            file.code = COMPILE_HINT + file.code;
          }
        }
      },
    },
  };
}
