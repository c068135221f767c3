// Issue 31's field messages at 360 px: offline wording, the server's day, the map's border, a sent certificate.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { todayInSouthAfrica } from '../../contract/rules/appointment';
import {
  assertAccessible,
  certificatePdf,
  countRequests,
  fakeMapTiles,
  logIn,
  usePortalSuite,
} from './harness';
import { giveSignalBack, logInControlled, takeSignalAway } from './pwa-support';

const VET = 'verified@vets.example';
const suite = usePortalSuite();
let token: Promise<string> | undefined;
/** One API sign-in for the file (sign-ins are rate limited per account). */
const vetToken = () => (token ??= suite.portal.tokenFor(VET));
const api = async <T>(path: string): Promise<T> => {
  const response = await fetch(`${suite.portal.apiBaseUrl}${path}`, {
    headers: { Authorization: `Bearer ${await vetToken()}` },
  });
  return (await response.json()) as T;
};

interface ApiOrder {
  id: number;
  order_number: string;
  appointment_date: string | null;
  vet_completed: boolean;
  certificate_of_safety: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Nothing on the page is wider than the 360 px phone screen. */
async function assertNoSideScroll(page: Page, where: string): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 360, `${where}: the page is ${width} px wide on a 360 px screen`);
}

/** The text of the element(s) a control's aria-describedby names. */
async function describedBy(page: Page, label: string): Promise<string> {
  const ids =
    (await page.getByLabel(label, { exact: true }).getAttribute('aria-describedby')) ?? '';
  const texts = await Promise.all(
    ids
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => page.locator(`[id="${id}"]`).textContent()),
  );
  return texts.join(' ');
}

const assigned = () => api<ApiOrder[]>('dashboard/assigned-orders/');

test('offline says "You are offline"; a server that does not answer is named as such', async () => {
  const order = (await assigned()).find((o) => !o.vet_completed && o.appointment_date);
  assert.ok(order);
  const page = await suite.phonePage();
  const context = page.context();
  await logInControlled(page, suite.portal.baseURL, VET);
  await page.goto(`/vet-profile?panel=ManageOrder&order=${order.id}`);
  await page.getByRole('heading', { name: 'Update Report - Health Check Feedback' }).waitFor();

  // No signal: the banner and the report filed now both speak of being offline.
  // The context too: the service worker's own requests would otherwise still reach the server.
  await context.setOffline(true);
  await takeSignalAway(page);
  await page
    .getByRole('status')
    .filter({ hasText: /You are offline\. Showing what was saved/ })
    .waitFor();
  await page.getByRole('radio', { name: 'Good' }).check();
  await page.getByRole('textbox', { name: 'Description' }).fill('Ten Bonsmara heifers, sound.');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByText('Saved on this device', { exact: true }).waitFor();
  // The runner still tries now and then (navigator.onLine can lie); that try fails offline.
  await page
    .getByText('You are offline. It will be sent automatically when there is signal.', {
      exact: false,
    })
    .waitFor({ timeout: 30_000 });
  await assertNoSideScroll(page, 'report saved offline');
  await assertAccessible(page, 'report saved offline');

  // Signal back, but the server cuts every connection to the orders API: it does not answer.
  await suite.portal.faults({ dropNextResponses: 1000, paths: '/api/dashboard/' });
  try {
    await giveSignalBack(page);
    await page
      .getByText('The marketplace server is not answering. It will be tried again automatically.', {
        exact: false,
      })
      .waitFor({ timeout: 30_000 });
    await page.goto('/vet-profile?panel=ManageOrder');
    await page
      .getByRole('status')
      .filter({ hasText: /The marketplace server is not answering\. Showing what was saved/ })
      .waitFor();
    assert.equal(await page.getByText(/You are offline/).count(), 0);
    await assertNoSideScroll(page, 'server not answering');
  } finally {
    await suite.portal.faults({ reset: true });
    await context.close();
  }
});

test("the appointment date is checked against the server's day, and the server's refusal shows at the field", async () => {
  const order = (await assigned()).find((o) => !o.vet_completed && !o.appointment_date);
  assert.ok(order);
  const realNow = Date.now();
  // The phone's clock is a day behind: its "today" is the server's yesterday in South Africa.
  const phoneToday = todayInSouthAfrica(new Date(realNow - DAY_MS));
  const serverToday = todayInSouthAfrica(new Date(realNow));
  const page = await suite.phonePage({ serviceWorkers: 'block' });
  await page.clock.install({ time: realNow - DAY_MS });
  await logIn(page, VET);
  await page.waitForURL('**/vet-profile**');
  const setAppointment = countRequests(page, 'set-appointment');

  await page.goto(`/vet-profile?panel=ManageOrder&order=${order.id}`);
  const date = page.getByLabel('Appointment date', { exact: true });
  await date.waitFor();
  assert.equal(await date.getAttribute('min'), serverToday);
  await date.fill(phoneToday);
  await page.getByLabel('Appointment time', { exact: true }).fill('09:30');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByText('The appointment date cannot be in the past.').first().waitFor();
  assert.match(
    await describedBy(page, 'Appointment date'),
    /The appointment date cannot be in the past\./,
  );
  assert.equal(setAppointment(), 0, 'the form sent a date the server would refuse');
  await assertNoSideScroll(page, 'appointment date refused on the phone');
  await assertAccessible(page, 'appointment date refused on the phone');

  // A server whose Date the app cannot read: the phone's day is all it has, and the server refuses.
  await page.route('**/api/**', async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers.date;
    await route.fulfill({ response, headers });
  });
  await page.reload();
  await date.waitFor();
  assert.equal(await date.getAttribute('min'), phoneToday);
  await date.fill(phoneToday);
  await page.getByLabel('Appointment time', { exact: true }).fill('09:30');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByText('The appointment date cannot be in the past.').first().waitFor();
  assert.equal(setAppointment(), 1);
  assert.match(
    await describedBy(page, 'Appointment date'),
    /The appointment date cannot be in the past\./,
  );
  await assertNoSideScroll(page, 'appointment date refused by the server');
  await page.context().close();
});

/** Pixels east and south of `from` to `to` on a Web Mercator map at `zoom`. */
function pixelOffset(
  from: { lat: number; lng: number },
  to: { lat: number; lng: number },
  zoom: number,
) {
  const size = 256 * 2 ** zoom;
  const x = (lng: number) => ((lng + 180) / 360) * size;
  const y = (lat: number) => {
    const rad = (lat * Math.PI) / 180;
    return ((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * size;
  };
  return { dx: x(to.lng) - x(from.lng), dy: y(to.lat) - y(from.lat) };
}

test('a place outside South Africa tapped on the registration map is refused at once', async () => {
  const page = await suite.phonePage();
  await fakeMapTiles(page);
  await logIn(page, 'applicant@vets.example');
  await page.waitForURL(/\/verify$/);
  await page.getByRole('button', { name: 'Practice location marker' }).waitFor();

  // Lephalale (inside), then the map zoomed out to 5 and tapped on Mahalapye, Botswana.
  const lephalale = { lat: -23.68, lng: 27.7 };
  const mahalapye = { lat: -23.104, lng: 26.814 };
  await page.getByLabel('Search for a place').fill(`${lephalale.lat}, ${lephalale.lng}`);
  await page.getByLabel('Search for a place').press('Enter');
  await page.getByText(/^Location set to |^No place name is known/).waitFor();
  const zoomOut = page.getByRole('button', { name: 'Zoom out' });
  const settled = () =>
    page.waitForFunction(
      () => !document.querySelector('.leaflet-zoom-anim'), // Leaflet's class while a zoom animates
    );
  for (let zoom = 15; zoom > 5; zoom--) {
    await zoomOut.click();
    await settled();
    await page
      .locator(`img.leaflet-tile[src*="/${zoom - 1}/"]`)
      .first()
      .waitFor({ state: 'attached' });
  }
  const map = (await page.locator('.map-picker').boundingBox())!;
  const { dx, dy } = pixelOffset(lephalale, mahalapye, 5);
  await page.mouse.click(map.x + map.width / 2 + dx, map.y + map.height / 2 + dy);

  await page.getByText('Only locations within South Africa are allowed.').waitFor();
  assert.match(
    await describedBy(page, 'Search for a place'),
    /Only locations within South Africa are allowed\./,
  );
  assert.equal(
    await page.getByRole('heading', { name: 'Thank you for completing the form' }).count(),
    0,
  );
  await assertNoSideScroll(page, 'place outside South Africa');
  await assertAccessible(page, 'place outside South Africa');
  await page.context().close();
});

test('editing a report already sent: the certificate switch is on and the sent file is a link', async () => {
  const order = (await assigned()).find((o) => o.vet_completed);
  assert.ok(order);
  const body = new FormData();
  body.append('inspection_health_state', 'Good');
  body.append('inspection_description', 'Updated with its certificate.');
  body.append(
    'certificate_of_safety',
    new Blob([new Uint8Array(certificatePdf(4096))], { type: 'application/pdf' }),
    'cert.pdf',
  );
  const sent = await fetch(
    `${suite.portal.apiBaseUrl}dashboard/update-inspection-report/${order.id}/`,
    {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${await vetToken()}` },
      body,
    },
  );
  assert.equal(sent.ok, true, `the report was not sent: ${sent.status}`);
  const completed = (await api<ApiOrder[]>('dashboard/get-completed-orders/')).find(
    (o) => o.id === order.id,
  );
  assert.ok(completed?.certificate_of_safety);

  const page = await suite.signedInPage(VET);
  await page.goto('/vet-profile?panel=ManageOrder&tab=completed');
  await page.getByRole('link', { name: `Update order report ${order.order_number}` }).click();
  const certificateSwitch = page.getByRole('switch', {
    name: 'Does the livestock have a health certificate?',
  });
  await certificateSwitch.waitFor();
  assert.equal(await certificateSwitch.isChecked(), true);
  const link = page.getByRole('link', { name: /View the certificate already sent/ });
  assert.equal(await link.getAttribute('target'), '_blank');
  assert.equal(await link.getAttribute('rel'), 'noopener noreferrer');
  const href = (await link.getAttribute('href')) ?? '';
  // The link leads to the file the server keeps for this report (its address, signed or not).
  const sentPath = new URL(completed.certificate_of_safety, suite.portal.baseURL).pathname;
  assert.equal(new URL(href, suite.portal.baseURL).pathname, sentPath);
  await assertNoSideScroll(page, 'report update');
  await assertAccessible(page, 'report update');
  await page.context().close();
});
