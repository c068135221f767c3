// The layer boundaries are enforced by the linter on resolved paths: a cross-feature import fails lint.
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
