// The app shell's preloads: the named lazy modules' chunks and what they import, at low priority, none the page names already, and a build that fails when a module has no chunk.
import { describe, expect, it } from 'vitest';
import { SHELL_PRELOAD_ATTRIBUTE, shellPreload } from '../../../build/shellPreload';
import { callHook } from '../../support/pluginHook';

const chunk = (fileName: string, imports: string[] = [], facadeModuleId: string | null = null) => ({
  type: 'chunk',
  fileName,
  imports,
  facadeModuleId,
});

const bundle = Object.fromEntries(
  [
    chunk('assets/vendor-1.js'),
    chunk('assets/shared-1.js', ['assets/vendor-1.js']),
    chunk('assets/Portal-1.js', ['assets/shared-1.js', 'assets/vendor-1.js'], '/app/Portal.tsx'),
    chunk('assets/Panel-1.js', ['assets/shared-1.js', 'assets/panelOnly-1.js'], '/app/Panel.tsx'),
    chunk('assets/panelOnly-1.js'),
    chunk('assets/Other-1.js', [], '/app/Other.tsx'),
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

  it('fails the build when a named module has no chunk of its own', () => {
    expect(() => run(['/app/Gone.tsx'])).toThrow('no chunk is built from /app/Gone.tsx');
  });
});
