// Log In and Create Account arrive drawn in their HTML: they paint before the scripts, take no input
// they would lose, and hydrate with no mismatch; a signed-in vet is still sent on to the portal.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, usePortalSuite } from './harness';

const suite = usePortalSuite();

/** Console errors and uncaught errors of `page` (a hydration mismatch is reported there). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Holds the screen's own script until released, so the test sees the page before React runs it. */
async function holdScript(page: Page, pattern: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

void test('the HTML of /, /log-in and /create-account holds the screen, with no inline script', async () => {
  for (const [path, heading] of [
    ['/', 'Log In'],
    ['/log-in', 'Log In'],
    ['/create-account', 'Create Account'],
  ] as const) {
    const html = await (await fetch(`${suite.portal.baseURL}${path}`)).text();
    assert.match(html, new RegExp(`<h1>${heading}</h1>`), path);
    assert.match(html, /<fieldset class="auth-fields" disabled=""/, path);
    // Only scripts from files (the app's modules, the start's watch): none inline.
    assert.doesNotMatch(html.replace(/<script [^>]*\bsrc="[^"]+"[^>]*><\/script>/g, ''), /<script/);
  }
  // Signed-in screens are drawn by the app, over a loading note.
  const portal = await (await fetch(`${suite.portal.baseURL}/vet-profile`)).text();
  assert.doesNotMatch(portal, /data-prerendered|<h1>/);
  assert.match(portal, /<p role="status">Loading...<\/p>/);
});

void test('Log In shows before its script runs, then hydrates and logs the vet in', async () => {
  const page = await suite.phonePage();
  const errors = watchErrors(page);
  const release = await holdScript(page, '**/assets/LogInPage-*.js');
  await page.goto('/log-in', { waitUntil: 'domcontentloaded' });

  // Drawn, but not yet run: the fields wait rather than take typing they would lose.
  await page.getByRole('heading', { name: 'Log In' }).waitFor();
  assert.equal(await page.getByLabel('Username').isDisabled(), true);
  assert.equal(await page.getByRole('button', { name: 'Log In' }).isDisabled(), true);

  release();
  await page.getByLabel('Username').fill('verified@vets.example');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL('**/vet-profile**');
  assert.deepEqual(errors, []);
  await page.context().close();
});

void test('Create Account hydrates with no mismatch and checks its fields', async () => {
  const page = await suite.phonePage();
  const errors = watchErrors(page);
  const release = await holdScript(page, '**/assets/CreateAccountPage-*.js');
  await page.goto('/create-account', { waitUntil: 'domcontentloaded' });
  await page.getByRole('heading', { name: 'Create Account' }).waitFor();
  release();
  await page.getByRole('button', { name: 'Create password' }).click();
  // React runs the form: its own check answers, the page did not reload as a plain form post.
  await page.getByRole('alert').filter({ hasText: 'Please fill in all fields' }).waitFor();
  assert.equal(new URL(page.url()).search, '');
  assert.deepEqual(errors, []);
  await page.context().close();
});

void test('a signed-in vet who opens /log-in is sent to the portal, with no mismatch error', async () => {
  // No service worker: the page comes from the server, prerendered for a visitor with no session.
  const page = await suite.signedInPage('verified@vets.example', { serviceWorkers: 'block' });
  const errors = watchErrors(page);
  await page.goto('/log-in');
  await page.waitForURL('**/vet-profile**');
  await page.getByRole('region', { name: 'Balances' }).waitFor();
  assert.deepEqual(errors, []);
  await page.context().close();
});
