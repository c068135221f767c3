// npm run bench:update — bytes an installed phone downloads to update after a one-line change in one feature.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { PACK_FILE } from '../sw/precachePack';

/** The one line changed: a feature's visible text, as a typical small release does. */
const CHANGED_FILE = 'src/features/wallet/BalanceCard.tsx';
const CHANGED_FROM = 'Current Balance';
const CHANGED_TO = 'Current balance';

/** The goal: a one-line feature change costs an installed phone at most this much (brotli). */
const GOAL_BYTES = 20 * 1024;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function* files(folder: string): Generator<string> {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) yield* files(path);
    // The pack is a first install's download; an installed phone's worker never asks for it.
    else if (!/\.(br|gz)$/.test(name) && !path.includes('.vite') && name !== PACK_FILE) yield path;
  }
}

/** Every file the service worker would hold for this build, by path, with its contents. */
function snapshot(outDir: string): Map<string, Buffer> {
  const contents = new Map<string, Buffer>();
  for (const path of files(outDir)) contents.set(relative(outDir, path), readFileSync(path));
  return contents;
}

function build(outDir: string): Map<string, Buffer> {
  const result = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error('vite build failed');
  return snapshot(outDir);
}

function main(): number {
  const original = readFileSync(CHANGED_FILE, 'utf8');
  if (!original.includes(CHANGED_FROM)) {
    throw new Error(`${CHANGED_FILE} no longer contains "${CHANGED_FROM}": pick another line.`);
  }
  const work = mkdtempSync(join(tmpdir(), 'vet-portal-update-'));
  try {
    console.log('Building the current app...');
    const before = build(join(work, 'before'));
    writeFileSync(CHANGED_FILE, original.replace(CHANGED_FROM, CHANGED_TO));
    console.log(`Building again with one line changed in ${CHANGED_FILE}...`);
    const after = build(join(work, 'after'));

    // The service worker downloads every file whose contents changed (new names included).
    const changed = [...after].filter(([path, data]) => !before.get(path)?.equals(data));
    let gzip = 0;
    let brotli = 0;
    let raw = 0;
    const rows: [string, string, string][] = [];
    for (const [path, data] of changed.sort(([a], [b]) => a.localeCompare(b))) {
      const gz = gzipSync(data, { level: 9 }).length;
      const br = brotliCompressSync(data, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
      }).length;
      raw += data.length;
      gzip += gz;
      brotli += br;
      rows.push([path, kb(gz), kb(br)]);
    }
    const width = Math.max(...rows.map(([path]) => path.length), 4);
    console.log(
      `\nFiles an installed phone downloads to update (${changed.length} of ${after.size}):`,
    );
    console.log(`${'file'.padEnd(width)}  ${'gzip'.padStart(9)}  ${'brotli'.padStart(9)}`);
    for (const [path, gz, br] of rows) {
      console.log(`${path.padEnd(width)}  ${gz.padStart(9)}  ${br.padStart(9)}`);
    }
    console.log(
      `${'total'.padEnd(width)}  ${kb(gzip).padStart(9)}  ${kb(brotli).padStart(9)}  (${kb(raw)} uncompressed)`,
    );
    if (brotli > GOAL_BYTES) {
      console.log(
        `\nOver the goal of ${kb(GOAL_BYTES)} brotli: a shared chunk names a feature's chunk.`,
      );
      return 1;
    }
    console.log(`\nWithin the goal of ${kb(GOAL_BYTES)} brotli.`);
    return 0;
  } finally {
    writeFileSync(CHANGED_FILE, original);
    rmSync(work, { recursive: true, force: true });
  }
}

process.exit(main());
