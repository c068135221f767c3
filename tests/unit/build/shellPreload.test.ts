// The app shell's preloads: the named lazy modules' chunks and what they import, at low priority, none the page names already, and a build that fails when no chunk holds a named module.
import { describe, expect, it } from 'vitest';
import { SHELL_PRELOAD_ATTRIBUTE, shellPreload } from '../../../build/shellPreload';
import { callHook } from '../../support/pluginHook';

const chunk = (
  fileName: string,
  imports: string[] = [],
  facadeModuleId: string | null = null,
  moduleIds: string[] = facadeModuleId ? [facadeModuleId] : [],
) => ({ type: 'chunk', fileName, imports, facadeModuleId, moduleIds });

const bundle = Object.fromEntries(
  [
    chunk('assets/vendor-1.js'),
    chunk('assets/shared-1.js', ['assets/vendor-1.js']),
    chunk('assets/Portal-1.js', ['assets/shared-1.js', 'assets/vendor-1.js'], '/app/Portal.tsx'),
    chunk('assets/Panel-1.js', ['assets/shared-1.js', 'assets/panelOnly-1.js'], '/app/Panel.tsx'),
    chunk('assets/panelOnly-1.js'),
    chunk('assets/Other-1.js', [], '/app/Other.tsx'),
    // A lazy module the bundler put in a common chunk with another: no chunk has it as its facade.
    chunk('assets/common-1.js', ['assets/vendor-1.js'], null, ['/app/Merged.tsx', '/app/Util.ts']),
  ].map((file) => [file.fileName, file]),
);

const html = '<link rel="modulepreload" crossorigin href="/assets/vendor-1.js">';

const run = (modules: string[]) =>
  callHook(shellPreload(modules).transformIndexHtml, {}, html, { bundle }) as {
    attrs: Record<string, string | boolean>;
  }[];

describe('the shell’s preloads', () => {
  it('names each module’s chunk and its imports once, but what the page names already', () => {
    const tags = run(['/app/Portal.tsx', '/app/Panel.tsx']);
    expect(tags.map((tag) => tag.attrs.href)).toEqual([
      '/assets/Portal-1.js',
      '/assets/shared-1.js',
      '/assets/Panel-1.js',
      '/assets/panelOnly-1.js',
    ]);
    for (const { attrs } of tags) {
      // Low priority: the API's reads, asked for once the entry runs, go ahead of them.
      expect(attrs).toMatchObject({
        rel: 'modulepreload',
        fetchpriority: 'low',
        [SHELL_PRELOAD_ATTRIBUTE]: true,
      });
    }
  });

  it('names the chunk that holds a module the bundler merged with others', () => {
    expect(run(['/app/Merged.tsx']).map((tag) => tag.attrs.href)).toEqual(['/assets/common-1.js']);
  });

  it('fails the build when no chunk holds a named module', () => {
    expect(() => run(['/app/Gone.tsx'])).toThrow('no chunk is built from /app/Gone.tsx');
  });
});
