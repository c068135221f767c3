// The field journey in WebKit (Safari's engine): a report filed without signal is saved on the
// device and sent exactly once, also with the portal on a CDN-like host and the API on another
// origin, and after the vet opened its report step and left it at once; a first visit whose Log In
// code or libraries broke off mid-download comes back; and a registration WebKit left stuck is said.
import { test } from 'node:test';
import { brokenDownloadJourney, fieldJourney, LIBRARIES, LOG_IN_CODE } from './journey';
import { launchWebKit, webkitAvailable, MINIBROWSER_PATH } from './webkit';

void test('WebKit is installed (apt-get install webkit2gtk-driver xvfb)', () => {
  if (!webkitAvailable()) throw new Error(`no MiniBrowser at ${MINIBROWSER_PATH}`);
});

void test('WebKit: a report filed offline is saved on the device and sent once on return', async () => {
  await fieldJourney(launchWebKit, { leaveAtOnce: false });
});

void test('WebKit: the same on a CDN-like host (Vary: Origin, ETags, max-age=0), the API on another origin', async () => {
  await fieldJourney(launchWebKit, { leaveAtOnce: false, host: 'cdn' });
});

void test('WebKit: leaving a report step at once by a page load does not hang a later save', async () => {
  await fieldJourney(launchWebKit, { leaveAtOnce: true });
});

void test('WebKit: Log In whose code broke off mid-download comes back by itself', async () => {
  await brokenDownloadJourney(launchWebKit, LOG_IN_CODE);
});

void test('WebKit: a first visit whose libraries broke off mid-download comes back on Reload', async () => {
  await brokenDownloadJourney(launchWebKit, LIBRARIES);
});
