// What the photo pickers say while a certificate, a document or the profile picture is scaled on the device.
// Not in lib/text/messages.ts: only forms loaded later show them, and that table comes with every first screen.

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
