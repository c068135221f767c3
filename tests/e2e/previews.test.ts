// Browser journeys through the preview panels (sample data): Manage Livestocks and Team Members.
import { teamMsg } from '@/features/team/messages';
import { livestockMsg } from '@/features/livestock/messages';
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { msg } from '@/lib/text/messages';
import { assertAccessible, settledCount, usePortalSuite } from './harness';

const VET = 'verified@vets.example';
const suite = usePortalSuite();

/** The page does not scroll sideways at 360 px: wide tables scroll inside their own box. */
async function assertNoSidewaysScroll(p: Page, where: string) {
  const width = await p.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 360, `${where}: page is ${width}px wide`);
}

/** Signs in as the verified demo vet and opens a panel from the side menu (behind ☰ at 360 px). */
async function openPanel(label: string): Promise<Page> {
  const p = await suite.signedInPage(VET);
  // The portal's own first-visit work (saving the vet's reads for offline) is done first.
  await p.getByRole('alert').filter({ hasText: msg.offlineReady }).waitFor();
  await p.getByRole('button', { name: 'Show menu' }).click();
  await p.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: label }).click();
  await p.getByRole('heading', { name: label, level: 2 }).waitFor();
  return p;
}

/** Records the API requests the page makes from now on (their method and path). */
function recordApiCalls(p: Page): string[] {
  const calls: string[] = [];
  p.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${request.method()} ${url.pathname}`);
  });
  return calls;
}

const dataRows = (p: Page, table: string) =>
  p.getByRole('table', { name: table, exact: true }).locator('tbody tr');

void describe('preview panels', () => {
  void test('Manage Livestocks: tabs, filters, details and profile, all from sample data', async () => {
    const p = await openPanel('Manage Livestocks');
    const apiCalls = recordApiCalls(p);
    await p.getByText(msg.previewNote).waitFor();
    assert.equal(await settledCount(dataRows(p, 'Unverified livestocks'), 5), 5);
    await assertNoSidewaysScroll(p, 'livestock list');
    await assertAccessible(p, 'livestock list');

    const unverifiedTab = p.getByRole('tab', { name: 'Unverified Livestocks', exact: true });
    await unverifiedTab.focus();
    await p.keyboard.press('ArrowRight');
    const verifiedTab = p.getByRole('tab', { name: 'Verified Livestocks', exact: true });
    await p
      .getByRole('tab', { name: 'Verified Livestocks', exact: true, selected: true })
      .waitFor();
    assert.equal(await verifiedTab.getAttribute('aria-selected'), 'true');
    assert.equal(await settledCount(dataRows(p, 'Verified livestocks'), 5), 5);

    await p.getByLabel('Filter Owners').selectOption('Pieter Botha');
    assert.equal(await settledCount(dataRows(p, 'Verified livestocks'), 2), 2);
    await p.getByLabel('Search livestock').fill('merino');
    assert.equal(await settledCount(dataRows(p, 'Verified livestocks'), 1), 1);
    await p.getByLabel('Search livestock').fill('zebra');
    await p.getByText(livestockMsg.noLivestockMatch).waitFor();
    await p.getByLabel('Search livestock').fill('');

    await p.getByRole('link', { name: 'View details of LV-0996' }).click();
    await p.getByRole('heading', { name: 'Livestock details: Bonsmara bull' }).waitFor();
    await assertNoSidewaysScroll(p, 'livestock details');
    await assertAccessible(p, 'livestock details');

    await p.getByRole('link', { name: 'View livestock profile' }).click();
    await p.getByRole('heading', { name: 'Health Certificate' }).waitFor();
    await p.getByText('Dr Naledi Mahlangu').waitFor();
    await p.getByRole('table', { name: 'Registered disease history' }).waitFor();
    await assertNoSidewaysScroll(p, 'livestock profile');
    await assertAccessible(p, 'livestock profile');

    await p.goBack();
    await p.getByRole('heading', { name: 'Livestock details: Bonsmara bull' }).waitFor();
    assert.deepEqual(apiCalls, [], 'the preview calls no API');
    await p.context().close();
  });

  void test('Team Members: filters, the Create Team Member dialog and a member screen', async () => {
    const p = await openPanel('Team Members');
    const apiCalls = recordApiCalls(p);
    await p.getByText(msg.previewNote).waitFor();
    assert.equal(await settledCount(dataRows(p, 'Team members'), 6), 6);
    await assertNoSidewaysScroll(p, 'team list');
    await assertAccessible(p, 'team list');

    await p.getByLabel('Filter Vehicle').selectOption('Bakkie');
    assert.equal(await settledCount(dataRows(p, 'Team members'), 2), 2);
    await p.getByLabel('Filter Vehicle').selectOption('All');

    await p.getByRole('button', { name: 'Add New Member' }).click();
    const dialog = p.getByRole('dialog', { name: 'Create Team Member' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    await dialog.getByText(teamMsg.nameRequired).waitFor();
    await assertAccessible(p, 'create team member dialog');
    await dialog.getByLabel('Name', { exact: true }).fill('Lindiwe');
    await dialog.getByLabel('Surname').fill('Khoza');
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await p.getByText(teamMsg.invitationPreview('Lindiwe Khoza')).waitFor();

    await p.getByRole('button', { name: 'Add New Member' }).click();
    await p.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    await p.getByRole('link', { name: 'View Ayanda Zulu' }).click();
    await p.getByRole('heading', { name: 'VET Details' }).waitFor();
    await p.getByRole('heading', { name: 'Clinic Details' }).waitFor();
    await p.getByRole('table', { name: 'Order History' }).waitFor();
    await assertNoSidewaysScroll(p, 'team member');
    await assertAccessible(p, 'team member');

    await p.goBack();
    await p.getByRole('table', { name: 'Team members' }).waitFor();
    assert.deepEqual(apiCalls, [], 'the preview calls no API');
    await p.context().close();
  });

  void test('the completed-order mock-up: sample appointment, then the True/False checklist', async () => {
    const p = await suite.signedInPage(VET);
    await p.getByRole('alert').filter({ hasText: msg.offlineReady }).waitFor();
    await p.goto('/vet-profile?panel=CompletedOrderPreview&order=1');
    await p.getByRole('heading', { name: 'Step 1: Make appointment' }).waitFor();
    const apiCalls = recordApiCalls(p); // from here on: the app itself loaded the profile
    await p.getByText(msg.previewNote).waitFor();
    await assertNoSidewaysScroll(p, 'order preview step 1');
    await assertAccessible(p, 'order preview step 1');

    await p.getByRole('button', { name: 'Skip' }).click();
    await p
      .getByRole('heading', { name: 'Step 2: Update Report - Health Check Feedback' })
      .waitFor();
    await p
      .getByRole('group', { name: 'Animal type' })
      .getByRole('radio', { name: 'True' })
      .check();
    await p.getByRole('button', { name: 'Confirm' }).click();
    await p.getByText('1 True, 0 False, 9 not answered.', { exact: false }).waitFor();
    await assertNoSidewaysScroll(p, 'order preview step 2');
    await assertAccessible(p, 'order preview step 2');
    assert.deepEqual(apiCalls, [], 'the mock-up calls no API');
    await p.context().close();
  });
});
