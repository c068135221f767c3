// Issue 14 in Chromium at 360 and 390 px: every screen fits, errors say what to do, one tap to reach.
import { portalMsg } from '@/features/portal/messages';
import { accountMsg } from '@/features/account/messages';
import { walletMsg } from '@/features/wallet/messages';
import { ordersMsg } from '@/features/orders/messages';
import { authMsg } from '@/features/auth/messages';
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import {
  apiAs,
  assertAccessible,
  fakeMapTiles,
  logIn,
  settledCount,
  usePortalSuite,
  type PhonePageOptions,
} from './harness';

const VET = 'verified@vets.example';
const suite = usePortalSuite();

interface ApiOrder {
  id: number;
  order_number: string;
  appointment_date: string | null;
  vet_completed: boolean;
  seller: { phone: string | null; user: { email: string | null } };
}

const assigned = () => apiAs<ApiOrder[]>(suite.portal, VET, 'dashboard/assigned-orders/');
const completedOrders = () =>
  apiAs<ApiOrder[]>(suite.portal, VET, 'dashboard/get-completed-orders/');

/** Page requests are seen by page.route only while no service worker answers them. */
const NO_SW: PhonePageOptions = { serviceWorkers: 'block' };

/** The new demo vet has no first name again (a test at the other width may have saved one). */
async function forgetNewVetsName() {
  const blank = new FormData();
  blank.append('first_name', '');
  const token = await suite.portal.tokenFor('newvet@vets.example');
  const response = await fetch(`${suite.portal.apiBaseUrl}profile/`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${token}` },
    body: blank,
  });
  assert.equal(response.status, 200);
}

/**
 * The page and every list box, tab row and table on it fit the width: nothing scrolls sideways,
 * and its texts are readable (see assertReadable).
 */
async function assertFits(p: Page, where: string) {
  const overflowing = await p.evaluate(() => {
    const found: string[] = [];
    const page = document.documentElement;
    if (page.scrollWidth > window.innerWidth) found.push(`page ${page.scrollWidth}px`);
    for (const box of document.querySelectorAll<HTMLElement>(
      '.table-wrap, table, .tab-list, .top-bar, .card',
    )) {
      if (box.scrollWidth > box.clientWidth + 1) {
        found.push(`${box.className || box.tagName} ${box.scrollWidth}>${box.clientWidth}px`);
      }
    }
    return found;
  });
  assert.deepEqual(overflowing, [], `${where} scrolls sideways`);
  await assertReadable(p, where);
}

/** Every visible text on the screen is at least 14 px, so a vet can read it outdoors. */
async function assertReadable(p: Page, where: string) {
  const small = await p.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').trim();
      const parent = node.parentElement;
      if (!text || !parent) continue;
      if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const size = parseFloat(getComputedStyle(parent).fontSize);
      if (size < 14) found.push(`"${text.slice(0, 40)}" ${size}px`);
    }
    return found;
  });
  assert.deepEqual(small, [], `${where}: text under 14 px`);
}

/**
 * The control shows its whole text: it is at least as wide as the same control sized to its
 * content (`field-sizing: content` counts the value, or the placeholder when empty, and a date
 * input's picker icon).
 */
async function assertShowsWhole(control: Locator, what: string) {
  const { has, needs } = await control.evaluate((input) => {
    const probe = input.cloneNode(true) as HTMLInputElement;
    if (input instanceof HTMLInputElement) probe.value = input.value;
    Object.assign(probe.style, {
      fieldSizing: 'content',
      position: 'absolute',
      width: 'auto',
      minWidth: '0',
      maxWidth: 'none',
    });
    input.after(probe);
    const needs = probe.getBoundingClientRect().width;
    probe.remove();
    return { has: input.getBoundingClientRect().width, needs };
  });
  assert.ok(has >= needs, `${what} is cut: ${has}px wide, needs ${needs}px`);
}

/** The label sits beside its value, level with the value's first line, not alone above it. */
async function assertBeside(label: Locator, what: string) {
  const term = (await label.boundingBox())!;
  const value = (await label.locator('xpath=following-sibling::dd[1]').boundingBox())!;
  assert.ok(term.x + term.width <= value.x + 1, `${what} wraps alone above its value`);
  assert.ok(Math.abs(term.y - value.y) < term.height, `${what} is not on the value's first line`);
}

/**
 * Every visible control is at least 24×24 px; buttons styled as actions at least 44 px tall;
 * texts readable (see assertReadable).
 */
async function assertTargets(p: Page, where: string) {
  const small = await p.evaluate(() => {
    const found: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, select, input:not([type=hidden]), textarea, [role=tab]',
    );
    for (const control of controls) {
      const style = getComputedStyle(control);
      if (style.visibility === 'hidden' || control.closest('[hidden], .visually-hidden')) continue;
      const box = control.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      // A radio or check box is tapped through its label, which wraps it.
      const target =
        control instanceof HTMLInputElement && /radio|checkbox/.test(control.type)
          ? (control.closest('label')?.getBoundingClientRect() ?? box)
          : box;
      const name = (control.textContent || control.getAttribute('aria-label') || '').trim();
      if (target.width < 24 || target.height < 24) {
        found.push(`${control.tagName} "${name}" ${target.width}x${target.height}`);
      }
      if (control.classList.contains('btn') && !control.classList.contains('btn-link')) {
        if (target.height < 44) found.push(`action "${name}" ${target.height}px tall`);
      }
    }
    return found;
  });
  assert.deepEqual(small, [], `${where}: targets too small`);
  await assertReadable(p, where);
}

/** The toast and the element do not overlap on screen. */
async function assertApart(toast: Locator, element: Locator, where: string) {
  const a = (await toast.boundingBox())!;
  const b = (await element.boundingBox())!;
  const overlap =
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  assert.ok(!overlap, `${where}: the toast covers it`);
}

for (const width of [360, 390]) {
  const signedIn = (username = VET, opts: PhonePageOptions = {}) =>
    suite.signedInPage(username, { width, ...opts });
  const at = (where: string) => `${where} at ${width} px`;

  void describe(`a vet's phone, ${width} px wide`, () => {
    void test('Manage Orders (both tabs) shows cards with the columns, texts and row tap', async () => {
      const p = await signedIn();
      await p.goto('/vet-profile?panel=ManageOrder');
      const pending = p.getByRole('table', { name: 'Pending orders' });
      const first = pending.getByRole('row').filter({ hasText: /ORD-/ }).first();
      await first.waitFor();
      for (const label of ['Livestock Location', 'Amount']) {
        assert.equal(await first.locator(`td[data-label="${label}"]`).count(), 1, label);
      }
      assert.match(await first.innerText(), /\+ R\s[\d\s]+\.\d\d\s+Gross Earnings/);
      const view = first.getByRole('link', { name: /^View order / });
      const box = (await view.boundingBox())!;
      assert.ok(box.x >= 0 && box.x + box.width <= width, 'View order is fully on screen');
      await assertFits(p, at('pending orders'));
      await assertTargets(p, at('pending orders'));
      await assertAccessible(p, at('pending orders'));
      const number = (await first.locator('.order-number').innerText()).trim();
      await first.locator('td[data-label="Livestock Location"]').click(); // the card itself
      await p.getByRole('heading', { name: `Order ${number}` }).waitFor();

      await p.goto('/vet-profile?panel=ManageOrder&tab=completed');
      const completed = p.getByRole('table', { name: 'Completed orders' });
      await completed
        .getByRole('link', { name: /^Update order report / })
        .first()
        .waitFor();
      await assertFits(p, at('completed orders'));
      await assertAccessible(p, at('completed orders'));
      await p.context().close();
    });

    void test('Manage Livestocks and Team Members show cards, not a sideways table', async () => {
      const p = await signedIn();
      await p.goto('/vet-profile?panel=ManageLivestocks');
      const livestock = p.getByRole('table', { name: 'Unverified livestocks', exact: true });
      await livestock.getByRole('link', { name: 'View details of LV-1001' }).waitFor();
      await assertFits(p, at('livestock list'));
      await assertTargets(p, at('livestock list'));
      await assertAccessible(p, at('livestock list'));
      await p.goto('/vet-profile?panel=TeamMembers');
      const team = p.getByRole('table', { name: 'Team members', exact: true });
      await team.getByRole('link', { name: 'View Ayanda Zulu' }).waitFor();
      assert.equal(
        await team.getByRole('link', { name: /ayanda\.zulu@clinic\.example/ }).getAttribute('href'),
        'mailto:ayanda.zulu@clinic.example',
      );
      await assertFits(p, at('team list'));
      await assertAccessible(p, at('team list'));
      await p.context().close();
    });

    void test('the top bar keeps menu, title, unsent badge and Log out on one line', async () => {
      const p = await signedIn(VET, NO_SW);
      // The report cannot reach the server, so it waits on the device and the badge shows.
      await p.route('**/api/dashboard/send-inspection-report/**', (route) => route.abort());
      const order = (await assigned()).find((o) => !o.vet_completed)!;
      await p.goto(`/vet-profile?panel=ManageOrder&order=${order.id}&step=report`);
      await p.getByRole('radio', { name: 'Good' }).check();
      await p.getByRole('textbox', { name: 'Description' }).fill('Alert, eating well.');
      await p.getByRole('button', { name: 'Confirm' }).click();
      const badge = p.getByRole('link', { name: '1 unsent report' });
      await badge.waitFor();
      const bar = p.locator('header.top-bar');
      const barBox = (await bar.boundingBox())!;
      assert.ok(barBox.height <= 60, `the top bar is ${barBox.height}px tall`);
      for (const part of [
        p.getByRole('button', { name: 'Show menu' }),
        p.locator('.top-bar-title'),
        badge,
        p.getByRole('link', { name: 'Log out' }),
      ]) {
        const box = (await part.boundingBox())!;
        assert.ok(box.y >= barBox.y && box.y + box.height <= barBox.y + barBox.height);
        assert.ok(box.x + box.width <= width, `${await part.innerText()} is cut off`);
      }
      assert.equal(await p.locator('.top-bar-title').innerText(), 'Vet Portal');
      await assertFits(p, at('top bar with the unsent badge'));
      await assertAccessible(p, at('top bar with the unsent badge'));
      await p.context().close();
    });

    void test('one toast at a time, clear of the menu button and the heading', async () => {
      const p = await suite.phonePage({ width });
      await p.goto('/log-in');
      await p.getByRole('button', { name: 'Log In' }).click();
      await p.getByText(authMsg.bothFieldsRequired).waitFor();
      await p.getByLabel('Username').fill(VET);
      await p.getByLabel('Password').fill('not-the-password');
      await p.getByRole('button', { name: 'Log In' }).click();
      await p.getByText('Invalid username or password.').waitFor();
      const toasts = p.locator('.Toastify__toast');
      assert.equal(await settledCount(toasts, 1), 1, 'one toast at a time on a phone');
      await assertApart(toasts.first(), p.getByRole('heading', { name: 'Log In' }), at('log in'));
      await p.context().close();

      const q = await signedIn();
      const toast = q.locator('.Toastify__toast').filter({ hasText: authMsg.loginSuccess });
      await toast.waitFor();
      await assertApart(toast, q.getByRole('button', { name: 'Show menu' }), at('menu button'));
      await assertApart(toast, q.getByRole('heading', { level: 1 }).first(), at('portal heading'));
      await q.context().close();
    });

    void test('touch targets: links, tabs and the toast close button are at least 24 px', async () => {
      const p = await suite.phonePage({ width });
      await p.goto('/log-in');
      await p.getByRole('button', { name: 'Log In' }).click();
      await p.getByText(authMsg.bothFieldsRequired).waitFor();
      const close = p.getByRole('button', { name: /close/i }).first();
      const box = (await close.boundingBox())!;
      assert.ok(box.width >= 24 && box.height >= 24, `toast close is ${box.width}x${box.height}`);
      const username = p.getByLabel('Username');
      assert.equal(await username.getAttribute('placeholder'), 'Enter your phone number or email');
      await assertShowsWhole(username, 'the Username placeholder');
      await assertTargets(p, at('log in'));
      await p.context().close();

      const q = await signedIn();
      await q.getByText('Current Balance').waitFor();
      await assertTargets(q, at('wallet'));
      const order = (await completedOrders())[0]!;
      await q.goto(`/vet-profile?panel=ManageOrder&order=${order.id}`);
      await q.getByRole('heading', { name: 'Verification Completed' }).waitFor();
      await assertTargets(q, at('step 3'));
      await q.goto('/vet-profile?panel=Account');
      await q.getByRole('heading', { name: 'Your Profile' }).waitFor();
      await assertTargets(q, at('account'));
      await q.context().close();
    });

    void test('icons are inline SVG with a text alternative, never emoji', async () => {
      await forgetNewVetsName();
      const p = await signedIn('newvet@vets.example');
      await p.getByRole('button', { name: 'Show menu' }).click();
      const menu = p.getByRole('navigation', { name: 'Portal' });
      const locked = menu.getByRole('button', { name: /Your wallet/ });
      assert.ok(await locked.isDisabled());
      const lock = locked.locator('svg[role="img"]');
      await lock.waitFor();
      assert.equal(await lock.getAttribute('aria-label'), 'locked');
      const emoji = await p.evaluate(() =>
        /\p{Extended_Pictographic}/u.test(document.body.innerText.replace(/[©®™]/g, '')),
      );
      assert.equal(emoji, false, 'an emoji is used on the page');
      await menu.getByRole('heading', { name: 'Previews (sample data)' }).waitFor();
      await assertReadable(p, at('locked side menu'));
      await assertAccessible(p, at('locked side menu'));
      await p.context().close();
    });

    void test('a product without a photo shows a drawing of its kind of animal', async () => {
      const p = await signedIn();
      const order = (await assigned()).find((o) => !o.vet_completed)!;
      await p.goto(`/vet-profile?panel=ManageOrder&order=${order.id}`);
      const card = p.getByRole('article', { name: /^Product:/ });
      await card.waitFor();
      const drawing = card.locator('svg.livestock-illustration');
      assert.equal(await drawing.count(), 1);
      const box = (await drawing.boundingBox())!;
      assert.ok(box.width >= 100 && box.height >= 80, 'the drawing is not an empty box');
      await p.goto('/vet-profile?panel=ManageLivestocks');
      const pictures = p.getByRole('img', { name: /^Picture of / });
      await pictures.first().waitFor();
      const kinds = new Set(
        await pictures.evaluateAll((svgs) =>
          svgs.map((svg) => svg.querySelector('rect')?.getAttribute('fill')),
        ),
      );
      assert.ok(kinds.size >= 3, 'cattle, sheep and goats are drawn differently');
      await p.context().close();
    });

    void test('step 3: call, WhatsApp or e-mail the seller; the e-mail wraps at sensible points', async () => {
      const p = await signedIn();
      const order = (await completedOrders())[0]!;
      await p.goto(`/vet-profile?panel=ManageOrder&order=${order.id}`);
      await p.getByRole('heading', { name: 'Verification Completed' }).waitFor();
      const local = order.seller.phone!.slice(2);
      const shown = `+27 ${local.slice(0, 2)} ${local.slice(2, 5)} ${local.slice(5)}`;
      const call = p.getByRole('link', { name: new RegExp(`^Call .* on \\${shown}$`) });
      assert.equal(await call.getAttribute('href'), `tel:+27${local}`);
      const whatsApp = p.getByRole('link', { name: /^WhatsApp / });
      assert.equal(await whatsApp.getAttribute('href'), `https://wa.me/27${local}`);
      assert.equal(await whatsApp.getAttribute('rel'), 'noopener noreferrer');
      const email = order.seller.user.email!;
      const mail = p.getByRole('link', { name: email });
      assert.equal(await mail.getAttribute('href'), `mailto:${email}`);
      // No line break falls inside a piece of the address (pieces end at "@" or before a ".").
      const midWord = await mail.evaluate((link) => {
        const breaks: string[] = [];
        const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? '';
          const range = document.createRange();
          let top: number | undefined;
          for (let i = 0; i < text.length; i++) {
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            const y = range.getBoundingClientRect().top;
            if (top !== undefined && Math.abs(y - top) > 2) breaks.push(text);
            top = y;
          }
        }
        return breaks;
      });
      assert.deepEqual(midWord, [], 'the e-mail address breaks inside a word');
      await assertBeside(p.locator('.wizard-step dt', { hasText: 'Phone' }), at('step 3 "Phone:"'));
      await assertBeside(p.locator('.wizard-step dt', { hasText: 'Email' }), at('step 3 "Email:"'));
      await assertFits(p, at('step 3'));
      await assertAccessible(p, at('step 3'));
      await p.context().close();
    });

    void test('drive there: Open in Maps from the order card and step 1', async () => {
      const p = await signedIn();
      const order = (await assigned()).find((o) => !o.vet_completed && !o.appointment_date)!;
      await p.goto(`/vet-profile?panel=ManageOrder&order=${order.id}`);
      await p.getByRole('heading', { name: 'Make appointment' }).waitFor();
      const card = p.getByRole('article', { name: /^Product:/ });
      const cardLinks = card.getByRole('link', { name: /^Open in Maps/ });
      assert.equal(await cardLinks.count(), 2, 'livestock location and delivery address');
      const href = (await cardLinks.first().getAttribute('href'))!;
      assert.match(href, /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
      assert.equal(await cardLinks.first().getAttribute('rel'), 'noopener noreferrer');
      const step = p.locator('.wizard-step');
      const meeting = step.getByRole('link', { name: /^Open in Maps/ });
      const place = await step.getByLabel('Meeting location').inputValue();
      assert.equal(
        await meeting.getAttribute('href'),
        `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`,
      );
      await assertTargets(p, at('step 1'));
      await p.context().close();

      // On Android the link is a geo: URI, which the phone's maps app opens.
      const android = await signedIn(VET, {
        userAgent:
          'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
      });
      await android.goto(`/vet-profile?panel=ManageOrder&order=${order.id}`);
      const geo = android
        .getByRole('article', { name: /^Product:/ })
        .getByRole('link', { name: /^Open in Maps/ })
        .first();
      assert.match((await geo.getAttribute('href'))!, /^geo:0,0\?q=/);
      await android.context().close();
    });

    void test('step 1: the seller is one tap away, and the cancel dialog says what it does', async () => {
      const p = await signedIn();
      const order = (await assigned()).find((o) => !o.vet_completed && !o.appointment_date)!;
      await p.goto(`/vet-profile?panel=ManageOrder&order=${order.id}`);
      await p.getByRole('heading', { name: 'Make appointment' }).waitFor();
      const call = p.getByRole('link', { name: /^Call .* on \+27 \d\d \d\d\d \d\d\d\d$/ });
      assert.match((await call.getAttribute('href'))!, /^tel:\+27\d{9}$/);
      assert.equal(await p.locator('input[type=date]').count(), 1, 'the phone’s own date picker');
      assert.equal(await p.locator('input[type=time]').count(), 1, 'the phone’s own time picker');
      const date = p.getByLabel('Appointment date');
      await date.fill('2026-11-29');
      await assertShowsWhole(date, 'the appointment date');
      await p.getByLabel('Appointment time').fill('09:30');
      await assertShowsWhole(p.getByLabel('Appointment time'), 'the appointment time');
      await assertBeside(
        p.locator('.seller-contact dt', { hasText: 'Phone' }),
        at('step 1 "Phone:"'),
      );
      await assertFits(p, at('step 1'));
      await p.getByRole('button', { name: 'Cancel' }).click();
      const dialog = p.getByRole('dialog', { name: 'Cancel this order?' });
      await dialog.getByText(ordersMsg.cancelOrderEffect).waitFor();
      assert.equal(
        (await dialog.innerText()).split('Cancel this order?').length - 1,
        1,
        'the question is asked once',
      );
      await assertAccessible(p, at('cancel dialog'));
      await dialog.getByRole('button', { name: 'Keep order' }).click();
      await p.context().close();
    });

    void test('wallet: a failed balance shows the error and Retry, no made-up zero', async () => {
      const p = await suite.phonePage({ width, ...NO_SW });
      let fail = true;
      await p.route('**/api/wallet/wallet-balance/', (route) =>
        fail
          ? route.fulfill({ status: 503, contentType: 'application/json', body: '{}' })
          : route.continue(),
      );
      await logIn(p, VET);
      const card = p.getByRole('region', { name: 'Balances' });
      await card.getByText(walletMsg.balanceFailed).waitFor();
      assert.ok(!(await card.innerText()).includes('R 0.00'), 'no made-up zero');
      const withdraw = card.getByRole('button', { name: 'Withdraw' });
      assert.ok(await withdraw.isDisabled(), 'Withdraw waits for a known balance');
      await assertFits(p, at('wallet error'));
      await assertAccessible(p, at('wallet error'));
      fail = false;
      await card.getByRole('button', { name: 'Retry' }).click();
      await card
        .getByText(/^R\s[\d\s]+\.\d\d$/)
        .first()
        .waitFor();
      assert.equal(await card.getByText(walletMsg.balanceFailed).count(), 0);
      assert.ok(await withdraw.isEnabled());
      await p.context().close();
    });

    void test('wallet: the history cards are still read as a table of rows and cells', async () => {
      const p = await signedIn();
      await p.goto('/vet-profile?panel=YourWallet');
      const body = p.getByRole('table', { name: /^Transaction History/ }).locator('tbody');
      await body.getByRole('row').first().waitFor();
      const shown = await body.getByRole('row').count();
      const cdp = await p.context().newCDPSession(p);
      const { nodes } = await cdp.send('Accessibility.getFullAXTree');
      const count = (role: string) =>
        nodes.filter((node) => !node.ignored && node.role?.value === role).length;
      assert.match(
        String(nodes.find((node) => node.role?.value === 'table')?.name?.value),
        /^Transaction History/,
      );
      assert.deepEqual(
        { headers: count('columnheader'), rows: count('row'), cells: count('cell') },
        { headers: 5, rows: shown + 1, cells: shown * 5 },
        'the browser itself, not only the markup, exposes the table',
      );
      await p.context().close();
    });

    void test('withdraw reads "1,000" and "1 000" as one thousand', async () => {
      const p = await signedIn(VET, NO_SW);
      const sent: unknown[] = [];
      await p.route('**/api/wallet/withdraw/', (route) => {
        sent.push(route.request().postDataJSON());
        return route.fulfill({ status: 200, contentType: 'application/json', body: '{}' });
      });
      for (const typed of ['1,000', '1 000']) {
        const withdraw = p.getByRole('button', { name: 'Withdraw' }).first();
        await withdraw.click();
        const dialog = p.getByRole('dialog', { name: 'Withdraw Amount' });
        await dialog.getByPlaceholder('Enter amount to withdraw').fill(typed);
        await dialog.getByRole('button', { name: 'Withdraw' }).click();
        await dialog.waitFor({ state: 'hidden' });
      }
      assert.deepEqual(sent, [{ amount: 1000 }, { amount: 1000 }]);
      await p.context().close();
    });

    void test("account: the server's reason shows at the phone field beside the spec's toast", async () => {
      const p = await signedIn();
      await p.goto('/vet-profile?panel=Account');
      const phone = p.getByLabel('Phone Number');
      await phone.fill('83 123 4568'); // the second demo vet's number
      await p.getByRole('button', { name: 'Save profile' }).click();
      await p.getByText(accountMsg.profileFailed).waitFor();
      const described = await phone.evaluate((input) =>
        (input.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent)
          .join(' '),
      );
      assert.match(described, /A user with that phone number already exists\./);
      await assertAccessible(p, at('account with a field error'));
      await phone.fill('82 123 4567');
      assert.equal(await p.getByText('A user with that phone number already exists.').count(), 0);
      await p.context().close();
    });

    void test('bank details: a mistyped confirmation is refused at its field, nothing is sent', async () => {
      const p = await signedIn('nobank@vets.example', NO_SW);
      const patches: string[] = [];
      await p.route('**/api/profile/', (route) => {
        if (route.request().method() === 'PATCH') patches.push(route.request().url());
        return route.continue();
      });
      await p.goto('/vet-profile?panel=Account');
      await p.getByLabel('Account Number', { exact: true }).fill('62 1234 5678');
      const confirmation = p.getByLabel('Confirm account number');
      await confirmation.fill('62 1234 5687');
      await p.getByLabel('Bank Name').fill('FNB');
      await p.getByRole('button', { name: 'Save bank details' }).click();
      const described = await confirmation.evaluate((input) =>
        (input.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent)
          .join(' '),
      );
      assert.ok(described.includes(accountMsg.accountNumbersDiffer), `described by "${described}"`);
      assert.equal(await confirmation.getAttribute('aria-invalid'), 'true');
      assert.equal(await confirmation.getAttribute('name'), null, 'never part of a form body');
      assert.deepEqual(patches, [], 'nothing was sent');
      await assertFits(p, at('bank details with a mismatch'));
      await assertAccessible(p, at('bank details with a mismatch'));
      await p
        .locator('form', { has: p.getByRole('heading', { name: 'Bank Details' }) })
        .screenshot({ path: `/tmp/bank-details-${width}.png` }); // looked at by hand
      await p.context().close();
    });

    void test('step 2: the missing-document error clears as soon as a file is chosen', async () => {
      const p = await signedIn();
      const order = (await assigned()).find((o) => !o.vet_completed)!;
      await p.goto(`/vet-profile?panel=ManageOrder&order=${order.id}&step=report`);
      await p.getByRole('radio', { name: 'Average' }).check();
      await p.getByRole('textbox', { name: 'Description' }).fill('Some lameness.');
      await p
        .getByRole('switch', { name: 'Does the livestock have a health certificate?' })
        .check();
      await p.getByRole('button', { name: 'Confirm' }).click();
      const error = p.getByText(ordersMsg.reportDocumentMissing);
      await error.waitFor();
      await p.getByLabel('Health certificate', { exact: true }).setInputFiles({
        name: 'signed.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
      });
      await error.waitFor({ state: 'detached' });
      await p.context().close();
    });

    void test('an order that is not the vet’s says "Order not found" with a way back', async () => {
      const theirs = await apiAs<ApiOrder[]>(
        suite.portal,
        'second@vets.example',
        'dashboard/assigned-orders/',
      );
      const p = await signedIn();
      await p.goto(`/vet-profile?panel=ManageOrder&order=${theirs[0]!.id}`);
      await p.getByRole('heading', { name: ordersMsg.orderNotFound }).waitFor();
      await p.getByText(ordersMsg.orderNotFoundDetail).waitFor();
      await assertAccessible(p, at('order not found'));
      await p.getByRole('link', { name: /Back to order list/ }).click();
      await p.getByRole('heading', { name: 'Manage Orders' }).waitFor();
      await p.context().close();
    });

    void test('toasts: one on a phone, and none follows the vet to the next screen', async () => {
      const p = await suite.phonePage({ width });
      await p.goto('/log-in');
      const logInButton = p.getByRole('button', { name: 'Log In' });
      for (let i = 0; i < 5; i++) await logInButton.click();
      const toasts = p.locator('.Toastify__toast');
      await toasts.first().waitFor();
      // Five refusals, one toast on a phone's screen: the newest takes the place of the older.
      assert.equal(await settledCount(toasts, 1), 1);
      await assertAccessible(p, at('log in with toasts'));
      await p.getByRole('link', { name: 'Register as a Vet' }).click();
      await p.waitForURL('**/create-account');
      await toasts.first().waitFor({ state: 'detached' });
      await p.context().close();
    });

    void test('/verify: Cancel logs out a vet who has no portal to go back to', async () => {
      const p = await suite.phonePage({ width });
      await logIn(p, 'applicant@vets.example');
      await p.waitForURL('**/verify');
      await p.getByRole('button', { name: 'Cancel' }).click();
      await p.waitForURL('**/log-in');
      await p.getByRole('heading', { name: 'Log In' }).waitFor();
      await p.context().close();
    });

    void test('the application map: its credit links are a 24 px target, its texts 14 px', async () => {
      const p = await suite.phonePage({ width });
      await fakeMapTiles(p);
      await logIn(p, 'applicant@vets.example');
      await p.waitForURL('**/verify');
      await p.getByRole('button', { name: 'Practice location marker' }).waitFor(); // the map loaded
      const credits = p.locator('.leaflet-control-attribution a');
      assert.ok((await credits.count()) >= 1, 'the map credits Leaflet with a link');
      for (const credit of await credits.all()) {
        const box = (await credit.boundingBox())!;
        const name = await credit.innerText();
        assert.ok(box.width >= 24 && box.height >= 24, `"${name}" is ${box.width}x${box.height}`);
      }
      await assertFits(p, at('application form with the map'));
      await assertTargets(p, at('application form with the map'));
      await assertAccessible(p, at('application form with the map'));
      await p.context().close();
    });

    void test('a completed order links to the completed-order layout (preview)', async () => {
      const p = await signedIn();
      const order = (await completedOrders())[0]!;
      await p.goto(`/vet-profile?panel=ManageOrder&order=${order.id}&step=report`);
      await p.getByRole('link', { name: ordersMsg.completedPreviewLink }).click();
      await p.getByRole('heading', { name: 'Update order report' }).waitFor();
      await p.getByText('14 Nov 2025').waitFor(); // dates read dd MMM yyyy here too
      await assertFits(p, at('completed-order preview'));
      await p.context().close();
    });

    void test('a new vet unlocks Wallet and Orders with the first name alone', async () => {
      await forgetNewVetsName();
      const p = await signedIn('newvet@vets.example');
      await p.getByText(portalMsg.firstNameUnlocks).waitFor();
      await p.getByLabel('Surname').fill('');
      await p.getByLabel('Phone Number').fill('');
      await p.getByLabel('First Name').fill('Sizwe');
      await p.getByRole('button', { name: 'Save profile' }).click();
      await p.getByText(accountMsg.profileUpdated).waitFor();
      await p.getByRole('button', { name: 'Show menu' }).click();
      const menu = p.getByRole('navigation', { name: 'Portal' });
      await menu.getByRole('link', { name: 'Your wallet' }).waitFor();
      await menu.getByRole('link', { name: 'Manage Orders' }).waitFor();
      await p.context().close();
    });

    void test('counts agree with their number; dates read dd MMM yyyy', async () => {
      const second = 'second@vets.example';
      const theirs = await apiAs<ApiOrder[]>(suite.portal, second, 'dashboard/assigned-orders/');
      const n = theirs.filter((o) => !o.vet_completed).length;
      const p = await signedIn(second);
      await p.goto('/vet-profile?panel=ManageOrder');
      const count = p.locator('.pager-count');
      await count.waitFor();
      assert.equal(await count.innerText(), `Showing 1–${n} of ${n} order${n === 1 ? '' : 's'}`);
      await p.goto('/vet-profile?panel=YourWallet');
      const dates = p.locator('.tx-table time');
      await dates.first().waitFor();
      for (const shown of await dates.allInnerTexts()) {
        assert.match(shown, /^\d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/);
      }
      await p.context().close();
    });
  });
}
