// Browser journeys of the application: apply with documents and an offline map search, get verified,
// fill in the forced Account panel to unlock the portal; a declined vet re-applies.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { runAdminCommand } from '../../server/admin/commands';
import {
  assertAccessible,
  countRequests,
  fakeMapTiles,
  logIn,
  PNG,
  usePortalSuite,
} from './harness';

const suite = usePortalSuite();

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

async function page(): Promise<Page> {
  const p = await suite.phonePage();
  await fakeMapTiles(p);
  return p;
}

async function chooseDocuments(p: Page) {
  await p
    .getByLabel('Identity Document')
    .setInputFiles({ name: 'id.png', mimeType: 'image/png', buffer: PNG });
  await p.getByLabel('Proof of Qualification').setInputFiles({
    name: 'degree.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await p
    .getByLabel('Certification')
    .setInputFiles({ name: 'cert.pdf', mimeType: 'application/pdf', buffer: PDF });
  await p.getByLabel('SAVC Practice Licence').setInputFiles({
    name: 'savc.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await p.getByRole('button', { name: 'Remove savc.pdf' }).waitFor();
}

void describe('applying as a vet', () => {
  void test('the entry bundle holds no Leaflet code', async () => {
    const html = await (await fetch(`${suite.portal.baseURL}/index.html`)).text();
    const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
    assert.ok(scripts.length > 0);
    for (const script of scripts) {
      const code = await (await fetch(`${suite.portal.baseURL}${script}`)).text();
      assert.equal(/_leaflet_id|leaflet-container/.test(code), false, `${script} contains Leaflet`);
    }
  });

  void test('a new vet applies, finds a town offline, is verified and unlocks the portal', async () => {
    const p = await page();
    const context = p.context();
    await logIn(p, 'applicant@vets.example');
    await p.waitForURL(/\/verify$/);
    await p.getByRole('heading', { name: 'Register your clinic' }).waitFor();
    await p.getByRole('button', { name: 'Practice location marker' }).waitFor(); // the map loaded
    await assertAccessible(p, 'application form');

    await p.getByLabel('Clinic Name').fill('Magalies Farm Vets');
    await p.getByLabel('Phone Number').fill('82 555 0142');
    await p.getByLabel('ID Number').fill('8001015009087');
    await p.getByLabel('Qualification Type').selectOption('Degree');
    await chooseDocuments(p);

    await context.setOffline(true);
    await p.getByLabel('Search for a place').fill('Brits');
    await p.getByLabel('Search for a place').press('Enter');
    const results = p.getByRole('list', { name: 'Search results' });
    await results.getByRole('button', { name: 'Brits, North West, South Africa' }).click();
    const chosen = p.getByLabel('Chosen location');
    assert.equal(await chosen.inputValue(), 'Brits, North West, South Africa');
    assert.equal(await p.getByLabel('Address').inputValue(), 'Brits, North West');

    // Drag the marker a little: it is named again from the embedded towns, still offline.
    const marker = p.getByRole('button', { name: 'Practice location marker' });
    const before = await chosen.getAttribute('aria-describedby');
    const hintBefore = await p.locator(`[id="${before}"]`).textContent();
    const box = (await marker.boundingBox())!;
    await p.mouse.move(box.x + box.width / 2, box.y + box.height - 2);
    await p.mouse.down();
    await p.mouse.move(box.x + 80, box.y + 60, { steps: 8 });
    await p.mouse.up();
    await p.getByText(/^Location set to .*Brits, North West, South Africa\.$/).waitFor();
    await p.waitForFunction(([id, old]) => document.getElementById(id!)?.textContent !== old, [
      before,
      hintBefore,
    ] as const);
    await context.setOffline(false);

    await p.getByRole('button', { name: 'Submit' }).click();
    await p.getByRole('heading', { name: 'Thank you for completing the form' }).waitFor();
    await p.getByText('Application submitted successfully!').waitFor();
    await p.getByText(/within 2-3 business days/).waitFor();
    await assertAccessible(p, 'submitted');

    const verified = runAdminCommand(['verify', 'applicant@vets.example'], suite.portal.dataDir);
    assert.equal(verified.exitCode, 0, verified.message);

    await p.getByRole('button', { name: 'Back to Login' }).click();
    await p.getByRole('heading', { name: 'Log In' }).waitFor();
    await logIn(p, 'applicant@vets.example');
    await p.waitForURL('**/vet-profile**');
    await p.getByRole('heading', { name: 'Account' }).waitFor();
    await p.getByText(/unlock Your wallet and Manage Orders/).waitFor();
    assert.equal(await p.getByLabel('Clinic Name').inputValue(), 'Magalies Farm Vets');
    await assertAccessible(p, 'account panel');

    await p.getByLabel('First Name').fill('Sipho');
    await p.getByLabel('Surname').fill('Dube');
    await p.getByLabel('Phone Number').fill('82 555 0142');
    await p.getByRole('button', { name: 'Save profile' }).click();
    await p.getByText('Profile updated successfully.').waitFor();

    await p.getByRole('button', { name: 'Show menu' }).click();
    const menu = p.getByRole('navigation', { name: 'Portal' });
    await menu.getByRole('link', { name: 'Your wallet' }).waitFor();
    await menu.getByRole('link', { name: 'Manage Orders' }).waitFor();
    await menu.getByText('Sipho Dube').waitFor();
    await context.close();
  });

  void test('the pending screen tells the review time', async () => {
    const p = await page();
    await logIn(p, 'pending@vets.example');
    await p.waitForURL(/\/pending$/);
    await p.getByText(/within 2-3 business days/).waitFor();
    await assertAccessible(p, 'pending');
    await p.context().close();
  });

  void test('a declined vet re-applies', async () => {
    const p = await page();
    const reapplications = countRequests(p, '/api/dashboard/reapply/', 'PATCH');
    await logIn(p, 'declined@vets.example');
    await p.waitForURL(/\/verify$/);
    await p.getByText('Please Re-apply - your last sent application was declined').waitFor();
    assert.equal(await p.getByLabel('Clinic Name').inputValue(), 'Midlands Livestock Vet');
    assert.equal(await p.getByLabel('ID Number').count(), 0);
    await chooseDocuments(p);
    await p.getByRole('button', { name: 'Submit' }).click();
    await p.getByRole('heading', { name: 'Thank you for completing the form' }).waitFor();
    assert.equal(reapplications(), 1);
    await p.context().close();
  });
});
