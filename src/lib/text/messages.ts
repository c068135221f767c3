// The words the features share and those of shared code (the spec's texts verbatim, and the few this
// product adds). Each feature's own words live with it, in src/features/<feature>/messages.ts. The
// ones the server says too are written once in contract/messages.ts and named here.
import { sharedMsg } from '@contract/messages';

export const msg = {
  noResponse: 'No response received from the server.',
  pleaseProvide: (label: string) => `Please provide ${label}.`,
  fileTooLarge: sharedMsg.fileTooLarge,
  fileWrongType: 'Please choose an image or a PDF file.',
  imageWrongType: 'Please choose an image file (for example JPG or PNG).',
  reportSent: 'Inspection report sent successfully!',
  cancelOrderQuestion:
    'Cancel this order? The seller is told that you will not inspect it. This cannot be undone.',
  // A part of the screen that failed to draw (components/ErrorBoundary.tsx)
  renderFailed: {
    title: 'This part of the portal could not be shown.',
    body: 'Something in it went wrong. The menu, the other panels and the reports saved on this phone still work. Try again, or open another panel.',
    screenBody:
      'Something in it went wrong. The reports saved on this phone are kept. Try again, or reload the page.',
  },
  // A part whose code never reached this phone (components/ErrorBoundary.tsx)
  codeNotDownloaded: {
    title: 'This part of the portal is not on this phone yet.',
    offline:
      'It is downloaded the first time it opens with signal. It opens by itself when the signal returns.',
    online: 'It could not be downloaded. Try again.',
  },
  // Reports waiting in the outbox, as Log In and Log out say it (the orders feature has the rest)
  outbox: {
    logoutQuestion: (count: number) =>
      `You have ${count} report${count === 1 ? '' : 's'} not sent yet. ${count === 1 ? 'It stays' : 'They stay'} on this device and will be sent after you sign in again. Log out anyway?`,
    waitingOnLogIn: (count: number) =>
      `${count} report${count === 1 ? ' is' : 's are'} waiting on this phone, not sent yet. Sign in and ${count === 1 ? 'it' : 'they'} will be sent.`,
  },
  // Installing the portal on the phone
  install: {
    offer: 'Install the portal: it opens from your home screen, also without signal.',
    button: 'Install the portal',
    iosHow: 'To keep the portal on this phone, tap Share, then Add to Home Screen.',
    iosKeep: (reports: number, drafts: number) =>
      `Safari may clear what this portal keeps on this phone after seven days without use: ${[
        reports ? `${reports} unsent report${reports === 1 ? '' : 's'}` : '',
        drafts ? `${drafts} draft${drafts === 1 ? '' : 's'}` : '',
      ]
        .filter(Boolean)
        .join(
          ' and ',
        )}. Add the portal to your Home Screen (tap Share, then Add to Home Screen) to keep them, and open it with signal soon.`,
    notNow: 'Not now',
  },
  // Amounts typed by the vet (withdraw, deposit)
  amountMissing: 'Enter an amount.',
  amountNotNumber: 'Enter the amount in numbers only, e.g. 250.00.',
  amountNotPositive: 'Enter an amount greater than zero.',
  amountTooPrecise: 'Use at most two decimals (cents), e.g. 250.75.',
  amountTooLarge: (max: string) => `The amount is too large. Enter at most ${max}.`,
  openInMaps: 'Open in Maps',
  // Previews (sample data, no server)
  previewNote: 'Preview — sample data, not connected to the marketplace yet.',
  // Connectivity, in one vocabulary: no signal on the device is "You are offline"; a server that
  // does not answer while the device is online is "The marketplace server is not answering".
  needsConnection: 'You are offline. This needs a connection — try again when you have signal.',
  serverNotAnswering:
    'The marketplace server is not answering. Try again in a few minutes; what you entered is still here.',
  serverBusyRetrying: (seconds: number) =>
    `The marketplace server is busy. Trying again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
  loading: 'Loading...',
  // Offline copies and app updates (service worker)
  offlineBanner: (lastUpdated: string | null) =>
    `You are offline. Showing what was saved on this device${lastUpdated ? `, last updated ${lastUpdated}` : ''}.`,
  staleBanner: (lastUpdated: string | null) =>
    `The marketplace server is not answering. Showing what was saved on this device${lastUpdated ? `, last updated ${lastUpdated}` : ''}.`,
  lastUpdated: (time: string) => `Last updated ${time}`,
  updateAvailable: 'A new version is available',
  offlineReady: 'Ready to work offline',
  offlineDownloading:
    'Getting the portal ready to work without signal. Stay connected until it says it is ready.',
  offlineStalled:
    'Getting the portal ready is taking longer than it should. If it does not say it is ready soon, close the browser completely and open the portal again with signal.',
  offlineUnsupported: 'This browser cannot keep the portal for use without signal.',
  offlineUnavailable:
    'This browser cannot keep the portal for use without signal (private browsing, or offline use blocked). The portal works online as usual: keep a connection while you use it.',
  savedAt: (time: string) => `Saved ${time}`,
  notSavedYet: 'Not saved yet: open it once with signal',
  reloadLosesInput: 'Reloading clears what you have typed on this screen. Reload anyway?',
} as const;

// The photo pickers' words, while a certificate, a document or the profile picture is scaled on the device.
export const photoMsg = {
  processing: 'Processing photo…',
  reduced: (before: string, after: string) => `${before} photo reduced to ${after}.`,
  cleaned: (after: string) => `Photo prepared for sending (${after}): camera details removed.`,
  unreadable:
    'This photo could not be opened: it may be damaged, or in a format this browser cannot read. Choose another photo, or take it again with the camera.',
  takePhoto: 'Take photo',
  photoInstead:
    'A PDF cannot be made smaller on this phone. Take a photo of each page instead: photos are made smaller to fit before they are sent.',
};

// The drafts' words: offered back, discarded, or not kept.
export const draftMsg = {
  continueReport: (orderNumber: string) => `Continue your draft report for ${orderNumber}?`,
  continueApplication: 'Continue your draft application?',
  // A draft is not a report waiting to go: it is sent only once the vet presses the button.
  savedAt: (time: string, button: string) =>
    `Draft kept on this device ${time}. Not sent: it goes only when you press ${button}.`,
  continue: 'Continue',
  discard: 'Discard',
  keep: 'Keep it',
  discardTitle: 'Discard this draft?',
  discardReport: (orderNumber: string) =>
    `What you typed for ${orderNumber} will be deleted from this device.`,
  discardApplication: 'What you entered in your application will be deleted from this device.',
  noSpace:
    'Free some space on the phone: what you type here is not kept on it yet. Delete photos, videos or apps you do not need, or saved lists under Account, On this device.',
  notSaved:
    'What you type here could not be kept on this phone. Keep this page open until you send it.',
};

// What "Open in Maps" says while the device is offline and the map site cannot load (OfflinePlace.tsx).
export const offlineMapMsg = {
  note: 'You are offline, so the map site cannot load. Copy the address or the coordinates into a maps app that works offline, or open the maps app on this phone:',
  townCoordinates: (town: string) => `the town of ${town}`,
  openInApp: 'Open in the maps app',
  copyFailed: 'This browser could not copy it: press and hold the text to copy it instead.',
};
