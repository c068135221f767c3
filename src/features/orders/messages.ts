// The orders feature's own words (the spec's texts verbatim): Manage Orders, the wizard, and the reports the outbox holds (see reportOutbox.ts).
import { sharedMsg } from '@contract/messages';

export const outboxMsg = {
  savedOnDevice: 'Saved on this device',
  willSendAutomatically:
    'Your report is saved on this device and will be sent automatically when there is signal. You can leave this page.',
  signInToSend: 'Sign in to send',
  waitingForSignal: 'Waiting for signal',
  signInToSendDetail:
    'Your session has ended. Sign in again and the reports waiting on this device will be sent.',
  offline: 'You are offline. It will be sent automatically when there is signal.',
  serverNotAnswering:
    'The marketplace server is not answering. It will be tried again automatically.',
  timedOut: 'The upload timed out. It will be tried again automatically.',
  serverBusy: 'The server is busy. It will be tried again automatically.',
  serverTrouble: (status: number) =>
    `The server could not take the report just now (${status}). It will be tried again automatically.`,
  refusedByServer:
    'The marketplace server refused this report. It is kept on this phone. Details: the server answers this phone, but turned the report away before reading it (its CORS settings may not allow this site). It will be tried again automatically.',
  notTheServer:
    'The network answered with a web page instead of the server (a Wi-Fi sign-in page?). It will be tried again automatically.',
  corruptCertificate:
    'The certificate stored on this device is damaged. Edit the report and choose the file again.',
  quotaExceeded:
    'Free some space on the phone: the report is not saved yet. Delete photos, videos or apps you do not need, or saved lists under Account, On this device. Then press Confirm again; your answers are still here.',
  saveFailed: 'The report could not be saved on this device. Please try again.',
  saveTimedOut:
    'This phone did not save the report in time. Your answers are still here: press Confirm again. If it happens again, close the portal and open it again; your answers are kept as a draft.',
  notSignedIn: 'Sign in again to file this report.',
  otherAccounts: (count: number) =>
    `${count} report${count === 1 ? '' : 's'} on this device belong${count === 1 ? 's' : ''} to another vet. ${count === 1 ? 'It stays' : 'They stay'} here and ${count === 1 ? 'is' : 'are'} sent only when that vet signs in.`,
  discardQuestion:
    'Discard this report? It has not reached the server and will be deleted from this device.',
  discarded: 'Report discarded.',
  empty: 'No reports are waiting. Everything you filed has been sent.',
  gone: 'This report is no longer on this device.',
  states: {
    queued: 'Waiting to send',
    sending: 'Sending',
    sent: 'Sent',
    'needs-attention': 'Needs attention',
    'waiting-for-sign-in': 'Sign in to send',
  },
} as const;

export const ordersMsg = {
  // Orders
  appointmentSet: 'Appointment set successfully!',
  appointmentFailed: 'Failed to set appointment.',
  appointmentMissing: 'Please provide both appointment date and time.',
  appointmentLocationMissing: 'Please provide the meeting location.',
  appointmentInPast: sharedMsg.appointmentInPast,
  orderCancelled: 'Order cancelled successfully.',
  cancelFailed: 'Failed to cancel order.',
  reportFailed: 'Failed to send inspection report.',
  reportMissing: 'Please provide health status and description.',
  reportDocumentMissing: 'Please provide the health status document.',
  ordersFetchFailed: 'Failed to fetch vet orders',
  noPendingOrders: 'No pending orders found.',
  noCompletedOrders: 'No completed orders found.',
  noOrder: 'No order details available.',
  orderNotFound: 'Order not found',
  orderNotFoundDetail:
    'This order is not on your list: it may belong to another vet, or it was cancelled or removed.',
  cancelOrderEffect:
    'Cancelling takes this order off your list and tells the seller that you will not inspect it. This cannot be undone.',
  completedPreviewLink: 'See the completed-order layout (preview)',
  listNotSaved: (online: boolean) =>
    online
      ? 'The marketplace server is not answering, and this list is not saved on this device yet. It will load when the server answers: try again in a few minutes.'
      : 'You are offline, and this list is not saved on this device yet. It will load when there is signal.',
} as const;
