// Firefox for the journeys: Debian's firefox-esr, headless, driven by puppeteer-core over WebDriver BiDi.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import type { EngineDriver } from './fieldPage';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** True when this machine can run the Firefox journeys (the CI installs what they need). */
export const firefoxAvailable = () => existsSync(FIREFOX_PATH);

/** A fresh Firefox profile (service workers on, as for a vet) at a phone's width. */
export async function launchFirefox(): Promise<EngineDriver> {
  const profile = mkdtempSync(join(tmpdir(), 'vet-portal-firefox-'));
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    userDataDir: profile,
    defaultViewport: { width: 360, height: 780 },
    extraPrefsFirefox: {
      // No update checks, telemetry or other calls home on a machine without internet.
      'app.update.enabled': false,
      'datareporting.policy.dataSubmissionEnabled': false,
      'toolkit.telemetry.enabled': false,
      'network.captive-portal-service.enabled': false,
    },
  });
  const page = (await browser.pages())[0] ?? (await browser.newPage());
  await page.setViewport({ width: 360, height: 780 }); // the first tab keeps its own size otherwise
  return {
    name: 'Firefox',
    open: async (address) => {
      await page.goto(address, { waitUntil: 'load' });
    },
    evaluate: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
    screenshot: async () => Buffer.from(await page.screenshot({ fullPage: true })),
    quit: async () => {
      await browser.close().catch(() => undefined);
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
