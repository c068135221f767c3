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

/** The boundary errors for `code` as if it were the file at `filePath` (no file is written). */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'boundaries/dependencies')
    .map((message) => message.message);
}

describe('layer boundaries', () => {
  it('refuses a feature importing another feature, by a relative path or the alias', async () => {
    const errors = await boundaryErrors(
      'src/features/team/Probe.ts',
      [
        "import { walletApi } from '../wallet/api';",
        "import { ordersApi } from '@/features/orders/api';",
        'export const probe = [walletApi, ordersApi];',
      ].join('\n'),
    );
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(/type "feature" are not allowed in elements of type "feature"/);
  });

  it('refuses a feature reaching into the app beyond its typed hooks', async () => {
    const errors = await boundaryErrors(
      'src/features/team/Probe.ts',
      "import { makeStore } from '@/app/store';\nexport const probe = makeStore;",
    );
    expect(errors).toHaveLength(1);
  });

  it('refuses shared code and the contract depending on features', async () => {
    const fromLib = await boundaryErrors(
      'src/lib/Probe.ts',
      "import { walletApi } from '@/features/wallet/api';\nexport const probe = walletApi;",
    );
    const fromContract = await boundaryErrors(
      'contract/Probe.ts',
      "import { api } from '../src/lib/api';\nexport const probe = api;",
    );
    expect(fromLib).toHaveLength(1);
    expect(fromContract).toHaveLength(1);
  });

  it('refuses the server importing the app or the worker, and lets it use itself and the contract', async () => {
    const errors = await boundaryErrors(
      'server/Probe.ts',
      [
        "import { isInsideBoundary } from '../src/lib/geo/southAfrica.js';",
        "import { msg } from '../src/lib/messages.js';",
        "import { apiRules } from '../sw/apiRules.js';",
        "import { httpError } from './errors.js';",
        "import { paths } from '../contract/paths.js';",
        'export const probe = [isInsideBoundary, msg, apiRules, httpError, paths];',
      ].join('\n'),
    );
    expect(errors).toHaveLength(3);
    expect(errors[0]).toMatch(/type "lib" are not allowed in elements of type "server"/);
    expect(errors[2]).toMatch(/type "sw" are not allowed in elements of type "server"/);
  });

  it('refuses the worker importing the app beyond the outbox and cache names it runs too', async () => {
    const errors = await boundaryErrors(
      'sw/Probe.ts',
      [
        "import { msg } from '../src/lib/messages';",
        "import { api } from '@/lib/api';",
        "import { createRunner } from '../src/lib/outbox/runner';",
        "import { apiCacheName } from '../src/lib/sw/cacheNames';",
        "import { CACHED_READS } from '../contract/paths';",
        "import { purgeApiCaches } from './purge';",
        'export const probe = [msg, api, createRunner, apiCacheName, CACHED_READS, purgeApiCaches];',
      ].join('\n'),
    );
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(/type "lib" are not allowed in elements of type "sw"/);
  });

  it('refuses the app and the contract importing the worker or the server', async () => {
    const fromApp = await boundaryErrors(
      'src/main.tsx',
      "import { apiRules } from '../sw/apiRules';\nexport const probe = apiRules;",
    );
    const fromLib = await boundaryErrors(
      'src/lib/Probe.ts',
      "import { buildServer } from '../../server/app.js';\nexport const probe = buildServer;",
    );
    const fromContract = await boundaryErrors(
      'contract/Probe.ts',
      "import { buildServer } from '../server/app.js';\nexport const probe = buildServer;",
    );
    expect(fromApp).toHaveLength(1);
    expect(fromApp[0]).toMatch(/type "sw" are not allowed in elements of type "src"/);
    expect(fromLib).toHaveLength(1);
    expect(fromContract).toHaveLength(1);
  });

  it('lets a feature use itself, shared code, the contract and the typed hooks', async () => {
    const errors = await boundaryErrors(
      'src/features/team/Probe.ts',
      [
        "import { clinicDetails } from './clinicDetails';",
        "import { api } from '@/lib/api';",
        "import { Button } from '@/components/Button';",
        "import { paths } from '@contract/paths';",
        "import { useAppDispatch } from '@/app/hooks';",
        'export const probe = [clinicDetails, api, Button, paths, useAppDispatch];',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });
});
