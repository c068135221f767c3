// Every user-facing message of the spec (verbatim) and the few this product adds, in one table; a
// feature's own words live with it (the report outbox's in src/features/orders/outboxMessages.ts),
// as do those of parts only screens loaded later show (the photo pickers', offline "Open in Maps").
// The ones the server says too are written once in contract/messages.ts and named here.
import { sharedMsg } from '@contract/messages';

export const msg = {
  // Authentication
  bothFieldsRequired: 'Both fields are required.',
  fillAllFields: 'Please fill in all fields.',
  fieldRequired: 'Fill in this field.',
  passwordsDoNotMatch: 'Passwords do not match.',
  acceptTerms: sharedMsg.acceptTerms,
  loginSuccess: 'Login successful',
  registrationSuccess: 'Registration successful',
  loginFailed: 'Error during login',
  registrationFailed: 'Error during registration',
  noResponse: 'No response received from the server.',
  accountDisabled:
    'Account Disabled - Your account has been disabled. Please contact support for assistance.',
  // Application and profile
  applicationSubmitted: 'Application submitted successfully!',
  applicationFailed: 'Failed to submit application. Please try again.',
  reapply: 'Please Re-apply - your last sent application was declined',
  outsideSouthAfrica: 'Only locations within South Africa are allowed.',
  pleaseProvide: (label: string) => `Please provide ${label}.`,
  fileTooLarge: sharedMsg.fileTooLarge,
  fileWrongType: 'Please choose an image or a PDF file.',
  profileUpdated: 'Profile updated successfully.',
  profileFailed: 'Failed to update profile. Please try again.',
  bankUpdated: 'Bank details updated successfully.',
  bankFailed: 'Failed to update bank details. Please try again.',
  reviewTime:
    'Your request will be reviewed and you will receive an answer by email within 2-3 business days.',
  submittedTitle: 'Thank you for completing the form',
  imageWrongType: 'Please choose an image file (for example JPG or PNG).',
  accountNumberInvalid: sharedMsg.accountNumberInvalid,
  confirmAccountNumberMissing:
    'Type the account number again in Confirm account number, so a typo cannot send your money elsewhere.',
  accountNumbersDiffer:
    'The two account numbers differ. Check the number on your bank letter and type it again in both fields.',
  placeSearchEmpty: 'Type the name of a town or place to search.',
  placeNotFound: (query: string) =>
    `No places found for "${query}". Try a nearby town, or drag the marker on the map.`,
  placeSearchFailed:
    'The place search could not be reached. Try again when you have signal, or drag the marker to your practice.',
  placeUnnamed: 'No place name is known for this point; its coordinates are shown instead.',
  myLocationFailed:
    'Your location could not be found. Search for your town or drag the marker instead.',
  // Orders
  appointmentSet: 'Appointment set successfully!',
  appointmentFailed: 'Failed to set appointment.',
  appointmentMissing: 'Please provide both appointment date and time.',
  appointmentLocationMissing: 'Please provide the meeting location.',
  appointmentInPast: sharedMsg.appointmentInPast,
  orderCancelled: 'Order cancelled successfully.',
  cancelFailed: 'Failed to cancel order.',
  reportSent: 'Inspection report sent successfully!',
  reportFailed: 'Failed to send inspection report.',
  reportMissing: 'Please provide health status and description.',
  reportDocumentMissing: 'Please provide the health status document.',
  ordersFetchFailed: 'Failed to fetch vet orders',
  noPendingOrders: 'No pending orders found.',
  noCompletedOrders: 'No completed orders found.',
  noOrder: 'No order details available.',
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
  // Drafts: what the vet typed, kept on the device until it is sent
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
  // A session that ended while a form held unsaved input
  signInToContinue: {
    title: 'Sign in to continue',
    body: 'Your session has ended. What you typed is kept on this device: sign in again to carry on where you left off.',
    submit: 'Sign in',
    logOut: 'Log out instead',
  },
  // Wallet
  walletFetchFailed: 'Failed to load your wallet. Please try again.',
  insufficientBalance: sharedMsg.insufficientBalance,
  noBankAccount: sharedMsg.noBankAccount,
  withdrawFailed: 'Failed to process withdrawal. Please try again.',
  withdrawSuccess: sharedMsg.withdrawSuccess,
  topUpSuccess: 'Order processed successfully!',
  topUpFailed: 'Failed to process order. Please try again.',
  paymentFailed: 'Payment failed. Please try again.',
  loadingTransactions: 'Loading...',
  transactionsFailed: 'Error loading transactions.',
  noTransactions: 'No transaction records found.',
  escrowInfo: 'Funds held temporarily until you complete an order.',
  paymentCancelled: 'Card payment cancelled. Nothing was charged.',
  topUpPending:
    'Your card payment went through, but your wallet has not been credited yet. Try again when you have signal — you will not be charged twice.',
  // Amounts typed by the vet (withdraw, deposit)
  amountMissing: 'Enter an amount.',
  amountNotNumber: 'Enter the amount in numbers only, e.g. 250.00.',
  amountNotPositive: 'Enter an amount greater than zero.',
  amountTooPrecise: 'Use at most two decimals (cents), e.g. 250.75.',
  amountTooLarge: (max: string) => `The amount is too large. Enter at most ${max}.`,
  // Phone-first additions (issue 14)
  firstNameUnlocks: 'Add your first name in your profile to unlock Your wallet and Manage Orders.',
  balanceFailed: 'Your balance could not be loaded, so it is not shown.',
  orderNotFound: 'Order not found',
  orderNotFoundDetail:
    'This order is not on your list: it may belong to another vet, or it was cancelled or removed.',
  cancelOrderEffect:
    'Cancelling takes this order off your list and tells the seller that you will not inspect it. This cannot be undone.',
  completedPreviewLink: 'See the completed-order layout (preview)',
  openInMaps: 'Open in Maps',
  // Previews (sample data, no server)
  previewNote: 'Preview — sample data, not connected to the marketplace yet.',
  noLivestockMatch: 'No livestock matches your search.',
  noTeamMemberMatch: 'No team member matches your search.',
  verifyPreview:
    'Preview — verification is not connected to the marketplace yet. Nothing was changed.',
  nameRequired: 'Please enter a name.',
  surnameRequired: 'Please enter a surname.',
  emailInvalid: 'Please enter a valid email address.',
  invitationPreview: (name: string) =>
    `Preview — no invitation was sent to ${name}. Team invitations are not connected to the marketplace yet.`,
  checklistPreview:
    'Preview — nothing was sent. This checklist is not connected to the marketplace yet.',
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
  listNotSaved: (online: boolean) =>
    online
      ? 'The marketplace server is not answering, and this list is not saved on this device yet. It will load when the server answers: try again in a few minutes.'
      : 'You are offline, and this list is not saved on this device yet. It will load when there is signal.',
  reloadLosesInput: 'Reloading clears what you have typed on this screen. Reload anyway?',
} as const;
