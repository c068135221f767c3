// One page of any engine (WebKit over WebDriver, Firefox over BiDi) and what a journey does with it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** The little an engine's driver must give: open an address, run a script in the page, quit. */
export interface EngineDriver {
  name: string;
  open: (url: string) => Promise<void>;
  /** Evaluates `expression` in the page and returns its (awaited) JSON-able value. */
  evaluate: <T>(expression: string) => Promise<T>;
  /** The page as a PNG. */
  screenshot: () => Promise<Buffer>;
  quit: () => Promise<void>;
}

/**
 * In-page helpers: controls are found by what a vet reads (their text or label), as a screen
 * reader names them; React's inputs are filled through the native setter so its state follows.
 */
const LIB = `{
  norm: (s) => (s ?? '').replace(/\\s+/g, ' ').trim(),
  nameOf(el) {
    const labelled = el.getAttribute('aria-labelledby');
    if (labelled) return this.norm(labelled.split(' ').map((id) => document.getElementById(id)?.textContent).join(' '));
    return this.norm(el.getAttribute('aria-label') ?? el.labels?.[0]?.textContent ?? el.textContent);
  },
  control(name) {
    const all = [...document.querySelectorAll('button, a, input, textarea, select, [role=switch], [role=radio]')];
    return all.find((el) => this.nameOf(el) === name && !el.closest('[hidden]'));
  },
  click(name) {
    const el = this.control(name);
    if (!el) return false;
    el.click();
    return true;
  },
  fill(name, value) {
    const el = this.control(name);
    if (!el) return false;
    const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(proto, 'value').set.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
    return true;
  },
  setFile(name, fileName, type, base64) {
    const el = this.control(name);
    if (!el) return false;
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const transfer = new DataTransfer();
    transfer.items.add(new File([bytes], fileName, { type }));
    el.files = transfer.files;
    el.dispatchEvent(new Event('change', { bubbles: true }));
    return true;
  },
}`;

/** A page the journey drives: every wait names what it waited for and what the page said. */
export class FieldPage {
  constructor(
    private readonly driver: EngineDriver,
    private readonly baseURL: string,
  ) {}

  get engine(): string {
    return this.driver.name;
  }

  /** Opens an address of the app as a typed address or a reload does: a full page load. */
  open(path: string): Promise<void> {
    return this.driver.open(`${this.baseURL}${path}`);
  }

  /** Runs `body` (a function's source taking the helpers `lib` and `args`) in the page. */
  run<T>(body: string, ...args: unknown[]): Promise<T> {
    return this.driver.evaluate<T>(
      `(async (lib, args) => { ${body} })(${LIB}, ${JSON.stringify(args)})`,
    );
  }

  /** What the page's console said (the proxy's hook keeps it). */
  consoleLines(): Promise<string[]> {
    return this.run<string[]>(
      "return JSON.parse(sessionStorage.getItem('__testConsole') ?? '[]');",
    ).catch(() => []);
  }

  /** Waits until `check` (page code returning a truthy value) holds, or fails naming `what`. */
  async waitFor(what: string, check: string, timeoutMs = 15_000, ...args: unknown[]) {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const ok = await this.run<boolean>(check, ...args).catch(() => false);
      if (ok) return;
      if (Date.now() > until) {
        const text = await this.run<string>('return document.body?.innerText ?? ""').catch(
          (error: unknown) => `(page unreadable: ${String(error)})`,
        );
        const lines = await this.consoleLines();
        const shot = await this.saveScreenshot('failed').catch(() => '(no screenshot)');
        throw new Error(
          `${this.engine}: waited ${timeoutMs} ms for ${what}.\n--- page text ---\n${text.slice(0, 1500)}\n--- console ---\n${lines.join('\n')}\n--- screenshot: ${shot}`,
        );
      }
      await sleep(150);
    }
  }

  waitForText(text: string, timeoutMs?: number): Promise<void> {
    return this.waitFor(
      `"${text}"`,
      'return document.body.innerText.includes(args[0]);',
      timeoutMs,
      text,
    );
  }

  /** Clicks the button, link or control named `name` (waiting for it to be there). */
  async click(name: string): Promise<void> {
    await this.waitFor(`a control named "${name}"`, 'return lib.click(args[0]);', 15_000, name);
  }

  async fill(name: string, value: string): Promise<void> {
    await this.waitFor(
      `a field named "${name}"`,
      'return lib.fill(args[0], args[1]);',
      15_000,
      name,
      value,
    );
  }

  async setFile(name: string, file: { name: string; type: string; bytes: Buffer }): Promise<void> {
    await this.waitFor(
      `a file field named "${name}"`,
      'return lib.setFile(args[0], args[1], args[2], args[3]);',
      15_000,
      name,
      file.name,
      file.type,
      file.bytes.toString('base64'),
    );
  }

  /** Waits until a service worker controls the page (the first visit installs and claims it). */
  waitForServiceWorker(): Promise<void> {
    return this.waitFor(
      'the service worker to control the page',
      'return Boolean(navigator.serviceWorker?.controller);',
      30_000,
    );
  }

  /** Saves the page as test-results/<engine>-<name>.png and returns the path. */
  async saveScreenshot(name: string): Promise<string> {
    mkdirSync('test-results', { recursive: true });
    const path = join('test-results', `${this.engine.toLowerCase()}-${name}.png`);
    writeFileSync(path, await this.driver.screenshot());
    return path;
  }

  quit(): Promise<void> {
    return this.driver.quit();
  }
}
