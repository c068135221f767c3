// The day at a glance, offline at 360 px on a phone in South Africa: pending orders soonest appointment first with
// "Today" and "Tomorrow", the report step says when and where, and "Add to calendar" saves an .ics made on the phone.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import { todayInSouthAfrica } from '../../contract/rules/appointment';
import { apiAs, usePortalSuite } from './harness';
import { logInControlled, openFresh } from './pwa-support';

const VET = 'verified@vets.example';
const suite = usePortalSuite();
const SHOTS = process.env.SCREENSHOT_DIR ?? '/tmp';

interface ApiOrder {
  id: number;
  order_number: string;
  appointment_date: string | null;
  vet_completed: boolean;
}

/** yyyy-MM-dd as the API's dd-MM-yyyy. */
const wire = (day: string) => `${day.slice(8)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;

async function setAppointment(orderId: number, date: string, time: string, place: string) {
  const token = await suite.portal.tokenFor(VET);
  const response = await fetch(`${suite.portal.apiBaseUrl}dashboard/set-appointment/${orderId}/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({
      appointment_date: date,
      appointment_time: time,
      appointment_location: place,
    }),
  });
  assert.ok(response.ok, `appointment for order ${orderId}: ${response.status}`);
}

test('offline, the pending orders show their appointments soonest first and one goes to the calendar', async () => {
  const now = new Date();
  const today = todayInSouthAfrica(now);
  const tomorrow = todayInSouthAfrica(new Date(now.getTime() + 24 * 60 * 60 * 1000));
  const pending = (await apiAs<ApiOrder[]>(suite.portal, VET, 'dashboard/assigned-orders/')).filter(
    (order) => !order.vet_completed,
  );
  const open = pending.filter((order) => !order.appointment_date);
  assert.ok(open.length >= 2, 'two pending orders without an appointment');
  const [first, second] = open as [ApiOrder, ApiOrder];
  // Listed after the other: the list must put it first by its time, not by the server's order.
  await setAppointment(second.id, wire(today), '11:45 PM', 'Kraal 3, Lichtenburg');
  await setAppointment(first.id, wire(tomorrow), '07:15 AM', 'Wellwood sheep pens');

  const page = await suite.phonePage({ timezoneId: 'Africa/Johannesburg' });
  await logInControlled(page, suite.portal.baseURL, VET);
  await page.goto(`${suite.portal.baseURL}/vet-profile?panel=ManageOrder`);
  await page.getByRole('table', { name: 'Pending orders' }).getByRole('row').nth(1).waitFor();
  await page.close();

  // No signal: the portal opens from the device.
  const offline = await openFresh(
    page.context(),
    suite.portal.baseURL,
    '/vet-profile?panel=ManageOrder',
    {
      offline: true,
    },
  );
  const table = offline.getByRole('table', { name: 'Pending orders' });
  await table.getByRole('row').nth(1).waitFor();
  // The spec's columns stay, the appointment beside them.
  const headers = await table.getByRole('columnheader').allInnerTexts();
  assert.deepEqual(
    headers.map((text) => text.trim()),
    ['Order Number', 'Livestock Location', 'Appointment', 'Amount', 'Actions'],
  );
  const rows = table.locator('tbody tr');
  const firstRow = await rows.nth(0).innerText();
  const secondRow = await rows.nth(1).innerText();
  assert.match(firstRow, new RegExp(second.order_number));
  assert.match(firstRow, /Today, 11:45\sPM/);
  assert.match(firstRow, /Kraal 3, Lichtenburg/);
  assert.match(secondRow, new RegExp(first.order_number));
  assert.match(secondRow, /Tomorrow, 07:15\sAM/);
  assert.doesNotMatch(firstRow + secondRow, /SA time/); // the phone is in South Africa
  // Every row soonest first: the moments the rows name, in order.
  const moments = await table
    .locator('tbody tr time')
    .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
  assert.equal(moments.length, await rows.count());
  assert.deepEqual(moments, [...moments].sort());
  assert.ok(
    await offline.evaluate(() => document.documentElement.scrollWidth <= 360),
    'the list fits 360 px',
  );
  await offline.screenshot({ path: `${SHOTS}/day-at-a-glance-360.png`, fullPage: true });

  // The report step says when and where, offline too.
  await table.getByRole('link', { name: `View order ${second.order_number}` }).click();
  const card = offline.getByRole('region', { name: 'Appointment' });
  await card.waitFor();
  assert.match(await card.innerText(), /When:?\s*Today, 11:45\sPM/);
  assert.match(await card.innerText(), /Where:?\s*Kraal 3, Lichtenburg/);
  await offline.screenshot({ path: `${SHOTS}/report-step-appointment-360.png`, fullPage: true });

  // "Add to calendar": an .ics file made on the phone, with no signal.
  const [download] = await Promise.all([
    offline.waitForEvent('download'),
    card.getByRole('button', { name: `Add to calendar ${second.order_number}` }).click(),
  ]);
  assert.equal(download.suggestedFilename(), `${second.order_number}.ics`);
  const text = await readFile(await download.path(), 'utf8');
  assert.ok(text.startsWith('BEGIN:VCALENDAR\r\n'));
  assert.ok(text.endsWith('END:VCALENDAR\r\n'));
  const lines = text.replace(/\r\n /g, '').split('\r\n');
  // 11:45 PM in South Africa (UTC+2) is 21:45 UTC the same day.
  assert.ok(lines.includes(`DTSTART:${today.replace(/-/g, '')}T214500Z`), text);
  assert.ok(
    lines.includes(`UID:order-${second.id}-appointment@${new URL(suite.portal.baseURL).host}`),
  );
  assert.ok(lines.some((line) => line.startsWith('DTSTAMP:')));
  assert.ok(lines.includes('LOCATION:Kraal 3\\, Lichtenburg'));
  assert.ok(lines.some((line) => line.startsWith(`SUMMARY:Inspection ${second.order_number}`)));
  await offline.context().close();
});
