// Phone photos in Chromium at 360 px: a 7 MB 12 MP certificate photo is scaled on the device and
// arrives as a JPEG of at most 2000 px under 5 MB; an EXIF-rotated photo arrives upright without its
// metadata; a damaged photo gets a clear message; PDFs pass unchanged (and over 5 MB still fail).
import { ordersMsg } from '@/features/orders/messages';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { scalingNote } from '@/lib/images/photoRules';
import { msg, photoMsg } from '@/lib/text/messages';
import { apiAs, assertAccessible, logIn, usePortalSuite } from './harness';
import { drawJpeg, jpegSize } from './photo-support';

/** The file path of a media URL (the server signs it with a query string that expires). */
const mediaPath = (url: string | null | undefined) => new URL(url ?? '', 'http://portal').pathname;

const VET = 'verified@vets.example';
const MB = 1024 * 1024;
const suite = usePortalSuite();
const api = <T>(path: string) => apiAs<T>(suite.portal, VET, path);
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

interface ApiOrder {
  id: number;
  order_number: string;
  appointment_date: string | null;
  vet_completed: boolean;
  certificate_of_safety: string | null;
}
interface ApiProfile {
  profile_picture: string | null;
  bank_confirmation_certificate: string | null;
}

/** A phone: 360 px wide, touch screen (so the portal offers "Take photo"), signed in. */
async function phone(): Promise<Page> {
  const page = await suite.phonePage({ hasTouch: true, isMobile: true });
  await logIn(page, VET);
  await page.waitForURL('**/vet-profile**');
  return page;
}

const SECRET = 'GPS -25.8603 28.1894 farm gate';

/** The JPEG with an Exif segment after its start: orientation 6 (turn 90° clockwise) and a "GPS" text. */
function withExifOrientation6(jpeg: Buffer): Buffer {
  const tiff = Buffer.from([
    ...[0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 8], // big-endian TIFF, first IFD at 8
    ...[0x00, 0x01], // one entry
    ...[0x01, 0x12, 0x00, 0x03, 0, 0, 0, 1, 0x00, 0x06, 0, 0], // Orientation, SHORT, 1, = 6
    ...[0, 0, 0, 0], // no next IFD
  ]);
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff, Buffer.from(SECRET)]);
  const length = payload.length + 2;
  const app1 = Buffer.concat([Buffer.from([0xff, 0xe1, length >> 8, length & 0xff]), payload]);
  return Buffer.concat([jpeg.subarray(0, 2), app1, jpeg.subarray(2)]);
}

async function download(path: string): Promise<Uint8Array> {
  const response = await fetch(`${suite.portal.baseURL}${path}`);
  assert.equal(response.status, 200);
  return new Uint8Array(await response.arrayBuffer());
}

/** The file's note ("… photo reduced to …") once the photo has been prepared. */
async function photoNote(page: Page): Promise<string> {
  const note = page.getByText(/photo reduced to|Photo prepared for sending/);
  await note.waitFor({ timeout: 30_000 });
  return (await note.innerText()).replace(/\u00a0/g, ' ');
}

async function openReport(page: Page, order: ApiOrder): Promise<void> {
  await page.goto(`/vet-profile?panel=ManageOrder&order=${order.id}`);
  await page.getByRole('heading', { name: 'Update Report - Health Check Feedback' }).waitFor();
  await page.getByRole('switch', { name: 'Does the livestock have a health certificate?' }).check();
}

describe('phone photos', () => {
  test('a 4000×3000 photo of 7 MB is accepted as a certificate and arrives as a JPEG ≤ 2000 px, < 5 MB', async () => {
    const order = (await api<ApiOrder[]>('dashboard/assigned-orders/')).find(
      (o) => !o.vet_completed && o.appointment_date,
    )!;
    const page = await phone();
    const photo = await drawJpeg(page, { width: 4000, height: 3000, noise: 8 });
    assert.deepEqual(jpegSize(photo), { width: 4000, height: 3000 });
    assert.ok(photo.length > 6 * MB && photo.length < 9 * MB, `about 7 MB: ${photo.length}`);

    await openReport(page, order);
    await page.getByRole('radio', { name: 'Good' }).check();
    await page.getByRole('textbox', { name: 'Description' }).fill('Ten Bonsmara heifers, sound.');
    const camera = page.getByLabel('Take photo for Health certificate');
    assert.equal(await camera.getAttribute('capture'), 'environment');
    assert.equal(await camera.getAttribute('accept'), 'image/*');
    const field = page.getByLabel('Health certificate', { exact: true });
    await field.setInputFiles({
      name: 'IMG_20261123_101500.jpg',
      mimeType: 'image/jpeg',
      buffer: photo,
    });
    const note = await photoNote(page);
    await page.getByRole('button', { name: 'Cancel IMG_20261123_101500.jpg' }).waitFor();
    await page
      .locator('.file-input')
      .filter({ has: field })
      .screenshot({ path: join(process.cwd(), 'test-results', 'photos-certificate-field.png') });
    assert.equal(await page.getByText(msg.fileTooLarge).count(), 0);
    await assertAccessible(page, 'certificate field with Take photo and the size note');

    const before = (await suite.portal.stats()).reports;
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Inspection report sent successfully!').waitFor({ timeout: 30_000 });
    assert.equal((await suite.portal.stats()).reports, before + 1);

    const sent = (await api<ApiOrder[]>('dashboard/get-completed-orders/')).find(
      (o) => o.id === order.id,
    )!;
    assert.match(mediaPath(sent.certificate_of_safety), /^\/media\/[\w-]+\.jpg$/);
    const stored = await download(sent.certificate_of_safety!);
    const size = jpegSize(stored);
    assert.ok(Math.max(size.width, size.height) <= 2000, `long edge ${size.width}×${size.height}`);
    assert.deepEqual(size, { width: 2000, height: 1500 });
    assert.ok(stored.length < 5 * MB, `${stored.length} bytes`);
    // What the vet was told matches what arrived.
    assert.equal(note, scalingNote(photo.length, stored.length));
    assert.match(note, /^\d\.\d MB photo reduced to \d+ KB\.$/);
    // And it is the file the server keeps in its media folder.
    const name = mediaPath(sent.certificate_of_safety).slice('/media/'.length);
    assert.ok(readdirSync(join(suite.portal.dataDir, 'media')).includes(name));
    await page.context().close();
  });

  test('Confirm pressed while the photo is still being processed waits, then sends the scaled photo once', async () => {
    const order = (await api<ApiOrder[]>('dashboard/assigned-orders/')).find(
      (o) => !o.vet_completed && o.appointment_date,
    )!;
    const page = await phone();
    const photo = await drawJpeg(page, { width: 4000, height: 3000, noise: 8 });
    await openReport(page, order);
    await page.getByRole('radio', { name: 'Average' }).check();
    await page.getByRole('textbox', { name: 'Description' }).fill('Six Dorpers, one lame.');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 }); // a slow phone: seconds, not ms
    // At 20× on a busy machine choosing the file alone can outlast the default 30 s.
    await page
      .getByLabel('Health certificate', { exact: true })
      .setInputFiles(
        { name: 'IMG_0002.jpg', mimeType: 'image/jpeg', buffer: photo },
        { timeout: 90_000 },
      );
    await page.getByText(photoMsg.processing).waitFor();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.getByText('Inspection report sent successfully!').waitFor({ timeout: 60_000 });
    assert.equal(await page.getByText(ordersMsg.reportDocumentMissing).count(), 0);

    const sent = (await api<ApiOrder[]>('dashboard/get-completed-orders/')).find(
      (o) => o.id === order.id,
    )!;
    const stored = await download(sent.certificate_of_safety!);
    assert.deepEqual(jpegSize(stored), { width: 2000, height: 1500 });
    const stats = await suite.portal.stats();
    assert.equal(stats.requests[`/api/dashboard/send-inspection-report/${order.id}/`], 1);
    await page.context().close();
  });

  test('an EXIF-rotated photo (orientation 6) arrives upright, without its metadata', async () => {
    const page = await phone();
    const sideways = withExifOrientation6(
      await drawJpeg(page, { width: 400, height: 200, halves: true }),
    );
    await page.goto('/vet-profile?panel=Account');
    await page
      .getByLabel('Profile picture', { exact: true })
      .setInputFiles({ name: 'me.jpeg', mimeType: 'image/jpeg', buffer: sideways });
    await photoNote(page);
    await page.getByRole('button', { name: 'Remove me.jpg' }).waitFor();
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Profile updated successfully.').waitFor();

    const { profile_picture: url } = await api<ApiProfile>('profile/');
    assert.match(mediaPath(url), /\.jpg$/);
    const stored = await download(url!);
    assert.deepEqual(jpegSize(stored), { width: 200, height: 400 });
    const text = Buffer.from(stored).toString('latin1');
    assert.ok(!text.includes('Exif') && !text.includes(SECRET), 'the metadata is gone');
    // Upright: the photo's left (red) is now the top, its right (blue) the bottom.
    const [top, bottom] = await page.evaluate(async (path) => {
      const bitmap = await createImageBitmap(await (await fetch(path)).blob());
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      return [50, 350].map((y) => Array.from(context.getImageData(100, y, 1, 1).data.slice(0, 3)));
    }, url!);
    const red = 0;
    const blue = 2; // channel indexes
    assert.ok(top && top[red]! > 200 && top[blue]! < 60, `top is red: ${String(top)}`);
    assert.ok(
      bottom && bottom[blue]! > 200 && bottom[red]! < 60,
      `bottom is blue: ${String(bottom)}`,
    );
    await page.context().close();
  });

  test('a damaged photo gets a clear message; PDFs pass unchanged, and over 5 MB get the spec message', async () => {
    const page = await phone();
    await page.goto('/vet-profile?panel=Account');
    const field = page.getByLabel('Bank Confirmation Certificate', { exact: true });
    const damaged = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.alloc(40_000, 0x5a),
    ]);
    await field.setInputFiles({ name: 'broken.jpg', mimeType: 'image/jpeg', buffer: damaged });
    await page.getByRole('alert').filter({ hasText: photoMsg.unreadable }).waitFor();
    assert.equal(await field.getAttribute('aria-invalid'), 'true');
    assert.equal(await page.getByRole('button', { name: /^Remove broken/ }).count(), 0);

    const big = Buffer.alloc(5 * MB + 1, 1);
    big.write('%PDF-1.4\n');
    await field.setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: big });
    await page.getByRole('alert').filter({ hasText: 'File size exceeds 5MB limit.' }).waitFor();
    assert.equal(await page.getByRole('button', { name: /^Remove scan/ }).count(), 0);

    // A PDF bank letter arrives byte for byte, with no note.
    const letter = Buffer.alloc(1 * MB, 3);
    letter.write('%PDF-1.4\n');
    await field.setInputFiles({
      name: 'bank-letter.pdf',
      mimeType: 'application/pdf',
      buffer: letter,
    });
    await page.getByRole('button', { name: 'Remove bank-letter.pdf' }).waitFor();
    assert.equal(await page.getByText(/photo reduced to|Photo prepared/).count(), 0);
    assert.equal(await field.getAttribute('aria-invalid'), null);
    await page.getByRole('button', { name: 'Save bank details' }).click();
    await page.getByText('Bank details updated successfully.').waitFor();
    const { bank_confirmation_certificate: url } = await api<ApiProfile>('profile/');
    assert.match(mediaPath(url), /\.pdf$/);
    assert.equal(sha256(await download(url!)), sha256(letter));
    await page.context().close();
  });
});
