// One schema binds both sides: renaming a field in a contract schema (contract/wire) fails tsc on the server and in the app.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** A side of the contract: its tsconfig, read as it is, and the folders of its own code (tests aside). */
interface Side {
  config: string;
  folders: readonly string[];
}

const SERVER: Side = {
  config: path.join(ROOT, 'server/tsconfig.json'),
  folders: ['server/', 'contract/'],
};
const APP: Side = { config: path.join(ROOT, 'tsconfig.json'), folders: ['src/'] };

const inSide = (side: Side, fileName: string) =>
  side.folders.some((folder) => path.relative(ROOT, fileName).startsWith(folder));

/** Only a file that names a renamed field can break, so only those are checked. */
const NAMES_A_FIELD = /\binspection_description\b|\bbalance\b/;

/** A contract field renamed in memory: the file, the text before and after. */
interface Rename {
  file: string;
  from: RegExp;
  to: string;
}

const RENAMES = {
  reportDescription: {
    file: 'contract/wire/order.ts',
    from: /(export const reportRequest = v\.object\(\{[^}]*?)\binspection_description:/,
    to: '$1inspection_notes:',
  },
  walletBalance: {
    file: 'contract/wire/wallet.ts',
    from: /(export const walletBalance = record\(\{\s*)balance:/,
    to: '$1available:',
  },
} satisfies Record<string, Rename>;

/** The compiler options and root files of a tsconfig, read as it is (project references aside). */
function readConfig(configPath: string): { options: ts.CompilerOptions; fileNames: string[] } {
  const parsed = ts.getParsedCommandLineOfConfigFile(configPath, undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  if (!parsed) throw new Error(`cannot read ${configPath}`);
  // Without references or a build mode, imports of the contract resolve to its sources, which the
  // host below can serve renamed.
  return {
    options: { ...parsed.options, noEmit: true, composite: false, incremental: false },
    fileNames: parsed.fileNames,
  };
}

/** A host that parses each file once across programs and serves `edited` files from memory. */
function createHost(
  options: ts.CompilerOptions,
  parsed: Map<string, ts.SourceFile | undefined>,
  edited: ReadonlyMap<string, string>,
): ts.CompilerHost {
  const host = ts.createCompilerHost(options, true);
  const getSourceFile = host.getSourceFile.bind(host);
  const readFile = host.readFile.bind(host);
  host.readFile = (fileName) => edited.get(path.resolve(fileName)) ?? readFile(fileName);
  host.getSourceFile = (fileName, languageVersion, onError) => {
    const text = edited.get(path.resolve(fileName));
    if (text !== undefined) return ts.createSourceFile(fileName, text, languageVersion, true);
    if (!parsed.has(fileName))
      parsed.set(fileName, getSourceFile(fileName, languageVersion, onError));
    return parsed.get(fileName);
  };
  return host;
}

/** The contract files with every rename applied, by absolute path. */
function renamedContract(renames: readonly Rename[]): Map<string, string> {
  const edited = new Map<string, string>();
  for (const rename of renames) {
    const file = path.join(ROOT, rename.file);
    const text = edited.get(file) ?? readFileSync(file, 'utf8');
    const renamed = text.replace(rename.from, rename.to);
    if (renamed === text) throw new Error(`${rename.file}: ${String(rename.from)} not found`);
    edited.set(file, renamed);
  }
  return edited;
}

/** The type errors of one program in a side's files that name a renamed field, by file. */
function errorsIn(side: Side, program: ts.Program): Map<string, string> {
  const errors = new Map<string, string>();
  for (const sourceFile of program.getSourceFiles()) {
    const { fileName, text, isDeclarationFile } = sourceFile;
    if (isDeclarationFile || !inSide(side, fileName) || !NAMES_A_FIELD.test(text)) continue;
    const diagnostics = [
      ...program.getSyntacticDiagnostics(sourceFile),
      ...program.getSemanticDiagnostics(sourceFile),
    ];
    if (diagnostics.length > 0) {
      const texts = diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, ' '));
      errors.set(path.relative(ROOT, fileName), texts.join('\n'));
    }
  }
  return errors;
}

/**
 * A side's errors with the contract as it is and with both fields renamed. The root files are
 * the tsconfig's own under the side's folders; each file is parsed once for both programs.
 */
function compile(side: Side): { clean: Map<string, string>; renamed: Map<string, string> } {
  const { options, fileNames } = readConfig(side.config);
  const rootNames = fileNames.filter((fileName) => inSide(side, fileName));
  const parsed = new Map<string, ts.SourceFile | undefined>();
  const errors = (edited: ReadonlyMap<string, string>) =>
    errorsIn(
      side,
      ts.createProgram({ rootNames, options, host: createHost(options, parsed, edited) }),
    );
  return {
    clean: errors(new Map()),
    renamed: errors(renamedContract([RENAMES.reportDescription, RENAMES.walletBalance])),
  };
}

const TIMEOUT = { timeout: 180_000 };

describe('a field renamed in a contract schema', () => {
  let server: ReturnType<typeof compile> | undefined;
  let app: ReturnType<typeof compile> | undefined;
  const serverErrors = () => (server ??= compile(SERVER));
  const appErrors = () => (app ??= compile(APP));

  it(
    'leaves the server and the app without a type error while the contract is as it is',
    TIMEOUT,
    () => {
      expect(serverErrors().clean).toEqual(new Map());
      expect(appErrors().clean).toEqual(new Map());
    },
  );

  it('fails the server where it reads the report request’s inspection_description', TIMEOUT, () => {
    expect(serverErrors().renamed.get('server/routes/reports.ts')).toMatch(
      /inspection_description/,
    );
  });

  it('fails the server where it answers with a WalletBalance', TIMEOUT, () => {
    expect(serverErrors().renamed.get('server/routes/wallet.ts')).toMatch(/'balance'/);
  });

  it('fails the server where its report columns must name every field of the list', TIMEOUT, () => {
    expect(serverErrors().renamed.get('server/reportFields.ts')).toMatch(/inspection_description/);
  });

  it('fails the app in the report codec, which maps the form to the wire and back', TIMEOUT, () => {
    expect(appErrors().renamed.get('src/features/orders/reportCodec.ts')).toMatch(
      /inspection_description/,
    );
  });

  it('fails the app where it shows the decoded balance', TIMEOUT, () => {
    expect(appErrors().renamed.get('src/features/wallet/BalanceCard.tsx')).toMatch(/'balance'/);
  });
});
