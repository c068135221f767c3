// Finds the repo paths the docs and the code's comments name that do not exist (npm test runs it).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

/** A path named in a doc or a comment that is not in the repo. */
export interface MissingPath {
  readonly file: string;
  readonly line: number;
  readonly path: string;
}

/** The folders a named path may start with. */
const ROOTS = [
  'src',
  'sw',
  'server',
  'contract',
  'build',
  'scripts',
  'tests',
  'bench',
  'deploy',
  'docs',
  'public',
  'eslint',
  '.ci',
];
/** The folders whose code comments are read. */
const CODE_FOLDERS = ['src', 'sw', 'server', 'contract', 'build', 'scripts', 'tests', 'bench'];
const CODE_EXTENSIONS = /\.(?:ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
/** Folders never read and never looked in: generated output, installed packages, caches. */
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'dev-dist', '.git', '.cache', 'data']);
/**
 * The extensions of a bare name (no folder) that is checked: source and docs. The build's output
 * (pages, scripts, the host's configs, the API's document) has other extensions and is not.
 */
const NAME_EXTENSIONS = 'ts|tsx|mts|cts|mjs|cjs|md|jsonc';

const PATH_TOKEN = new RegExp(
  String.raw`(?<![\w./@~$-])((?:${ROOTS.map((root) => root.replace('.', '\\.')).join('|')})/[\w.*/{},@+-]*)`,
  'g',
);
const NAME_TOKEN = new RegExp(
  String.raw`(?<![\w./@~$<>-])([A-Za-z_][\w-]*(?:\.[\w-]+)*\.(?:${NAME_EXTENSIONS}))(?![\w/-])`,
  'g',
);

/** Whether `name` is under a folder that is never read. */
const skipped = (name: string) => SKIPPED_FOLDERS.has(name) || name.startsWith('dist-');

/** Every file under `folder` (relative to `root`), generated and installed folders left out. */
function filesUnder(root: string, folder: string): string[] {
  const start = path.join(root, folder);
  if (!existsSync(start)) return [];
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!skipped(entry.name)) walk(path.join(dir, entry.name));
      } else found.push(path.relative(root, path.join(dir, entry.name)));
    }
  };
  walk(start);
  return found;
}

/** `a{b,c}d` as `abd` and `acd`. */
function expandBraces(pattern: string): string[] {
  const match = /\{([^{}]*)\}/.exec(pattern);
  if (!match) return [pattern];
  const [whole, inner = ''] = match;
  return inner.split(',').flatMap((choice) => expandBraces(pattern.replace(whole, choice)));
}

/** One glob segment (`*`, `?`, `[...]`) as a regular expression. */
function segmentPattern(segment: string): RegExp {
  const source = segment
    .replace(/[.+^$()|\\]/g, '\\$&')
    .replace(/\*/g, '[^/]*')
    .replace(/\?/g, '[^/]');
  return new RegExp(`^${source}$`);
}

/** Whether the glob `pattern` (relative to `root`) matches at least one file or folder. */
function globMatches(root: string, pattern: string): boolean {
  const segments = pattern.split('/').filter(Boolean);
  const visit = (dir: string, index: number): boolean => {
    if (index === segments.length) return true;
    const segment = segments[index] ?? '';
    if (segment === '**') {
      if (visit(dir, index + 1)) return true;
      return subfolders(dir).some((sub) => visit(sub, index));
    }
    if (!/[*?[]/.test(segment)) {
      const next = path.join(dir, segment);
      return existsSync(next) && visit(next, index + 1);
    }
    const matcher = segmentPattern(segment);
    return entries(dir)
      .filter((name) => matcher.test(name))
      .some((name) => visit(path.join(dir, name), index + 1));
  };
  return visit(root, 0);
}

const entries = (dir: string) =>
  existsSync(dir) && statSync(dir).isDirectory() ? readdirSync(dir) : [];
const subfolders = (dir: string) =>
  entries(dir)
    .filter((name) => !skipped(name))
    .map((name) => path.join(dir, name))
    .filter((full) => statSync(full).isDirectory());

/** Whether the repo path `named` exists: a file or a folder, a glob matching either. */
function pathExists(root: string, named: string): boolean {
  return expandBraces(named).some((choice) =>
    /[*?[]/.test(choice) ? globMatches(root, choice) : existsSync(path.join(root, choice)),
  );
}

/** A token as written, without the sentence's punctuation after it. */
const trimmed = (token: string) => token.replace(/[.,:]+$/, '');

/**
 * The comments of a script, each with the line it starts on. Comments are trivia beside nodes, so
 * the trivia at each node's and each node list's start and end holds them all.
 */
function commentsOf(file: string, text: string): { text: string; line: number }[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, scriptKind(file));
  const seen = new Set<number>();
  const comments: { text: string; line: number }[] = [];
  const takeAt = (position: number) => {
    for (const range of ts.getLeadingCommentRanges(text, position) ?? []) {
      if (seen.has(range.pos)) continue;
      seen.add(range.pos);
      comments.push({
        text: text.slice(range.pos, range.end),
        line: source.getLineAndCharacterOfPosition(range.pos).line + 1,
      });
    }
  };
  const visit = (node: ts.Node): void => {
    takeAt(node.pos);
    takeAt(node.end);
    ts.forEachChild(node, visit, (nodes) => {
      takeAt(nodes.pos);
      takeAt(nodes.end);
      nodes.forEach(visit);
    });
  };
  takeAt(0);
  visit(source);
  return comments;
}

function scriptKind(file: string): ts.ScriptKind {
  if (file.endsWith('.tsx')) return ts.ScriptKind.TSX;
  if (file.endsWith('.jsx')) return ts.ScriptKind.JSX;
  if (/\.[mc]?js$/.test(file)) return ts.ScriptKind.JS;
  return ts.ScriptKind.TS;
}

/** The paths a text names, each with its line (counted from `firstLine`). */
function namedPaths(text: string, firstLine: number): { path: string; line: number }[] {
  const found: { path: string; line: number }[] = [];
  text.split('\n').forEach((lineText, index) => {
    for (const pattern of [PATH_TOKEN, NAME_TOKEN]) {
      for (const match of lineText.matchAll(pattern)) {
        const token = trimmed(match[1] ?? '');
        if (token.includes('/') || pattern === NAME_TOKEN) {
          found.push({ path: token, line: firstLine + index });
        }
      }
    }
  });
  return found;
}

/** Whether a bare file name is a file of the repo: at its top or anywhere under it. */
function nameExists(root: string, name: string, basenames: ReadonlySet<string>): boolean {
  return existsSync(path.join(root, name)) || basenames.has(name);
}

/** The docs whose every line is read: the top-level guides, docs/ and the host configs. */
function docFiles(root: string): string[] {
  const top = ['README.md', 'CONTRIBUTING.md', 'CHANGELOG.md'].filter((file) =>
    existsSync(path.join(root, file)),
  );
  const docs = filesUnder(root, 'docs').filter((file) => file.endsWith('.md'));
  return [...top, ...docs, ...filesUnder(root, 'deploy')];
}

/** Every path named in the docs and in the code's comments under `root` that does not exist. */
export function findMissingPaths(root: string): MissingPath[] {
  const everyFile = [...ROOTS, 'bench'].flatMap((folder) => filesUnder(root, folder));
  const basenames = new Set(everyFile.map((file) => path.basename(file)));
  const missing: MissingPath[] = [];
  const check = (file: string, named: { path: string; line: number }[]) => {
    for (const { path: token, line } of named) {
      const exists = token.includes('/')
        ? pathExists(root, token)
        : nameExists(root, token, basenames);
      if (!exists) missing.push({ file, line, path: token });
    }
  };
  for (const file of docFiles(root)) {
    check(file, namedPaths(readFileSync(path.join(root, file), 'utf8'), 1));
  }
  const code = CODE_FOLDERS.flatMap((folder) => filesUnder(root, folder)).filter((file) =>
    CODE_EXTENSIONS.test(file),
  );
  for (const file of code) {
    const text = readFileSync(path.join(root, file), 'utf8');
    for (const comment of commentsOf(file, text))
      check(file, namedPaths(comment.text, comment.line));
  }
  return missing;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const missing = findMissingPaths(process.cwd());
  for (const { file, line, path: named } of missing) console.log(`${file}:${line}: ${named}`);
  console.log(
    missing.length === 0
      ? 'Every path named exists.'
      : `${missing.length} paths named are missing.`,
  );
  process.exitCode = missing.length === 0 ? 0 : 1;
}
