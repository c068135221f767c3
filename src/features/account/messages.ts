// The account feature's own words (the spec's texts verbatim): profile, bank details, and "On this device" (storage kept, space taken, deleting).
import { sharedMsg } from '@contract/messages';

export const deviceMsg = {
  protected: 'Protected: the browser will not clear the portal’s data to free space on this phone.',
  unprotected:
    'Not protected: the browser may clear the portal’s data when this phone runs low on space. Install the portal on your home screen, and send your reports when you have signal.',
  unprotectedInstalled:
    'Not protected: the browser may clear the portal’s data when this phone runs low on space. Send your reports when you have signal, so nothing waits only on this phone.',
  unknown:
    'This browser does not say whether it keeps the portal’s data when the phone runs low on space. Send your reports when you have signal, so nothing waits only on this phone.',
  spaceUsed: (used: string, allowed: string) =>
    `The portal uses ${used} on this phone (the browser allows up to ${allowed}).`,
  spaceUnknown: 'This browser does not say how much space the portal uses.',
  savedLists: (count: number, size: string) =>
    count === 0
      ? 'None: lists are saved when you open them with signal.'
      : `${count} list${count === 1 ? '' : 's'}, ${size}`,
  drafts: (count: number, size: string) =>
    count === 0 ? 'None' : `${count} draft${count === 1 ? '' : 's'}, ${size}`,
  noUnsentReports: 'None: everything you filed has been sent.',
  unsentReport: (label: string, certificate: string | null) =>
    `Order ${label}${certificate ? `, certificate ${certificate}` : ''}`,
  deleteListsHint:
    'Frees space. The lists are saved again when there is signal; until then they cannot be opened without signal.',
  listsDeleted: 'Saved lists deleted. They are saved again the next time there is signal.',
  deleteReportsTitle: (count: number) =>
    `Delete ${count === 1 ? 'this unsent report' : `these ${count} unsent reports`}?`,
  deleteReportsBody: (count: number) =>
    `${count === 1 ? 'It has' : 'They have'} not reached the server. Deleted, ${count === 1 ? 'it is' : 'they are'} gone from this phone and cannot be sent: you would have to file ${count === 1 ? 'it' : 'them'} again.`,
  reportsDeleted: (count: number) =>
    `${count} unsent report${count === 1 ? '' : 's'} deleted from this phone.`,
  reportsStillSending:
    'A report that was being sent at that moment was kept. Try again once it has been sent or has failed.',
  readFailed: 'What is saved on this phone could not be read. Reopen Account to try again.',
} as const;

export const accountMsg = {
  profileUpdated: 'Profile updated successfully.',
  profileFailed: 'Failed to update profile. Please try again.',
  bankUpdated: 'Bank details updated successfully.',
  bankFailed: 'Failed to update bank details. Please try again.',
  accountNumberInvalid: sharedMsg.accountNumberInvalid,
  confirmAccountNumberMissing:
    'Type the account number again in Confirm account number, so a typo cannot send your money elsewhere.',
  accountNumbersDiffer:
    'The two account numbers differ. Check the number on your bank letter and type it again in both fields.',
} as const;
