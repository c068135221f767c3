// The app shell's head names the portal's code (modulepreload), so it downloads beside the entry instead of after it runs.
import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';

type OutputChunk = Rolldown.OutputChunk;

/** Marks the links, so the prerendered signed-out pages can leave them out (scripts/prerender.ts). */
export const SHELL_PRELOAD_ATTRIBUTE = 'data-shell-preload';

/** The chunk of a lazy module: its own, or the common chunk the bundler merged it into. */
const chunkOf = (bundle: Rolldown.OutputBundle, moduleId: string): OutputChunk => {
  const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
  const chunk =
    chunks.find((file) => file.facadeModuleId === moduleId) ??
    chunks.find((file) => file.moduleIds.includes(moduleId));
  if (!chunk) throw new Error(`shellPreload: no chunk is built from ${moduleId}.`);
  return chunk;
};

/**
 * index.html is the page of every signed-in address; its vets open the portal. `modules` (absolute
 * paths of lazily loaded modules: the portal and its panels with first reads) and the chunks they
 * import are named in its head, but those the page names already. A module no chunk holds fails
 * the build. They ask at low priority, so the profile's read goes first.
 */
export function shellPreload(modules: readonly string[]): Plugin {
  return {
    name: 'vet-portal:shell-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return;
        const files = new Set<string>();
        const add = (chunk: OutputChunk): void => {
          if (files.has(chunk.fileName)) return;
          files.add(chunk.fileName);
          for (const name of chunk.imports) {
            const imported = bundle[name];
            if (imported?.type === 'chunk') add(imported);
          }
        };
        for (const id of modules) add(chunkOf(bundle, id));
        return [...files]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file): HtmlTagDescriptor => ({
            tag: 'link',
            attrs: {
              rel: 'modulepreload',
              crossorigin: true,
              href: `/${file}`,
              // Behind the API's reads: over HTTP/1.1 the six connections would serve these first.
              fetchpriority: 'low',
              [SHELL_PRELOAD_ATTRIBUTE]: true,
            },
            injectTo: 'head',
          }));
      },
    },
  };
}
