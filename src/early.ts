// Runs before the app's code (its own small entry in index.html): starts the portal's saved reads at once, and watches that the app starts.
import { watchAppStart } from '@/lib/appStart';
import { getConfig } from '@/lib/config';
import { startEarlyReads } from '@/lib/earlyReads';
import { readToken } from '@/lib/storedToken';

startEarlyReads(
  window.location,
  readToken(),
  'serviceWorker' in navigator && navigator.serviceWorker.controller !== null,
  getConfig().apiBaseUrl,
);

watchAppStart();
