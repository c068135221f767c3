// The messages the app and the server both say (the spec's texts verbatim where it has them), written once.

export const sharedMsg = {
  acceptTerms: 'You must accept the terms and conditions.',
  invalidCredentials: 'Invalid username or password.',
  invalidEmail: 'Enter a valid email address.',
  fileTooLarge: 'File size exceeds 5MB limit.',
  accountNumberInvalid: 'Enter an account number of 6 to 16 digits.',
  appointmentInPast: 'The appointment date cannot be in the past.',
  insufficientBalance: 'Insufficient Balance',
  noBankAccount: 'No Bank Account - Go To Settings',
  withdrawSuccess: 'Disbursement will be made within 24 - 48 business hours.',
} as const;
