// The house rules the linter enforces: a raw react-redux hook outside the typed-hooks files fails lint, and so does an import cycle.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { noCycleConfig, restrictedImportsConfig } from '../../../eslint/houseRules.js';

const parser = { files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } };

/** The messages of `ruleId` for `code` linted as if it were the file at `filePath`. */
async function ruleMessages(
  eslint: ESLint,
  code: string,
  filePath: string,
  ruleId: string,
): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === ruleId)
    .map((message) => message.message);
}

describe('typed Redux hooks only', () => {
  const eslint = new ESLint({
    overrideConfigFile: true,
    overrideConfig: [parser, ...restrictedImportsConfig],
  });
  const rawHooks =
    "import { useDispatch, useSelector } from 'react-redux';\nexport { useDispatch, useSelector };";
  const restricted = (filePath: string) =>
    ruleMessages(eslint, rawHooks, filePath, 'no-restricted-imports');

  it('refuses a raw react-redux hook in a feature, in lib/ and in components/', async () => {
    for (const filePath of [
      'src/features/wallet/Probe.tsx',
      'src/lib/drafts/Probe.ts',
      'src/components/Probe.tsx',
      'src/app/Probe.tsx',
    ]) {
      const messages = await restricted(filePath);
      expect(messages, filePath).toHaveLength(2);
      expect(messages[0]).toMatch(/typed hooks/);
    }
  });

  it('lets the typed-hooks files and the Provider import react-redux', async () => {
    expect(await restricted('src/app/hooks.ts')).toEqual([]);
    expect(await restricted('src/lib/hooks/redux.ts')).toEqual([]);
    const provider = "import { Provider } from 'react-redux';\nexport { Provider };";
    expect(
      await ruleMessages(eslint, provider, 'src/app/Probe.tsx', 'no-restricted-imports'),
    ).toEqual([]);
  });

  it('still refuses reaching across feature folders by a relative path', async () => {
    const code = "import { walletApi } from '../../features/wallet/api';\nexport { walletApi };";
    const messages = await ruleMessages(
      eslint,
      code,
      'src/features/team/Probe.ts',
      'no-restricted-imports',
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/through the @\/ alias/);
  });
});

describe('no import cycles', () => {
  // Real files, since the rule follows imports on disk.
  const dir = mkdtempSync(join(process.cwd(), 'src', '.cycle-probe-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const eslint = new ESLint({ overrideConfigFile: true, overrideConfig: [parser, noCycleConfig] });
  const write = (name: string, code: string) => {
    const path = join(dir, name);
    writeFileSync(path, code);
    return path;
  };
  const cycles = async (path: string, code: string) =>
    ruleMessages(eslint, code, path, 'import-x/no-cycle');

  it('refuses modules that import each other in a ring, through the alias too', async () => {
    const a = write('a.ts', "import { b } from './b';\nexport const a = () => b;\n");
    write('b.ts', "import { c } from './c';\nexport const b = () => c;\n");
    // The way back goes through the @/ alias, as most of the app's imports do.
    write('c.ts', `import { a } from '@/${basename(dir)}/a';\nexport const c = () => a;\n`);
    const messages = await cycles(a, "import { b } from './b';\nexport const a = () => b;\n");
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/cycle/i);
  });

  it('lets a chain without a way back, and a type-only import back, pass', async () => {
    const d = write(
      'd.ts',
      "import { e } from './e';\nexport type D = { n: number };\nexport const d = e;\n",
    );
    write('e.ts', "import type { D } from './d';\nexport const e: D = { n: 1 };\n");
    expect(
      await cycles(
        d,
        "import { e } from './e';\nexport type D = { n: number };\nexport const d = e;\n",
      ),
    ).toEqual([]);
  });
});
