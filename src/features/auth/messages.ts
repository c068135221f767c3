// The auth feature's own words (the spec's texts verbatim); the words features share are in src/lib/text/messages.ts.
import { sharedMsg } from '@contract/messages';

export const authMsg = {
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
  // A session that ended while a form held unsaved input
  signInToContinue: {
    title: 'Sign in to continue',
    body: 'Your session has ended. What you typed is kept on this device: sign in again to carry on where you left off.',
    submit: 'Sign in',
    logOut: 'Log out instead',
  },
} as const;
