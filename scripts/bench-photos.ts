// npm run bench:photos — scaling a 12 MP, 7 MB phone photo in Chromium: the app's own scaler
// (createImageBitmap + canvas) against libraries if installed (none is a dependency): time, output, bytes.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { drawJpeg, jpegSize } from '../tests/e2e/photo-support';
import { readManifest } from './bench-bundle';
import {
  DIST_DIR,
  ensureBuild,
  launchChromium,
  median,
  ms,
  runMain,
  startBenchServer,
  type Page,
} from './bench-common';

const RUNS = 5;
const CPU_RATES = [1, 4];
const KB = 1024;
const MAX_BYTES = 5 * 1024 * 1024;
/** Where the compared libraries are looked for: --libs=<node_modules folder>, else the project's. */
const LIBS_DIR = resolve(
  process.argv.find((arg) => arg.startsWith('--libs='))?.slice('--libs='.length) ??
    join(process.cwd(), 'node_modules'),
);

/** A library's entry for the page: sets window.__scale(file) -> Blob, as the app would use it. */
const LIBRARIES: { name: string; pkg: string; spec: string; entry: string }[] = [
  {
    name: 'pica',
    pkg: 'pica',
    spec: 'pica@10.0.3',
    entry: `import pica from 'pica';
      const resizer = pica();
      window.__scale = async (file) => {
        const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
        const scale = Math.min(1, 2000 / Math.max(bitmap.width, bitmap.height));
        const to = document.createElement('canvas');
        to.width = Math.round(bitmap.width * scale);
        to.height = Math.round(bitmap.height * scale);
        await resizer.resize(bitmap, to);
        bitmap.close();
        return resizer.toBlob(to, 'image/jpeg', 0.85);
      };`,
  },
  {
    name: 'browser-image-compression',
    pkg: 'browser-image-compression',
    spec: 'browser-image-compression@2.0.2',
    entry: `import imageCompression from 'browser-image-compression';
      window.__scale = (file) => imageCompression(file, {
        maxWidthOrHeight: 2000, initialQuality: 0.85, fileType: 'image/jpeg', maxSizeMB: 5,
        useWebWorker: false, // its worker loads the library from a CDN by default
      });`,
  },
];

interface Method {
  name: string;
  /** gzip bytes the method adds to the app (loaded lazily, only when a photo is chosen). */
  gzipBytes: number;
  version: string;
  install: (page: Page) => Promise<void>;
}

function libraryVersion(pkg: string): string | null {
  const manifest = join(LIBS_DIR, pkg, 'package.json');
  if (!existsSync(manifest)) return null;
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** Bundles a library's entry into one minified script (Vite's lib build, as the app would ship it). */
async function bundleForPage(pkg: string, source: string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-photos-'));
  const entry = join(dir, 'entry.js');
  writeFileSync(entry, source);
  try {
    const result = await build({
      configFile: false,
      root: dir,
      publicDir: false,
      logLevel: 'silent',
      resolve: { alias: [{ find: new RegExp(`^${pkg}$`), replacement: join(LIBS_DIR, pkg) }] },
      build: {
        write: false,
        minify: true,
        lib: { entry, formats: ['iife'], name: 'benchScaler', fileName: 'scaler' },
      },
    });
    const outputs = Array.isArray(result) ? result : [result];
    for (const output of outputs) {
      if (!('output' in output)) continue;
      for (const item of output.output) if (item.type === 'chunk') return item.code;
    }
    throw new Error(`No bundle for ${pkg}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function libraryMethod(lib: (typeof LIBRARIES)[number]): Promise<Method | null> {
  const version = libraryVersion(lib.pkg);
  if (!version) return null;
  const code = await bundleForPage(lib.pkg, lib.entry);
  return {
    name: lib.name,
    version,
    gzipBytes: gzipSync(code, { level: 9 }).length,
    install: async (page) => {
      await page.addScriptTag({ content: code });
    },
  };
}

/** The app's own scaler: the lazily loaded chunk of the production build, called as FileInput does. */
function nativeMethod(): Method {
  const manifest = readManifest(DIST_DIR);
  const chunk = manifest['src/lib/images/preparePhoto.ts'];
  if (!chunk) throw new Error('No preparePhoto chunk in the build: is it still loaded lazily?');
  const bytes = readFileSync(join(DIST_DIR, chunk.file));
  return {
    name: 'native (createImageBitmap + canvas)',
    version: 'app',
    gzipBytes: gzipSync(bytes, { level: 9 }).length,
    install: async (page) => {
      await page.evaluate(`(async () => {
        const { preparePhoto } = await import('/${chunk.file}');
        window.__scale = async (file) => {
          const result = await preparePhoto(file, ${MAX_BYTES});
          if (result.outcome !== 'scaled') throw new Error('not scaled: ' + result.outcome);
          return result.file;
        };
      })()`);
    },
  };
}

interface Run {
  ms: number;
  bytes: number;
  width: number;
  height: number;
}

/** Scales the photo (kept in the page as window.__photo) once; the output is measured in Node. */
async function scaleOnce(page: Page): Promise<Run> {
  const { elapsed, base64 } = await page.evaluate(async () => {
    const scope = window as unknown as {
      __photo: File;
      __scale: (file: File) => Promise<Blob>;
    };
    const start = performance.now();
    const blob = await scope.__scale(scope.__photo);
    const elapsedMs = performance.now() - start;
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) {
      binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    }
    return { elapsed: elapsedMs, base64: btoa(binary) };
  });
  const bytes = Buffer.from(base64, 'base64');
  return { ms: elapsed, bytes: bytes.length, ...jpegSize(bytes) };
}

async function main(): Promise<number> {
  ensureBuild();
  const methods: Method[] = [nativeMethod()];
  const missing: string[] = [];
  for (const lib of LIBRARIES) {
    const method = await libraryMethod(lib);
    if (method) methods.push(method);
    else missing.push(lib.spec);
  }

  const server = await startBenchServer();
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const first = await context.newPage();
    await first.goto(`${server.baseURL}/log-in`);
    const photo = await drawJpeg(first, { width: 4000, height: 3000, noise: 8 });
    await first.close();
    const { width, height } = jpegSize(photo);
    console.log(
      `Photo: ${width}×${height} JPEG, ${(photo.length / 1024 / 1024).toFixed(1)} MB (drawn in Chromium, quality 1).`,
    );
    console.log(
      `Median of ${RUNS} runs each after one warm-up, the scalers taking turns; CPU slowed down with CDP (4× ≈ a mid-range phone).\n`,
    );
    // One page per scaler, each holding the photo; the runs alternate so that a busy moment of
    // the machine does not fall on one scaler only.
    const pages: Page[] = [];
    for (const method of methods) {
      const page = await context.newPage();
      await page.goto(`${server.baseURL}/log-in`);
      await page.evaluate((b64) => {
        const binary = atob(b64);
        const bytes = new Uint8Array(binary.length);
        for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
        (window as unknown as { __photo: File }).__photo = new File([bytes], 'IMG_0001.jpg', {
          type: 'image/jpeg',
        });
      }, photo.toString('base64'));
      await method.install(page);
      pages.push(page);
    }
    const sessions = await Promise.all(pages.map((page) => context.newCDPSession(page)));
    const runs = methods.map(() => CPU_RATES.map((): Run[] => []));
    for (const [r, rate] of CPU_RATES.entries()) {
      for (const cdp of sessions) await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      for (let i = 0; i <= RUNS; i++) {
        for (const [m, page] of pages.entries()) {
          const run = await scaleOnce(page);
          if (i > 0) runs[m]?.[r]?.push(run); // the first round warms up
        }
      }
    }
    const rows = methods.map((method, m) => {
      const byRate = runs[m] ?? [];
      const last = byRate[0]?.at(-1);
      return [
        `${method.name}${method.version === 'app' ? '' : ` ${method.version}`}`,
        ...byRate.map((list) => ms(median(list.map((run) => run.ms)))),
        last ? `${Math.round(last.bytes / KB)} KB` : '-',
        last ? `${last.width}×${last.height}` : '-',
        `${(method.gzipBytes / KB).toFixed(1)} KB`,
      ];
    });
    const header = [
      'Scaler',
      ...CPU_RATES.map((rate) => `${rate}× CPU`),
      'Output',
      'Size',
      'gzip JS',
    ];
    const widths = header.map((title, i) =>
      Math.max(title.length, ...rows.map((row) => row[i]?.length ?? 0)),
    );
    const line = (cells: string[]) =>
      cells
        .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
        .join('  ');
    console.log(line(header));
    for (const row of rows) console.log(line(row));
    console.log(
      '\ngzip JS: what each adds to the app, loaded only when a photo is chosen (native: its lazy chunk).',
    );
    if (missing.length) {
      console.log(
        `Not installed, so not compared: ${missing.join(', ')}. To compare: npm install --prefix /tmp/photo-libs ${missing.join(' ')} && npm run bench:photos -- --libs=/tmp/photo-libs/node_modules`,
      );
    }
    return 0;
  } finally {
    await browser.close();
    await server.close();
  }
}

runMain(main);
