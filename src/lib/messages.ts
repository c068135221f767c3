// Every user-facing message of the spec (verbatim), plus the few this product adds, in one table.

export const msg = {
  // Authentication
  bothFieldsRequired: 'Both fields are required.',
  fillAllFields: 'Please fill in all fields.',
  passwordsDoNotMatch: 'Passwords do not match.',
  acceptTerms: 'You must accept the terms and conditions.',
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
  fileTooLarge: 'File size exceeds 5MB limit.',
  fileWrongType: 'Please choose an image or a PDF file.',
  profileUpdated: 'Profile updated successfully.',
  profileFailed: 'Failed to update profile. Please try again.',
  bankUpdated: 'Bank details updated successfully.',
  bankFailed: 'Failed to update bank details. Please try again.',
  reviewTime:
    'Your request will be reviewed and you will receive an answer by email within 2-3 business days.',
  // Orders
  appointmentSet: 'Appointment set successfully!',
  appointmentFailed: 'Failed to set appointment.',
  appointmentMissing: 'Please provide both appointment date and time.',
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
  // Wallet
  walletFetchFailed: 'Failed to load your wallet. Please try again.',
  insufficientBalance: 'Insufficient Balance',
  noBankAccount: 'No Bank Account - Go To Settings',
  withdrawFailed: 'Failed to process withdrawal. Please try again.',
  withdrawSuccess: 'Disbursement will be made within 24 - 48 business hours.',
  topUpSuccess: 'Order processed successfully!',
  topUpFailed: 'Failed to process order. Please try again.',
  paymentFailed: 'Payment failed. Please try again.',
  loadingTransactions: 'Loading...',
  transactionsFailed: 'Error loading transactions.',
  noTransactions: 'No transaction records found.',
  // Connectivity
  needsConnection: 'You are offline. This needs a connection — try again when you have signal.',
  loading: 'Loading...',
} as const;
