// WebKit (Safari's engine) for the journeys: WebKitGTK's MiniBrowser driven by WebKitWebDriver on a
// private X display (Xvfb), all from Debian (webkit2gtk-driver, xvfb).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { Builder, type WebDriver } from 'selenium-webdriver';
import type { EngineDriver } from './fieldPage';

export const MINIBROWSER_PATH =
  process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * A phone's screen. MiniBrowser's window, with its toolbar, does not get as narrow as a phone, so
 * it runs full-screen (no toolbar) on a screen this size.
 */
const PHONE = { width: 360, height: 780 } as const;

/** Reads `read` every 100 ms until `done` holds or `timeoutMs` has passed; gives the last value. */
async function poll<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value) && Date.now() < until) {
    await sleep(100);
    value = await read();
  }
  return value;
}

/** Waits until the page is a phone's width (the window may go full-screen after it opens). */
async function waitForPhoneWidth(driver: WebDriver): Promise<void> {
  const readWidth = () => driver.executeScript<number>('return window.innerWidth;');
  const width = await poll(readWidth, (value) => value === PHONE.width, 10_000);
  if (width === PHONE.width) return;
  throw new Error(`MiniBrowser's page is ${width} px wide, not a phone's ${PHONE.width}.`);
}

/**
 * Starts Xvfb with a phone's screen on a display it picks itself (-displayfd) and returns ":N" with
 * the process.
 */
function startXvfb(): Promise<{ display: string; xvfb: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const screen = `${PHONE.width}x${PHONE.height}x24`;
    const xvfb = spawn('Xvfb', ['-displayfd', '3', '-nolisten', 'tcp', '-screen', '0', screen], {
      stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
    });
    xvfb.once('error', reject);
    xvfb.stdio[3]!.once('data', (chunk: Buffer) => {
      resolve({ display: `:${chunk.toString().trim()}`, xvfb });
    });
  });
}

async function waitForDriver(url: string): Promise<void> {
  const answers = () =>
    fetch(`${url}/status`).then(
      (r) => r.ok,
      () => false,
    );
  if (await poll(answers, (ready) => ready, 15_000)) return;
  throw new Error(`WebKitWebDriver did not answer at ${url}`);
}

/** True when this machine can run the WebKit journeys (the CI installs what they need). */
export const webkitAvailable = () => existsSync(MINIBROWSER_PATH);

/** A fresh MiniBrowser session (its own ephemeral storage) at a phone's width. */
export async function launchWebKit(): Promise<EngineDriver> {
  const { display, xvfb } = await startXvfb();
  const port = await freePort();
  const driverProcess = spawn('WebKitWebDriver', [`--port=${port}`], {
    env: { ...process.env, DISPLAY: display },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  let driver: WebDriver;
  try {
    await waitForDriver(url);
    driver = await new Builder()
      .usingServer(url)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': {
          binary: MINIBROWSER_PATH,
          args: ['--automation', '--full-screen'],
        },
      })
      .build();
    // The page keeps a default width until the window is given a size.
    await driver.manage().window().setRect(PHONE);
    await waitForPhoneWidth(driver);
  } catch (error) {
    driverProcess.kill();
    xvfb.kill();
    throw error;
  }
  return {
    name: 'WebKit',
    open: (address) => driver.get(address),
    evaluate: <T>(expression: string) => driver.executeScript<T>(`return ${expression};`),
    screenshot: async () => Buffer.from(await driver.takeScreenshot(), 'base64'),
    quit: async () => {
      await driver.quit().catch(() => undefined);
      driverProcess.kill();
      xvfb.kill();
    },
  };
}
