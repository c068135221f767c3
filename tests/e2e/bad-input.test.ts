// Every form given empty, oversize, wrong-type and hostile input: a clear message, no crash, no script
// run, nothing sent that the client can know is wrong — and the server refuses the same input itself.
import { registrationMsg } from '@/features/registration/messages';
import { authMsg } from '@/features/auth/messages';
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, fakeMapTiles, fillAccountNumber, logIn, usePortalSuite } from './harness';
import { waitUntil } from './pwa-support';

const suite = usePortalSuite();

const SCRIPT = '<script>alert(1)</script>';
const LONG = 'x'.repeat(10_000);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
/** A Windows program (MZ header) renamed to look like a PDF or a photo. */
const EXE = Buffer.concat([
  Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'binary'),
  Buffer.alloc(2048),
]);
/** 6 MB: over the 5 MB limit. */
const HUGE = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(6 * 1024 * 1024, 0x20)]);

const file = (name: string, mimeType: string, buffer: Buffer) => ({ name, mimeType, buffer });

interface Watch {
  dialogs: string[];
  pageErrors: string[];
  /** API responses with a client-error status, as 'METHOD /api/path status'. */
  refused: string[];
}

/** A phone-sized page that records alerts, uncaught errors and refused API calls. */
async function page(): Promise<{ p: Page; watch: Watch }> {
  const p = await suite.phonePage();
  await fakeMapTiles(p);
  const watch: Watch = { dialogs: [], pageErrors: [], refused: [] };
  p.on('dialog', (dialog) => {
    watch.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  p.on('pageerror', (error) => watch.pageErrors.push(error.message));
  p.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/') && response.status() >= 400 && response.status() < 500) {
      watch.refused.push(`${response.request().method()} ${url.pathname} ${response.status()}`);
    }
  });
  return { p, watch };
}

async function signedIn(username: string): Promise<{ p: Page; watch: Watch }> {
  const opened = await page();
  await logIn(opened.p, username);
  await opened.p.waitForURL(/\/(vet-profile|verify|pending)/);
  return opened;
}

/** No alert ran, nothing crashed. */
function assertCalm(watch: Watch, where: string): void {
  assert.deepEqual(watch.dialogs, [], `${where}: a dialog opened (script ran?)`);
  assert.deepEqual(watch.pageErrors, [], `${where}: uncaught errors in the page`);
}

/** Nothing the server refused was sent (the client knew better). */
function assertNothingRefused(watch: Watch, where: string): void {
  assert.deepEqual(watch.refused, [], `${where}: requests the server refused`);
}

async function tokenFor(username: string): Promise<string> {
  const response = await fetch(`${suite.portal.baseURL}/api/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  return ((await response.json()) as { access: string }).access;
}

/** Calls the API directly with the vet's token, as a script or another client could. */
async function direct(
  token: string | null,
  method: string,
  path: string,
  body?: FormData | Record<string, unknown>,
): Promise<{ status: number; text: string }> {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  let payload: FormData | string | undefined;
  if (body instanceof FormData) payload = body;
  else if (body) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const response = await fetch(`${suite.portal.baseURL}/api/${path}`, {
    method,
    headers,
    body: payload,
  });
  return { status: response.status, text: await response.text() };
}

function form(fields: Record<string, string | [Buffer, string]>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string') data.append(key, value);
    else data.append(key, new Blob([new Uint8Array(value[0])]), value[1]);
  }
  return data;
}

async function assertRefused(
  call: Promise<{ status: number; text: string }>,
  status: number,
  message: RegExp,
  what: string,
): Promise<void> {
  const response = await call;
  assert.equal(response.status, status, `${what}: ${response.text}`);
  assert.match(response.text, message, what);
}

interface ApiOrder {
  id: number;
  order_number: string;
  appointment_date: string | null;
  vet_completed: boolean;
}

async function pendingOrders(token: string): Promise<ApiOrder[]> {
  const response = await direct(token, 'GET', 'dashboard/assigned-orders/');
  return (JSON.parse(response.text) as ApiOrder[]).filter((order) => !order.vet_completed);
}

void describe('bad input', () => {
  void test('log in: empty fields, a script as the username, and the server on its own', async () => {
    const { p, watch } = await page();
    await p.goto('/log-in');
    await p.getByRole('button', { name: 'Log In' }).click();
    await p.getByText('Both fields are required.').waitFor();
    await p.getByLabel('Username').fill(SCRIPT);
    await p.getByLabel('Password').fill(LONG);
    await p.getByRole('button', { name: 'Log In' }).click();
    // No account has a 10,000-character password: the phone says what the server would, unsent.
    await p.getByText('Invalid username or password.').waitFor();
    assert.match(p.url(), /\/log-in$/);
    assertCalm(watch, 'log in');
    assert.deepEqual(watch.refused, []);
    await p.getByLabel('Password').fill('not-the-password');
    await p.getByRole('button', { name: 'Log In' }).click();
    await waitUntil(
      () => Promise.resolve(watch.refused.length > 0),
      'the server refused the log in',
    );
    assert.deepEqual(watch.refused, ['POST /api/login/ 401']);

    await assertRefused(direct(null, 'POST', 'login/', {}), 400, /required/, 'empty login');
    await assertRefused(
      direct(null, 'POST', 'login/', { username: SCRIPT, password: 'x' }),
      401,
      /Invalid username or password/,
      'hostile login',
    );
    // A sign-in body needs well under 1 KB: a longer one is refused before it is read.
    await assertRefused(
      direct(null, 'POST', 'login/', { username: SCRIPT, password: LONG }),
      413,
      /too large/,
      'oversize login',
    );
    await p.context().close();
  });

  void test('create account: empty, a script as the username, a 10,000-character email', async () => {
    const { p, watch } = await page();
    await p.goto('/create-account');
    await p.getByRole('button', { name: 'Create password' }).click();
    await p.getByText(authMsg.fillAllFields).waitFor();
    assertNothingRefused(watch, 'empty sign-up');

    await p.getByLabel('Username').fill(SCRIPT);
    await p.getByLabel('Email').fill(`${LONG}@vets.example`);
    await p.getByLabel('Password', { exact: true }).fill('Passw0rd!');
    await p.getByLabel('Confirm password').fill('Passw0rd!');
    await p.getByRole('checkbox').check();
    await p.getByRole('button', { name: 'Create password' }).click();
    await p
      .getByText(/Enter a valid (username|email)/)
      .first()
      .waitFor();
    assert.match(p.url(), /\/create-account$/);
    assertCalm(watch, 'sign-up');

    await assertRefused(
      direct(null, 'POST', 'register/', {
        username: SCRIPT,
        email: 'someone@vets.example',
        password: 'Passw0rd!',
        role: 'vet',
        terms_accepted: true,
      }),
      400,
      /Enter a valid username/,
      'hostile username',
    );
    await assertRefused(
      direct(null, 'POST', 'register/', {
        username: 'someone',
        email: `${LONG}@vets.example`,
        password: 'Passw0rd!',
        role: 'vet',
        terms_accepted: true,
      }),
      413,
      /too large/,
      'oversize email',
    );
    await p.context().close();
  });

  void test('application: 6 MB and renamed .exe documents, bad phone and ID, hostile clinic name', async () => {
    const { p, watch } = await signedIn('applicant@vets.example');
    await p.getByRole('heading', { name: 'Register your clinic' }).waitFor();

    await p.getByLabel('Identity Document').setInputFiles(file('id.pdf', 'application/pdf', HUGE));
    await p.getByText('File size exceeds 5MB limit.').first().waitFor();
    await p.getByRole('button', { name: 'Submit' }).click();
    await p.getByText('Please provide Clinic Name.').first().waitFor();

    await p.getByLabel('Clinic Name').fill(SCRIPT);
    await p.getByLabel('Phone Number').fill('call me maybe');
    await p.getByLabel('ID Number').fill('not-an-id');
    await p.getByLabel('Qualification Type').selectOption('Degree');
    for (const label of [
      'Identity Document',
      'Proof of Qualification',
      'Certification',
      'SAVC Practice Licence',
    ]) {
      await p.getByLabel(label).setInputFiles(file(`${label}.pdf`, 'application/pdf', EXE));
    }
    await p.getByLabel('Search for a place').fill('Brits');
    await p.getByLabel('Search for a place').press('Enter');
    await p
      .getByRole('list', { name: 'Search results' })
      .getByRole('button', { name: 'Brits, North West, South Africa' })
      .click();
    await p.getByRole('button', { name: 'Submit' }).click();
    await p
      .getByText(/phone number using digits only/)
      .first()
      .waitFor();
    await p.getByLabel('Phone Number').fill('82 555 0142');
    await p.getByRole('button', { name: 'Submit' }).click();
    await p.getByText('An ID number has 13 digits.').first().waitFor();
    assertNothingRefused(watch, 'application checked on the phone');

    // The renamed program passes the phone's check by its name; the server looks inside and refuses.
    await p.getByLabel('ID Number').fill('8001015009087');
    await p.getByRole('button', { name: 'Submit' }).click();
    await p.getByText('Only images or PDF files are allowed.').first().waitFor();
    assert.deepEqual(watch.refused, ['POST /api/vets/application/ 415']);
    assert.equal(await p.getByLabel('Clinic Name').inputValue(), SCRIPT);
    assertCalm(watch, 'application');

    const token = await tokenFor('applicant@vets.example');
    const fields = {
      clinic_name: 'Magalies Farm Vets',
      clinic_phone: '27825550142',
      clinic_ID_number: '8001015009087',
      location: 'Brits, North West, South Africa',
      address: 'Brits',
      vet_latitude: '-25.63',
      vet_longitude: '27.78',
      qualification_type: 'Degree',
    };
    const docs = (content: Buffer, name: string) => ({
      identity_document: [content, name] as [Buffer, string],
      proof_of_qualification: [content, name] as [Buffer, string],
      certification: [content, name] as [Buffer, string],
      savc_practice_licence: [content, name] as [Buffer, string],
    });
    await assertRefused(
      direct(token, 'POST', 'vets/application/', form({ ...fields, ...docs(EXE, 'id.pdf') })),
      415,
      /Only images or PDF files are allowed/,
      'renamed program',
    );
    await assertRefused(
      direct(token, 'POST', 'vets/application/', form({ ...fields, ...docs(HUGE, 'id.pdf') })),
      413,
      /File size exceeds 5MB limit/,
      '6 MB document',
    );
    await assertRefused(
      direct(
        token,
        'POST',
        'vets/application/',
        form({ ...fields, clinic_name: LONG, clinic_ID_number: 'abc', ...docs(PDF, 'id.pdf') }),
      ),
      400,
      /clinic_name.*clinic_ID_number|clinic_ID_number.*clinic_name/s,
      'oversize clinic name and a wrong ID number',
    );
    await p.context().close();
  });

  void test('account: hostile and oversize names, bad phone, renamed files, bad account number', async () => {
    const { p, watch } = await signedIn('second@vets.example');
    await p.goto('/vet-profile?panel=Account');
    const save = p.getByRole('button', { name: 'Save profile' });
    await save.waitFor();

    await p.getByLabel('First Name').fill('');
    await p.getByLabel('Phone Number').fill('abc');
    await save.click();
    await p.getByText('Please provide First Name.').first().waitFor();
    await p
      .getByText(/phone number using digits only/)
      .first()
      .waitFor();
    await p.getByLabel('Profile picture').setInputFiles(file('me.png', 'image/png', HUGE));
    await p.getByText('File size exceeds 5MB limit.').first().waitFor();

    assertNothingRefused(watch, 'profile checked on the phone');

    // A script as a name is only text: saved, and shown as text in the side menu.
    await p.getByLabel('Phone Number').fill('83 123 4568');
    await p.getByLabel('First Name').fill(SCRIPT);
    await save.click();
    await p.getByText('Profile updated successfully.').waitFor();
    await p.getByRole('button', { name: 'Show menu' }).click();
    await p.getByRole('navigation', { name: 'Portal' }).getByText(`${SCRIPT} Dlamini`).waitFor();
    await p.getByRole('button', { name: 'Hide menu' }).click();

    await p.getByLabel('Profile picture').setInputFiles(file('me.png', 'image/png', EXE));
    await save.click();
    await p
      .getByText(/Only images or PDF files are allowed|Please choose an image|could not be opened/)
      .first()
      .waitFor();

    const saveBank = p.getByRole('button', { name: 'Save bank details' });
    await fillAccountNumber(p, 'not a number');
    await p.getByLabel('Bank Name').fill('');
    await saveBank.click();
    await p.getByText('Enter an account number of 6 to 16 digits.').first().waitFor();
    await p.getByText('Please provide Bank Name.').first().waitFor();
    await fillAccountNumber(p, '1048823310');
    await p.getByLabel('Bank Name').fill('Standard Bank');
    await p
      .getByLabel('Bank Confirmation Certificate')
      .setInputFiles(file('bank.pdf', 'application/pdf', EXE));
    await saveBank.click();
    await p
      .getByText(/Only images or PDF files are allowed/)
      .first()
      .waitFor();
    assertCalm(watch, 'account');
    assert.ok(
      watch.refused.every((call) => / 415$/.test(call)),
      `only the renamed programs reached the server and were refused: ${watch.refused.join(', ')}`,
    );

    const token = await tokenFor('second@vets.example');
    await assertRefused(
      direct(token, 'PATCH', 'profile/', form({ first_name: LONG, phone: 'abc' })),
      400,
      /first_name.*phone|phone.*first_name/s,
      'oversize name and bad phone',
    );
    await assertRefused(
      direct(token, 'PATCH', 'profile/', form({ profile_picture: [EXE, 'me.png'] })),
      415,
      /Only images or PDF files are allowed/,
      'renamed program as a photo',
    );
    await assertRefused(
      direct(token, 'PATCH', 'profile/', form({ profile_picture: [HUGE, 'me.png'] })),
      413,
      /File size exceeds 5MB limit/,
      '6 MB photo',
    );
    await assertRefused(
      direct(token, 'PATCH', 'profile/', form({ account_number: 'abc', bank_name: LONG })),
      400,
      /account_number.*bank_name|bank_name.*account_number/s,
      'bad bank details',
    );
    await p.context().close();
  });

  void test('10,000-character names, bank name and clinic name are stopped on the phone', async () => {
    const { p, watch } = await signedIn('nobank@vets.example');
    await p.goto('/vet-profile?panel=Account');
    await p.getByLabel('First Name').fill(LONG);
    await p.getByLabel('Surname').fill(LONG);
    await p.getByRole('button', { name: 'Save profile' }).click();
    // Either the fields stop at the server's 100 characters and the save goes through, or the
    // phone says what is wrong; what it must not do is send what the server will refuse.
    await p
      .getByText(/Profile updated successfully\.|100 characters/)
      .first()
      .waitFor();
    await p.getByLabel('Bank Name').fill(LONG);
    await fillAccountNumber(p, '62012345678');
    await p.getByRole('button', { name: 'Save bank details' }).click();
    await p
      .getByText(/Bank details updated successfully\.|100 characters/)
      .first()
      .waitFor();
    assertNothingRefused(watch, 'oversize account fields');
    assertCalm(watch, 'oversize account fields');
    await p.context().close();

    const declined = await signedIn('declined@vets.example');
    await declined.p.getByText(registrationMsg.reapply).waitFor();
    await declined.p.getByLabel('Clinic Name').fill(LONG);
    for (const label of [
      'Identity Document',
      'Proof of Qualification',
      'Certification',
      'SAVC Practice Licence',
    ]) {
      await declined.p
        .getByLabel(label)
        .setInputFiles(file(`${label}.pdf`, 'application/pdf', PDF));
    }
    await declined.p.getByRole('button', { name: 'Submit' }).click();
    await declined.p
      .getByText(/Thank you for completing the form|255 characters/)
      .first()
      .waitFor();
    assertNothingRefused(declined.watch, 'oversize clinic name');
    assertCalm(declined.watch, 'oversize clinic name');
    await declined.p.context().close();

    const token = await tokenFor('nobank@vets.example');
    await assertRefused(
      direct(
        token,
        'PATCH',
        'profile/',
        form({ first_name: LONG, last_name: LONG, bank_name: LONG }),
      ),
      400,
      /first_name.*last_name.*bank_name/s,
      'oversize names',
    );
  });

  void test('wallet: empty, negative, zero, non-numeric and over-precise amounts', async () => {
    const { p, watch } = await signedIn('verified@vets.example');
    await p.goto('/vet-profile?panel=YourWallet');
    const amounts: [string, string][] = [
      ['', 'Enter an amount.'],
      ['-50', 'Enter an amount greater than zero.'],
      ['0', 'Enter an amount greater than zero.'],
      ['abc', 'Enter the amount in numbers only, e.g. 250.00.'],
      ['1e5', 'Enter the amount in numbers only, e.g. 250.00.'],
      ['12.345', 'Use at most two decimals (cents), e.g. 250.75.'],
      [SCRIPT, 'Enter the amount in numbers only, e.g. 250.00.'],
    ];
    await p.getByRole('button', { name: 'Withdraw' }).click();
    const withdraw = p.getByRole('dialog', { name: 'Withdraw Amount' });
    for (const [amount, message] of amounts) {
      await withdraw.getByPlaceholder('Enter amount to withdraw').fill(amount);
      await withdraw.getByRole('button', { name: 'Withdraw' }).click();
      await withdraw.getByText(message).waitFor();
    }
    await withdraw.getByRole('button', { name: 'Cancel' }).click();

    await p.getByRole('button', { name: 'Deposit' }).click();
    const deposit = p.getByRole('dialog', { name: 'Deposit Amount' });
    for (const [amount, message] of amounts) {
      await deposit.getByLabel(/Amount to deposit/).fill(amount);
      await deposit.getByRole('button', { name: 'Card Deposit' }).click();
      await deposit.getByText(message).waitFor();
    }
    assertCalm(watch, 'wallet');
    assertNothingRefused(watch, 'wallet');

    const token = await tokenFor('verified@vets.example');
    for (const amount of [-50, 0, 'abc', '', 1e12]) {
      await assertRefused(
        direct(token, 'POST', 'wallet/withdraw/', { amount }),
        400,
        /amount/,
        `withdraw ${String(amount)}`,
      );
      await assertRefused(
        direct(token, 'POST', 'wallet/load-wallet/', {
          transaction_ref: `SBX-bad-${String(amount)}`,
          description: 'Balance Topup',
          amount,
        }),
        400,
        /amount|transaction_ref|payment/i,
        `load-wallet ${String(amount)}`,
      );
    }
    await p.context().close();
  });

  void test('orders: empty appointment, 10,000-character report, 6 MB and renamed certificates', async () => {
    const { p, watch } = await signedIn('verified@vets.example');
    const token = await tokenFor('verified@vets.example');
    const open = await pendingOrders(token);
    const withoutAppointment = open.find((order) => !order.appointment_date);
    const withAppointment = open.filter((order) => order.appointment_date);
    const [first, second] = withAppointment;
    assert.ok(withoutAppointment && first && second, 'demo orders to work on');

    await p.goto(`/vet-profile?panel=ManageOrder&order=${withoutAppointment.id}`);
    await p.getByRole('button', { name: 'Confirm' }).click();
    await p.getByText('Please provide both appointment date and time.').waitFor();
    const location = p.getByLabel('Meeting location');
    await location.fill(LONG);
    assert.ok((await location.inputValue()).length <= 255, 'the meeting location stops at 255');

    await p.goto(`/vet-profile?panel=ManageOrder&order=${first.id}`);
    await p.getByRole('button', { name: 'Confirm' }).click();
    await p.getByText('Please provide health status and description.').waitFor();
    const description = p.getByLabel('Description');
    await description.fill(LONG);
    assert.equal((await description.inputValue()).length, 5000);
    await p.getByText('5000 / 5000 characters').waitFor();
    await p.getByRole('switch', { name: /health certificate/ }).check();
    const certificate = p.getByLabel('Health certificate', { exact: true });
    await certificate.setInputFiles(file('certificate.pdf', 'application/pdf', HUGE));
    await p.getByText('File size exceeds 5MB limit.').first().waitFor();
    assertNothingRefused(watch, 'report checked on the phone');

    // A renamed program: saved on the phone by its name, refused by the server, kept for the vet.
    await p.getByRole('radio', { name: 'Good' }).check();
    await description.fill(SCRIPT);
    await certificate.setInputFiles(file('certificate.pdf', 'application/pdf', EXE));
    await p.getByRole('button', { name: 'Confirm' }).click();
    await p.getByText('Only images or PDF files are allowed.').first().waitFor();
    await p.getByRole('button', { name: 'Edit report' }).waitFor();

    // A script in the description is only text: sent, and shown back as text.
    await p.goto(`/vet-profile?panel=ManageOrder&order=${second.id}`);
    await p.getByRole('radio', { name: 'Good' }).check();
    await p.getByLabel('Description').fill(SCRIPT);
    await p.getByRole('button', { name: 'Confirm' }).click();
    await p.getByRole('heading', { name: 'Verification Completed' }).waitFor();
    await p.goto(`/vet-profile?panel=ManageOrder&order=${second.id}&step=report`);
    assert.equal(await p.getByLabel('Description').inputValue(), SCRIPT);
    assertCalm(watch, 'orders');
    assert.deepEqual(
      watch.refused,
      [`POST /api/dashboard/send-inspection-report/${first.id}/ 415`],
      'only the renamed program reached the server',
    );

    const report = (fields: Record<string, string | [Buffer, string]>) =>
      direct(token, 'POST', `dashboard/send-inspection-report/${first.id}/`, form(fields));
    await assertRefused(
      report({ inspection_health_state: 'Good', inspection_description: LONG }),
      400,
      /inspection_description/,
      '10,000-character description',
    );
    await assertRefused(
      report({ inspection_health_state: SCRIPT, inspection_description: 'ok' }),
      400,
      /inspection_health_state/,
      'hostile health state',
    );
    await assertRefused(
      report({
        inspection_health_state: 'Good',
        inspection_description: 'ok',
        certificate_of_safety: [HUGE, 'certificate.pdf'],
      }),
      413,
      /File size exceeds 5MB limit/,
      '6 MB certificate',
    );
    await assertRefused(
      report({
        inspection_health_state: 'Good',
        inspection_description: 'ok',
        certificate_of_safety: [EXE, 'certificate.pdf'],
      }),
      415,
      /Only images or PDF files are allowed/,
      'renamed program',
    );
    await assertRefused(
      direct(token, 'POST', `dashboard/set-appointment/${withoutAppointment.id}/`, {
        appointment_date: '31-02-2030',
        appointment_time: 'teatime',
        appointment_location: 'x'.repeat(256),
      }),
      400,
      /appointment_date.*appointment_time.*appointment_location/s,
      'impossible appointment',
    );
    // 10,000 characters do not fit an appointment's body limit: refused before it is read.
    await assertRefused(
      direct(token, 'POST', `dashboard/set-appointment/${withoutAppointment.id}/`, {
        appointment_date: '01-03-2030',
        appointment_time: '09:30 AM',
        appointment_location: LONG,
      }),
      413,
      /Request body is too large/,
      'oversize appointment',
    );
    await p.context().close();
  });

  void test('team members preview: an empty name, and a script as a name shown as text', async () => {
    const { p, watch } = await signedIn('verified@vets.example');
    await p.goto('/vet-profile?panel=TeamMembers');
    await p.getByRole('button', { name: 'Add New Member' }).click();
    const dialog = p.getByRole('dialog', { name: 'Create Team Member' });
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    await dialog.getByText('Please enter a name.').waitFor();
    await dialog.getByLabel('Name', { exact: true }).fill(SCRIPT);
    await dialog.getByLabel('Surname').fill(LONG.slice(0, 200));
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    await p.getByText(SCRIPT, { exact: false }).first().waitFor();
    assertCalm(watch, 'team members');
    await p.context().close();
  });
});
