// What "Open in Maps" says while the device is offline and the map site cannot load (OfflinePlace.tsx).
// Not in lib/text/messages.ts: only order screens loaded later show it, and that table comes with every first screen.

export const offlineMapMsg = {
  note: 'You are offline, so the map site cannot load. Copy the address or the coordinates into a maps app that works offline, or open the maps app on this phone:',
  townCoordinates: (town: string) => `the town of ${town}`,
  openInApp: 'Open in the maps app',
  copyFailed: 'This browser could not copy it: press and hold the text to copy it instead.',
};
