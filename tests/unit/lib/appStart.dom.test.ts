// A page whose app never started (its scripts lost with the signal) says why, and reloads when the signal returns.
import { readFileSync } from 'node:fs';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markAppStarted, NOT_DOWNLOADED, watchAppStart } from '@/lib/appStart';

let online = true;
beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  document.body.innerHTML =
    '<div id="root" data-prerendered><main><form><fieldset disabled><button>Log In</button></fieldset></form></main></div>';
  delete document.documentElement.dataset.appStarted;
});
// The page is shared with the other component tests' files (vitest.config.ts): left as found.
afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
  delete document.documentElement.dataset.appStarted;
});

/** The page's load event, with `watchAppStart` listening (as src/early.ts has it). */
function load(reload: () => void): void {
  watchAppStart(window, reload);
  window.dispatchEvent(new Event('load'));
}

describe('a page whose app never started', () => {
  it('without signal: says the portal did not finish downloading, reloads when signal returns', () => {
    online = false;
    const reload = vi.fn();
    load(reload);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      'The portal did not finish downloading: the signal went. It reloads by itself when the signal returns.',
    );
    expect(screen.queryByRole('button', { name: 'Log In' })).toBeNull();
    expect(screen.getByRole('main')).toContainElement(alert);
    expect(reload).not.toHaveBeenCalled();

    online = true;
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('online'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('with signal: says so with Reload', () => {
    const reload = vi.fn();
    load(reload);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The portal did not finish downloading. Reload to try again.');
    within(alert).getByRole('button', { name: 'Reload' }).click();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('leaves the screen alone once the app has started', () => {
    const reload = vi.fn();
    markAppStarted();
    load(reload);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
  });
});

describe("index.html's note for a start that never came (no script ran at all)", () => {
  /** index.html's note, put on the page (its scripts and the rest of its body left out). */
  function putIndexNote(): HTMLElement {
    const html = readFileSync('index.html', 'utf8');
    const note = new DOMParser().parseFromString(html, 'text/html').querySelector('.stalled-start');
    if (!note) throw new Error('index.html has no .stalled-start note');
    document.body.append(document.importNode(note, true));
    return screen.getByRole('alert', { hidden: true });
  }

  it("says what the script's own note says online, with a link that loads the page again", () => {
    const note = putIndexNote();
    expect(note.querySelector('p')?.textContent).toBe(NOT_DOWNLOADED.online);
    // An empty href is the page's own address: following it loads the page again, no script needed.
    const reload = note.querySelector('a');
    expect(reload?.textContent).toBe('Reload');
    expect(reload?.getAttribute('href')).toBe('');
    expect(reload?.href).toBe(window.location.href);
  });

  it('goes as soon as the first script watches the start', () => {
    putIndexNote();
    watchAppStart(window, vi.fn());
    expect(screen.queryByRole('alert', { hidden: true })).toBeNull();
  });

  it('goes when the app starts, had the first script been lost', () => {
    putIndexNote();
    markAppStarted();
    expect(screen.queryByRole('alert', { hidden: true })).toBeNull();
  });
});
