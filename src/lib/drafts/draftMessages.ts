// What the drafts say: offered back, discarded, or not kept. Apart from lib/text/messages.ts, which every
// first screen loads (Log In among them): only the portal's and the application's screens show these.

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
