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

/** Starts Xvfb on a display it picks itself (-displayfd) and returns ":N" with the process. */
function startXvfb(): Promise<{ display: string; xvfb: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const xvfb = spawn(
      'Xvfb',
      ['-displayfd', '3', '-nolisten', 'tcp', '-screen', '0', '1280x900x24'],
      {
        stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
      },
    );
    xvfb.once('error', reject);
    xvfb.stdio[3]!.once('data', (chunk: Buffer) => {
      resolve({ display: `:${chunk.toString().trim()}`, xvfb });
    });
  });
}

async function waitForDriver(url: string): Promise<void> {
  const until = Date.now() + 15_000;
  while (Date.now() < until) {
    const ready = await fetch(`${url}/status`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    await sleep(100);
  }
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
        'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation'] },
      })
      .build();
    await driver.manage().window().setRect({ width: 360, height: 780 });
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
