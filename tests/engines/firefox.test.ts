// The field journey in Firefox: a report filed without signal is saved on the device and sent
// exactly once, also with the portal on a CDN-like host and the API on another origin, and after
// the vet opened its report step and left it at once; and a first visit whose Log In code or
// libraries broke off mid-download comes back.
import { test } from 'node:test';
import { brokenDownloadJourney, fieldJourney, LIBRARIES, LOG_IN_CODE } from './journey';
import { firefoxAvailable, launchFirefox, FIREFOX_PATH } from './firefox';

void test('Firefox is installed (apt-get install firefox-esr)', () => {
  if (!firefoxAvailable()) throw new Error(`no Firefox at ${FIREFOX_PATH}`);
});

void test('Firefox: a report filed offline is saved on the device and sent once on return', async () => {
  await fieldJourney(launchFirefox, { leaveAtOnce: false });
});

void test('Firefox: the same on a CDN-like host (Vary: Origin, ETags, max-age=0), the API on another origin', async () => {
  await fieldJourney(launchFirefox, { leaveAtOnce: false, host: 'cdn' });
});

void test('Firefox: leaving a report step at once by a page load does not hang a later save', async () => {
  await fieldJourney(launchFirefox, { leaveAtOnce: true });
});

void test('Firefox: Log In whose code broke off mid-download comes back by itself', async () => {
  await brokenDownloadJourney(launchFirefox, LOG_IN_CODE);
});

void test('Firefox: a first visit whose libraries broke off mid-download comes back on Reload', async () => {
  await brokenDownloadJourney(launchFirefox, LIBRARIES);
});
