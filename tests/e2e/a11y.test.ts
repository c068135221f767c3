// The accessibility sweep: axe on every screen and dialog, and the keyboard-only checks (reach, focus, dialogs).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { msg } from '@/lib/text/messages';
import {
  assertAccessible,
  DEMO_PASSWORD,
  fakeMapTiles,
  logIn,
  PNG,
  usePortalSuite,
  waitForSettledScreen,
} from './harness';

const VET = 'verified@vets.example';
const suite = usePortalSuite();

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

async function page(): Promise<Page> {
  const p = await suite.phonePage();
  await fakeMapTiles(p);
  return p;
}

async function signedIn(username = VET): Promise<Page> {
  const p = await page();
  await logIn(p, username);
  await p.waitForURL(/\/(vet-profile|verify|pending)/);
  return p;
}

let applicants = 0;

/** A vet who has just signed up (no application yet), signed in and on the application form. */
async function newApplicant(): Promise<Page> {
  applicants += 1;
  const username = `a11y-applicant-${applicants}`;
  const response = await fetch(`${suite.portal.baseURL}/api/register/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      username,
      email: `${username}@vets.example`,
      password: DEMO_PASSWORD,
      role: 'vet',
      terms_accepted: true,
    }),
  });
  assert.equal(response.status, 201, await response.text());
  const p = await signedIn(username);
  await p.getByRole('heading', { name: 'Register your clinic' }).waitFor();
  await p.getByRole('button', { name: 'Practice location marker' }).waitFor(); // the map loaded
  return p;
}

interface FocusStop {
  /** Role-ish description of the focused element, e.g. 'button "Log In"'. */
  name: string;
  /** The focus indicator is visible: an outline or a box-shadow on it or on its visible box. */
  visible: boolean;
  insideDialog: boolean;
  isBody: boolean;
}

/** Describes document.activeElement and whether its focus can be seen. */
function focusStop(p: Page): Promise<FocusStop> {
  // No named inner functions here: tsx would wrap them in a helper the page does not have.
  return p.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) {
      return { name: 'body', visible: false, insideDialog: false, isBody: true };
    }
    const labelFor = el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`) : null;
    const label = el.getAttribute('aria-label') ?? labelFor?.textContent ?? el.textContent;
    const role = el.getAttribute('role') ?? el.tagName.toLowerCase();
    // Focus is visible when the focused element (or, for a visually hidden native control such
    // as a file input or switch, the box drawn for it) looks different from an unfocused copy.
    const box = el.getBoundingClientRect();
    const hidden = box.width <= 1 || box.height <= 1 || getComputedStyle(el).opacity === '0';
    const target = hidden ? (el.closest('label') ?? el.parentElement ?? el) : el;
    const copy = target.cloneNode(true) as HTMLElement;
    for (const node of [copy, ...copy.querySelectorAll('*')]) {
      node.removeAttribute('id');
      node.removeAttribute('name'); // a copied checked radio must not uncheck the real one
    }
    target.after(copy); // removed again below, before the page can render or react
    const focused = [target, ...target.querySelectorAll('*')];
    const plain = [copy, ...copy.querySelectorAll('*')];
    const keys = ['outlineStyle', 'outlineWidth', 'outlineColor', 'boxShadow', 'borderColor'];
    const visible = focused.some((node, i) => {
      const a = getComputedStyle(node) as unknown as Record<string, string>;
      const other = plain[i];
      if (!other) return false;
      const b = getComputedStyle(other) as unknown as Record<string, string>;
      const outlined = a.outlineStyle !== 'none' && parseFloat(a.outlineWidth ?? '0') > 0;
      return (outlined || a.boxShadow !== 'none') && keys.some((key) => a[key] !== b[key]);
    });
    copy.remove();
    return {
      name: `${role} "${label.trim().replace(/\s+/g, ' ').slice(0, 60)}"`,
      visible,
      insideDialog: Boolean(el.closest('dialog[open]')),
      isBody: false,
    };
  });
}

/** Presses Tab through the page (at most `limit` times) and returns each stop. */
async function tabThrough(p: Page, limit = 60): Promise<FocusStop[]> {
  // Start from the top of the page, as after loading it.
  await p.evaluate(() => {
    const start = document.createElement('span');
    start.tabIndex = -1;
    document.body.prepend(start);
    start.focus();
    start.remove();
  });
  const stops: FocusStop[] = [];
  for (let i = 0; i < limit; i += 1) {
    await p.keyboard.press('Tab');
    const stop = await focusStop(p);
    if (stop.isBody) break;
    if (stops.length > 1 && stop.name === stops[0]?.name) break; // wrapped around
    stops.push(stop);
  }
  return stops;
}

/** Tab reaches every one of `actions`, and each stop on the way shows where focus is. */
async function assertKeyboardReach(p: Page, where: string, actions: string[]): Promise<void> {
  const stops = await tabThrough(p);
  const names = stops.map((stop) => stop.name);
  if (process.env.A11Y_DEBUG) console.log(`${where}: ${names.join(' | ')}`);
  for (const action of actions) {
    assert.ok(
      names.some((name) => name.includes(action)),
      `${where}: Tab never reaches ${action}; stops: ${names.join(', ')}`,
    );
  }
  const unseen = stops.filter((stop) => !stop.visible).map((stop) => stop.name);
  assert.deepEqual(unseen, [], `${where}: focus not visible on these stops`);
}

/**
 * Opens a dialog from the keyboard (focus its opener, press Enter): focus moves into it, Tab and
 * Shift+Tab never leave it, Escape closes it, and focus returns to the opener.
 */
async function assertDialogKeyboard(p: Page, opener: Locator, dialogName: string): Promise<void> {
  await opener.focus();
  await p.keyboard.press('Enter');
  const dialog = p.getByRole('dialog', { name: dialogName });
  await dialog.waitFor();
  await assertAccessible(p, `${dialogName} dialog`);
  assert.equal((await focusStop(p)).insideDialog, true, `${dialogName}: focus moved into it`);
  const controls = await dialog
    .locator('button, input, select, textarea, a[href], [tabindex]:not([tabindex="-1"])')
    .count();
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < controls + 2; i += 1) {
      await p.keyboard.press(key);
      const stop = await focusStop(p);
      // Past the last control focus may go to the browser's own UI (body here), never the page.
      assert.ok(stop.insideDialog || stop.isBody, `${dialogName}: ${key} left it for ${stop.name}`);
      if (stop.insideDialog)
        assert.ok(stop.visible, `${dialogName}: focus not visible on ${stop.name}`);
    }
  }
  await p.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  assert.equal(
    await opener.evaluate((el) => el === document.activeElement),
    true,
    `${dialogName}: focus returned to its opener`,
  );
}

async function chooseDocuments(p: Page): Promise<void> {
  await p
    .getByLabel('Identity Document')
    .setInputFiles({ name: 'id.png', mimeType: 'image/png', buffer: PNG });
  for (const label of ['Proof of Qualification', 'Certification', 'SAVC Practice Licence']) {
    await p
      .getByLabel(label)
      .setInputFiles({ name: `${label}.pdf`, mimeType: 'application/pdf', buffer: PDF });
  }
}

void describe('axe on every screen (no serious or critical violations)', () => {
  void test('log in, create account (also with its errors) and page not found', async () => {
    const p = await page();
    await p.goto('/log-in');
    await p.getByRole('heading', { name: 'Log In' }).waitFor();
    await assertAccessible(p, 'log in');
    await p.getByRole('button', { name: 'Log In' }).click();
    await p.getByText('Both fields are required.').waitFor();
    await assertAccessible(p, 'log in with its error');

    await p.goto('/create-account');
    await p.getByRole('heading', { name: 'Create Account' }).waitFor();
    await assertAccessible(p, 'create account');
    await p.getByLabel('Username').fill('someone');
    await p.getByLabel('Email').fill('someone@vets.example');
    await p.getByLabel('Password', { exact: true }).fill('Passw0rd!');
    await p.getByLabel('Confirm password').fill('Other0rd!');
    await p.getByRole('button', { name: 'Create password' }).click();
    await p.getByText('Passwords do not match.').waitFor();
    await assertAccessible(p, 'create account with its error');

    await p.goto('/no-such-page');
    await p.getByRole('heading', { name: 'Page not found' }).waitFor();
    await assertAccessible(p, 'page not found');
    await p.context().close();
  });

  void test('application form (empty, with errors, leave dialog), submitted screen', async () => {
    const p = await newApplicant();
    await assertAccessible(p, 'application form');

    await p.getByRole('button', { name: 'Submit' }).click();
    await p.getByText('Please provide Clinic Name.').first().waitFor();
    await assertAccessible(p, 'application form with an error');

    await p.getByLabel('Clinic Name').fill('Magalies Farm Vets');
    await assertDialogKeyboard(
      p,
      p.getByRole('button', { name: 'Cancel' }),
      'Leave the application?',
    );

    await p.getByLabel('Phone Number').fill('82 555 0142');
    await p.getByLabel('ID Number').fill('8001015009087');
    await p.getByLabel('Qualification Type').selectOption('Degree');
    await chooseDocuments(p);
    await p.getByLabel('Search for a place').fill('Brits');
    await p.getByLabel('Search for a place').press('Enter');
    await p
      .getByRole('list', { name: 'Search results' })
      .getByRole('button', { name: 'Brits, North West, South Africa' })
      .click();
    await assertAccessible(p, 'application form filled in, with search results');
    await p.getByRole('button', { name: 'Submit' }).click();
    await p.getByRole('heading', { name: 'Thank you for completing the form' }).waitFor();
    await assertAccessible(p, 'submitted');
    await p.context().close();
  });

  void test('re-application, pending and disabled screens', async () => {
    const declined = await signedIn('declined@vets.example');
    await declined.getByText('Please Re-apply - your last sent application was declined').waitFor();
    await assertAccessible(declined, 're-application form');
    await declined.context().close();

    const pending = await signedIn('pending@vets.example');
    await pending.getByText(/within 2-3 business days/).waitFor();
    await assertAccessible(pending, 'pending');
    await pending.context().close();

    const disabled = await page();
    await logIn(disabled, 'disabled@vets.example');
    await disabled
      .getByText('Your account has been disabled. Please contact support for assistance.')
      .waitFor();
    await assertAccessible(disabled, 'account disabled');
    await disabled.context().close();
  });

  void test('the portal with its menu open, and the Account panel a new vet is held on', async () => {
    const p = await signedIn('newvet@vets.example');
    await p.getByText(/unlock Your wallet and Manage Orders/).waitFor();
    await p.getByRole('heading', { name: 'Account' }).first().waitFor();
    await assertAccessible(p, 'account panel of a vet without a name');
    await p.getByRole('button', { name: 'Show menu' }).click();
    await p.getByRole('navigation', { name: 'Portal' }).getByText('Update Profile').waitFor();
    await assertAccessible(p, 'side menu open with locked entries');
    await p.context().close();
  });

  void test('wallet panel, withdraw, deposit and sandbox card dialogs', async () => {
    const p = await signedIn();
    await p.goto('/vet-profile?panel=YourWallet');
    await p.getByRole('heading', { name: 'Transaction History' }).waitFor();
    await p.locator('main table tbody tr').first().waitFor();
    await assertAccessible(p, 'wallet');

    await p.getByRole('button', { name: 'Withdraw' }).click();
    const withdraw = p.getByRole('dialog', { name: 'Withdraw Amount' });
    await withdraw.getByPlaceholder('Enter amount to withdraw').fill('50000');
    await withdraw.getByRole('button', { name: 'Withdraw' }).click();
    await withdraw.getByText('Insufficient Balance').waitFor();
    await assertAccessible(p, 'withdraw dialog with its error');
    await withdraw.getByRole('button', { name: 'Cancel' }).click();

    await p.getByRole('button', { name: 'Deposit' }).click();
    const deposit = p.getByRole('dialog', { name: 'Deposit Amount' });
    await deposit.waitFor();
    await assertAccessible(p, 'deposit dialog');
    await deposit.getByLabel(/Amount to deposit/).fill('200');
    await deposit.getByRole('button', { name: 'Card Deposit' }).click();
    await p.getByRole('dialog', { name: 'Sandbox card payment' }).waitFor();
    await assertAccessible(p, 'sandbox card dialog');
    await p.context().close();
  });

  void test('order lists, each wizard step, the cancel dialog and the outbox list', async () => {
    const p = await signedIn();
    await p.goto('/vet-profile?panel=ManageOrder');
    const pending = p.getByRole('table', { name: 'Pending orders' });
    await pending
      .getByRole('link', { name: /^View order / })
      .first()
      .waitFor();
    await assertAccessible(p, 'pending orders');
    await p.getByRole('tab', { name: 'Completed' }).click();
    await p
      .getByRole('table', { name: 'Completed orders' })
      .getByRole('link', { name: /^Update order report / })
      .first()
      .waitFor();
    await assertAccessible(p, 'completed orders');

    // Step 1 on an order without an appointment, and its cancel confirmation.
    await p.getByRole('tab', { name: 'Pending Orders' }).click();
    await pending.getByRole('link', { name: /^View order .*0151$/ }).click();
    await p.getByRole('heading', { name: /Make appointment/ }).waitFor();
    await assertAccessible(p, 'wizard step 1');
    await p.getByRole('button', { name: 'Confirm' }).click();
    await p.getByText('Please provide both appointment date and time.').waitFor();
    await assertAccessible(p, 'wizard step 1 with its error');
    await assertDialogKeyboard(
      p,
      p.getByRole('button', { name: 'Cancel', exact: true }),
      'Cancel this order?',
    );

    // Step 2 on an order with an appointment: errors, a certificate, then step 3 once sent.
    await p.getByRole('link', { name: /^Back to order/ }).click();
    await pending.getByRole('link', { name: /^View order .*0147$/ }).click();
    await p.getByRole('heading', { name: 'Update Report - Health Check Feedback' }).waitFor();
    await assertAccessible(p, 'wizard step 2');
    await p.getByRole('button', { name: 'Confirm' }).click();
    await p.getByText('Please provide health status and description.').waitFor();
    await assertAccessible(p, 'wizard step 2 with its error');
    await p.getByRole('radio', { name: 'Good' }).check();
    await p.getByLabel('Description').fill('Healthy cows, fit for sale.');
    await p.getByRole('switch', { name: /health certificate/ }).check();
    await p
      .getByLabel('Health certificate', { exact: true })
      .setInputFiles({ name: 'certificate.pdf', mimeType: 'application/pdf', buffer: PDF });
    await assertAccessible(p, 'wizard step 2 with a certificate');
    await p.getByRole('button', { name: 'Confirm' }).click();
    await p.getByRole('heading', { name: 'Verification Completed' }).waitFor();
    await assertAccessible(p, 'wizard step 3');

    await p.goto('/vet-profile?panel=ManageOrder&view=outbox');
    await p.getByText('No reports are waiting. Everything you filed has been sent.').waitFor();
    await assertAccessible(p, 'outbox list');
    await p.context().close();
  });

  void test('account panel of a verified vet', async () => {
    const p = await signedIn();
    await p.goto('/vet-profile?panel=Account');
    await p.getByRole('button', { name: 'Save profile' }).waitFor();
    // The phone's storage changes while the first visit saves the lists (Delete saved lists turns
    // from disabled, drawn at 60%, to enabled): audited once the lists are in, not as they change.
    await p.getByText(msg.offlineReady, { exact: true }).first().waitFor();
    await p.getByRole('button', { name: 'Delete saved lists', disabled: false }).waitFor();
    await assertAccessible(p, 'account');
    await p.context().close();
  });

  void test('preview panels: livestock, team members and the completed-order mock-up', async () => {
    const p = await signedIn();
    await p.goto('/vet-profile?panel=ManageLivestocks');
    await p.getByRole('table', { name: 'Unverified livestocks', exact: true }).waitFor();
    await assertAccessible(p, 'livestock list');
    await p
      .getByRole('link', { name: /^View details of / })
      .first()
      .click();
    await p.getByRole('heading', { name: /^Livestock details/ }).waitFor();
    await assertAccessible(p, 'livestock details');
    await p.getByRole('link', { name: 'View livestock profile' }).click();
    await p.getByRole('heading', { name: 'Health Certificate' }).waitFor();
    await assertAccessible(p, 'livestock profile');

    await p.goto('/vet-profile?panel=TeamMembers');
    await p.getByRole('table', { name: 'Team members', exact: true }).waitFor();
    await assertAccessible(p, 'team members');
    await assertDialogKeyboard(
      p,
      p.getByRole('button', { name: 'Add New Member' }),
      'Create Team Member',
    );
    await p
      .getByRole('link', { name: /^View / })
      .first()
      .click();
    await p.getByRole('heading', { name: 'VET Details' }).waitFor();
    await assertAccessible(p, 'team member');

    await p.goto('/vet-profile?panel=CompletedOrderPreview&order=1');
    await p.getByRole('heading', { name: 'Step 1: Make appointment' }).waitFor();
    await assertAccessible(p, 'completed-order mock-up step 1');
    await p.getByRole('button', { name: 'Skip' }).click();
    await p
      .getByRole('heading', { name: 'Step 2: Update Report - Health Check Feedback' })
      .waitFor();
    await assertAccessible(p, 'completed-order mock-up step 2');
    await p.context().close();
  });
});

void describe('keyboard only', () => {
  void test('a vet logs in with the keyboard alone, seeing where focus is at each stop', async () => {
    const p = await page();
    await p.goto('/log-in');
    await p.getByRole('heading', { name: 'Log In' }).waitFor();
    await waitForSettledScreen(p);
    await assertKeyboardReach(p, 'log in', ['Username', 'Password', 'Log In', 'Register as a Vet']);

    await p.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await p.keyboard.press('Tab');
    while (!(await focusStop(p)).name.includes('Username')) await p.keyboard.press('Tab');
    await p.keyboard.type(VET);
    await p.keyboard.press('Tab');
    await p.keyboard.type('Passw0rd!');
    await p.keyboard.press('Enter');
    await p.waitForURL('**/vet-profile**');
    await p.context().close();
  });

  void test('sign-up and application forms: every field and action reachable, focus visible', async () => {
    const p = await page();
    await p.goto('/create-account');
    await p.getByRole('heading', { name: 'Create Account' }).waitFor();
    await waitForSettledScreen(p);
    await assertKeyboardReach(p, 'create account', [
      'Username',
      'Email',
      'Password',
      'Confirm password',
      'terms and conditions',
      'Create password',
      'Already have an account?',
    ]);
    await p.context().close();

    const applicant = await newApplicant();
    await assertKeyboardReach(applicant, 'application form', [
      'Clinic Name',
      'Phone Number',
      'ID Number',
      'Qualification Type',
      'Identity Document',
      'SAVC Practice Licence',
      'Search for a place',
      'Cancel',
      'Submit',
    ]);
    await applicant.context().close();
  });

  void test('portal panels: the menu, the main actions and focus visible at each stop', async () => {
    const p = await signedIn();
    await p.goto('/vet-profile?panel=YourWallet');
    await p.locator('main table tbody tr').first().waitFor();
    await assertKeyboardReach(p, 'wallet', ['menu', 'Log out', 'Withdraw', 'Deposit']);
    await assertDialogKeyboard(p, p.getByRole('button', { name: 'Withdraw' }), 'Withdraw Amount');
    await assertDialogKeyboard(p, p.getByRole('button', { name: 'Deposit' }), 'Deposit Amount');

    await p.getByRole('button', { name: 'Show menu' }).focus();
    await p.keyboard.press('Enter');
    const menu = p.getByRole('navigation', { name: 'Portal' });
    await menu.getByRole('link', { name: 'Manage Orders' }).focus();
    await p.keyboard.press('Enter');
    await p.getByRole('table', { name: 'Pending orders' }).waitFor();
    await assertKeyboardReach(p, 'order lists', ['Pending Orders', 'View order']);

    await p.goto('/vet-profile?panel=Account');
    await p.getByRole('button', { name: 'Save profile' }).waitFor();
    await assertKeyboardReach(p, 'account', ['First Name', 'Surname', 'Save profile']);
    await p.context().close();
  });
});
