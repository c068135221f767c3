// Issue 64 at 360 px: a toast replaces the one it makes wrong, the side menu is a modal dialog, notices do not pile up.
import { authMsg } from '@/features/auth/messages';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { msg } from '@/lib/text/messages';
import { clearFirstName, DEMO_PASSWORD, logIn, usePortalSuite } from './harness';

const suite = usePortalSuite();

/**
 * Holds every animation on the page at its start: a toast's way out never ends, as if the vet's
 * next answer came while the old toast was still leaving.
 */
async function holdAnimations(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Animation.enable');
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 0 });
}

/** The texts of the toasts in the page (any that is on its way in or out included). */
const toastTexts = (page: Page) => page.locator('.Toastify__toast').allInnerTexts();

test('on a phone a new toast takes the place of the one it makes wrong, at once', async () => {
  const page = await suite.phonePage();
  await page.goto('/log-in');
  await page.locator('fieldset.auth-fields[disabled]').waitFor({ state: 'detached' });
  await holdAnimations(page);

  await page.getByRole('button', { name: 'Log In' }).click();
  await page.getByText(authMsg.bothFieldsRequired).waitFor({ state: 'attached' });

  // A wrong password: its answer replaces "Both fields are required." while that one is leaving.
  await page.getByLabel('Username').fill('second@vets.example');
  await page.getByLabel('Password').fill('not-the-password');
  const answered = page.waitForResponse('**/api/login/');
  await page.getByRole('button', { name: 'Log In' }).click();
  await answered;
  await page.getByText('Invalid username or password.').waitFor({ state: 'attached' });
  assert.deepEqual(await toastTexts(page), ['Invalid username or password.']);

  // The right one: "Login successful" replaces the red toast, which never shows on the wallet.
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL('**/vet-profile**');
  await page.getByText(authMsg.loginSuccess).waitFor({ state: 'attached' });
  await page.getByText('Current Balance').waitFor();
  assert.deepEqual(await toastTexts(page), [authMsg.loginSuccess]);
  await page.context().close();
});

test('the side menu is a modal dialog over the toasts: Tab stays inside, Escape closes it', async () => {
  const page = await suite.signedInPage('verified@vets.example');
  const toggle = page.getByRole('button', { name: 'Show menu' });
  const menu = page.getByRole('dialog', { name: 'Menu' });

  // "Login successful" is up when the vet opens the menu: the toast stays under it.
  await page.locator('.Toastify__toast', { hasText: authMsg.loginSuccess }).waitFor();
  await toggle.click();
  await menu.getByRole('link', { name: 'Manage Orders' }).waitFor();
  assert.equal(await page.locator('.Toastify__toast').count(), 1, 'the toast is gone already');
  const box = (await menu.boundingBox())!;
  const covered = await page.evaluate(({ x, y, width, height }) => {
    const found: string[] = [];
    for (let py = y + 4; py < y + height; py += 24) {
      for (let px = x + 4; px < x + width; px += 24) {
        const hit = document.elementFromPoint(px, py);
        if (hit && !hit.closest('dialog[open]'))
          found.push(`${hit.className || hit.tagName} at ${px},${py}`);
      }
    }
    return found;
  }, box);
  assert.deepEqual(covered.slice(0, 3), [], 'something covers the open menu');
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' });

  // By keyboard: twice round every control in the menu, focus never leaves it for the page behind.
  await toggle.focus();
  await page.keyboard.press('Enter');
  await menu.getByRole('navigation', { name: 'Portal' }).waitFor();
  // (Past the last control the browser's own bar may take focus: no element of the page has it.)
  const stops = await menu.locator('a:visible, button:visible:enabled').count();
  const visited = new Set<string>();
  for (let i = 0; i < stops * 2 + 2; i++) {
    await page.keyboard.press('Tab');
    const where = await page.evaluate(() => {
      const focused = document.activeElement;
      if (!focused || focused === document.body) return 'browser';
      return focused.closest('dialog[open]') ? `menu: ${focused.textContent}` : 'page';
    });
    assert.notEqual(where, 'page', `Tab ${i + 1} left the menu for the page behind it`);
    visited.add(where);
  }
  assert.ok(
    visited.size >= stops,
    `Tab reached ${visited.size - 1} of the menu's ${stops} controls`,
  );
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' });
  assert.equal(await toggle.evaluate((button) => button === document.activeElement), true);
  await page.context().close();
});

/** Chromium's install offer, made as Chromium makes it (a private context never gets a real one). */
function offerInstall(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    window.dispatchEvent(
      Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: Promise.resolve.bind(Promise), // no function literal: tsx would name it
      }),
    ),
  );
}

const nextFrame = (page: Page) => page.evaluate(() => new Promise(requestAnimationFrame));

test('the install offer is small: a fifth of a phone screen at most', async () => {
  const page = await suite.signedInPage('verified@vets.example');
  await page.getByText('Current Balance').waitFor();
  await offerInstall(page);
  const install = page.getByRole('button', { name: 'Install the portal' });
  await install.waitFor();
  // At most a fifth of the phone's screen, the gap below it included.
  const { y: top } = (await page.locator('.install-offer').boundingBox())!;
  assert.ok(740 - top <= 740 / 5, `the offer takes the bottom ${740 - top} px of 740`);
  await page.context().close();
});

test('"Not now" on the install offer holds on every new page of the portal', async () => {
  const page = await suite.signedInPage('verified@vets.example');
  await page.getByText('Current Balance').waitFor();
  await offerInstall(page);
  const install = page.getByRole('button', { name: 'Install the portal' });
  await install.waitFor();
  await page.getByRole('button', { name: 'Not now' }).click();
  await install.waitFor({ state: 'detached' });

  // A new page of the portal on the same phone: the offer made again is not shown.
  const again = await page.context().newPage();
  await again.goto('/vet-profile');
  await again.getByText('Current Balance').waitFor();
  await offerInstall(again);
  // The offer shows from the vet's first tap on a page (pwa.test.ts): the vet taps the screen.
  await again.getByRole('heading', { name: 'Your Wallet' }).click();
  await nextFrame(again);
  assert.equal(await again.getByRole('button', { name: 'Install the portal' }).count(), 0);
  await page.context().close();
});

test("a new vet's first screen: the install offer waits until the first name is saved", async () => {
  await clearFirstName(suite.portal, 'newvet@vets.example');
  const page = await suite.signedInPage('newvet@vets.example');
  await page.getByRole('button', { name: 'Save profile' }).waitFor();
  await offerInstall(page);
  await page.getByRole('heading', { name: 'Account', level: 1 }).click(); // the vet's first tap
  await nextFrame(page);
  const install = page.getByRole('button', { name: 'Install the portal' });
  assert.equal(await install.count(), 0, 'the offer stacks over the first-name notice');
  await page.getByLabel('First Name').fill('Lerato');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await install.waitFor();
  await page.context().close();
});

/**
 * WebKit on a slow phone sometimes keeps the very first worker installed and waiting for a while
 * before it activates it. This page sees every worker that way: from 'installed', for HOLD_MS, the
 * worker reads as installed and waiting (not active, not controlling), and the page hears its later
 * state changes and the controller change only after that. `firstWorkerHeld` counts the holds.
 */
const SLOW_FIRST_ACTIVATION = `(() => {
  const HOLD_MS = 1500;
  window.firstWorkerHeld = 0;
  const get = (proto, name) => Object.getOwnPropertyDescriptor(proto, name).get;
  const state = get(ServiceWorker.prototype, 'state');
  const waiting = get(ServiceWorkerRegistration.prototype, 'waiting');
  const active = get(ServiceWorkerRegistration.prototype, 'active');
  const controller = get(ServiceWorkerContainer.prototype, 'controller');
  let heldWorker = null;
  let heldUntil = 0;
  const holding = () => heldWorker !== null && performance.now() < heldUntil;
  const later = (run) => (holding() ? setTimeout(run, heldUntil - performance.now()) : run());
  Object.defineProperty(ServiceWorker.prototype, 'state', { get() {
    const real = state.call(this);
    return this === heldWorker && holding() && real !== 'redundant' ? 'installed' : real;
  } });
  Object.defineProperty(ServiceWorkerRegistration.prototype, 'waiting', { get() {
    return waiting.call(this) ?? (holding() && active.call(this) === heldWorker ? heldWorker : null);
  } });
  Object.defineProperty(ServiceWorkerRegistration.prototype, 'active', { get() {
    const real = active.call(this);
    return holding() && real === heldWorker ? null : real;
  } });
  Object.defineProperty(ServiceWorkerContainer.prototype, 'controller', { get() {
    return holding() ? null : controller.call(this);
  } });
  const add = EventTarget.prototype.addEventListener;
  EventTarget.prototype.addEventListener = function (type, listener, options) {
    const target = this;
    const held =
      (type === 'statechange' && target instanceof ServiceWorker) ||
      (type === 'controllerchange' && target instanceof ServiceWorkerContainer);
    if (!held || typeof listener !== 'function') return add.call(this, type, listener, options);
    return add.call(this, type, function (event) {
      if (type === 'statechange' && state.call(target) === 'installed' && heldWorker === null) {
        heldWorker = target;
        heldUntil = performance.now() + HOLD_MS;
        window.firstWorkerHeld += 1;
      }
      if (type === 'statechange' && state.call(target) === 'installed') listener.call(target, event);
      else later(() => listener.call(target, event));
    }, options);
  };
})()`;

test('a very first visit never offers "A new version is available", however slowly it activates', async () => {
  const page = await suite.phonePage();
  await page.context().addInitScript(SLOW_FIRST_ACTIVATION);
  await logIn(page, 'verified@vets.example');
  await page.waitForURL('**/vet-profile**');
  await page.waitForFunction(
    () => (window as unknown as { firstWorkerHeld: number }).firstWorkerHeld > 0,
  );
  await page.getByRole('alert').filter({ hasText: msg.offlineReady }).waitFor();
  await nextFrame(page);
  assert.equal(await page.getByText(msg.updateAvailable).count(), 0);
  await page.context().close();
});
