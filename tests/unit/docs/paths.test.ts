// Every repo path the docs and the code's comments name exists (scripts/check-paths.ts).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findMissingPaths } from '../../../scripts/check-paths';

const ROOT = path.resolve(import.meta.dirname, '../../..');

let scratch = '';
afterEach(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  scratch = '';
});

/** A throwaway repo holding `files` (path to text). */
function repoWith(files: Record<string, string>): string {
  scratch = mkdtempSync(path.join(tmpdir(), 'check-paths-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
    writeFileSync(path.join(scratch, file), text);
  }
  return scratch;
}

describe('the paths the docs and comments name', () => {
  // It parses every script of the repo: room for a busy machine.
  it('all exist in this repo', { timeout: 60_000 }, () => {
    const missing = findMissingPaths(ROOT).map(({ file, line, path: named }) => {
      return `${file}:${line}: ${named}`;
    });
    expect(missing).toEqual([]);
  });

  it('names a missing path in a doc, a host config and a comment, with its line', () => {
    const root = repoWith({
      'README.md': 'Start at `src/main.tsx`.\nThen read src/gone.ts, and build/*.ts.\n',
      'docs/guide.md': 'See [the map](docs/nowhere.md) and `legacy.ts`.\nA slice<br/>src/api.ts\n',
      'deploy/nginx.conf': '# Pages from server/prerendered.ts\n',
      'src/main.tsx':
        "// Entry.\nconst url = 'src/not-a-comment.ts';\n/* Reads\n * src/old.ts */\n" +
        'function start() {\n  return url;\n  // Then src/tail.ts\n}\nconst empty = {\n  // src/none.ts\n};\n',
      'build/pages.ts': '// Pages.\n',
    });
    expect(findMissingPaths(root)).toEqual([
      { file: 'README.md', line: 2, path: 'src/gone.ts' },
      { file: 'docs/guide.md', line: 1, path: 'docs/nowhere.md' },
      { file: 'docs/guide.md', line: 1, path: 'legacy.ts' },
      { file: 'docs/guide.md', line: 2, path: 'src/api.ts' },
      { file: 'deploy/nginx.conf', line: 1, path: 'server/prerendered.ts' },
      { file: 'src/main.tsx', line: 4, path: 'src/old.ts' },
      { file: 'src/main.tsx', line: 7, path: 'src/tail.ts' },
      { file: 'src/main.tsx', line: 10, path: 'src/none.ts' },
    ]);
  });

  it('leaves alone the build output, globs that match and paths outside the repo', () => {
    const root = repoWith({
      'README.md':
        'Built into dist/assets/x.js; tests in `tests/**/*.test.ts`; the faults in\n' +
        '../shared/design/OUTBOX-FAULTS.md and /work/shared/spec/spec.md; `sw.js` is written.\n',
      'tests/unit/a.test.ts': '// A test.\n',
    });
    expect(findMissingPaths(root)).toEqual([]);
  });
});
