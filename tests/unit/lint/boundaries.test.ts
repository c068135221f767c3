// The layer boundaries are enforced by the linter on resolved paths: a cross-feature import fails lint,
// and so does the server or the service worker reaching into the app.
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { boundariesConfig } from '../../../eslint/boundaries.js';

const eslint = new ESLint({
  overrideConfigFile: true,
  overrideConfig: [
    { files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } },
    boundariesConfig,
  ],
});

/**
 * The boundary errors of a file at `filePath` (none is written) that imports each name from its
 * module, in order: `{ walletApi: '../wallet/api' }` is `import { walletApi } from '../wallet/api'`.
 */
async function boundaryErrors(
  filePath: string,
  imports: Record<string, string>,
): Promise<string[]> {
  const names = Object.keys(imports);
  const code = [
    ...names.map((name) => `import { ${name} } from '${imports[name]}';`),
    `export const probe = [${names.join(', ')}];`,
  ].join('\n');
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'boundaries/dependencies')
    .map((message) => message.message);
}

/** The start of the plugin's message for an import from a `to` layer into a `from` layer. */
const denied = (to: string, from: string) =>
  new RegExp(`type "${to}" are not allowed in elements of type "${from}"`);

describe('layer boundaries', () => {
  it('refuses a feature importing another feature, by a relative path or the alias', async () => {
    const errors = await boundaryErrors('src/features/team/Probe.ts', {
      walletApi: '../wallet/api',
      ordersApi: '@/features/orders/api',
    });
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(denied('feature', 'feature'));
  });

  it('refuses a feature reaching into the app beyond its typed hooks', async () => {
    const errors = await boundaryErrors('src/features/team/Probe.ts', {
      makeStore: '@/app/store',
    });
    expect(errors).toHaveLength(1);
  });

  it('refuses shared code and the contract depending on features', async () => {
    const fromLib = await boundaryErrors('src/lib/Probe.ts', {
      walletApi: '@/features/wallet/api',
    });
    const fromContract = await boundaryErrors('contract/Probe.ts', { api: '../src/lib/api/api' });
    expect(fromLib).toHaveLength(1);
    expect(fromContract).toHaveLength(1);
  });

  it('lets a feature use itself, shared code, the contract and the typed hooks', async () => {
    const errors = await boundaryErrors('src/features/team/Probe.ts', {
      clinicDetails: './clinicDetails',
      api: '@/lib/api/api',
      Button: '@/components/Button',
      paths: '@contract/paths',
      useAppDispatch: '@/app/hooks',
    });
    expect(errors).toEqual([]);
  });

  // The server may use itself and the contract; the worker also the outbox and cache names it runs.
  it.each<{ layer: string; imports: Record<string, string>; refused: string[] }>([
    {
      layer: 'server',
      imports: {
        isInSouthAfrica: '../src/lib/geo/southAfrica.js',
        msg: '../src/lib/text/messages.js',
        apiRules: '../sw/apiRules.js',
        httpError: './errors.js',
        paths: '../contract/paths.js',
      },
      refused: ['lib', 'lib', 'sw'],
    },
    {
      layer: 'sw',
      imports: {
        msg: '../src/lib/text/messages',
        api: '@/lib/api/api',
        buildServer: '../server/app.js',
        createRunner: '../src/lib/outbox/runner',
        apiCacheName: '../src/lib/offline/cacheNames',
        CACHED_READS: '../contract/paths',
        purgeApiCaches: './purge',
      },
      refused: ['lib', 'lib', 'server'],
    },
  ])('refuses $layer importing the app beyond what it shares', async (probe) => {
    const errors = await boundaryErrors(`${probe.layer}/Probe.ts`, probe.imports);
    expect(errors).toHaveLength(probe.refused.length);
    probe.refused.forEach((to, index) => expect(errors[index]).toMatch(denied(to, probe.layer)));
  });

  it('refuses the app and the contract importing the worker or the server', async () => {
    const fromEntry = await boundaryErrors('src/main.tsx', { apiRules: '../sw/apiRules' });
    const fromLib = await boundaryErrors('src/lib/Probe.ts', {
      buildServer: '../../server/app.js',
    });
    const fromContract = await boundaryErrors('contract/Probe.ts', {
      buildServer: '../server/app.js',
    });
    expect(fromEntry).toHaveLength(1);
    expect(fromEntry[0]).toMatch(denied('sw', 'src'));
    expect(fromLib).toHaveLength(1);
    expect(fromContract).toHaveLength(1);
  });
});
