// Browser journeys of the walking skeleton: log in, where each demo vet lands, sign up, validation.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { assertAccessible, countRequests, logIn, usePortalSuite } from './harness';

const suite = usePortalSuite();
const page = () => suite.phonePage();

describe('log in', () => {
  test('the verified demo vet reaches the portal', async () => {
    const p = await page();
    await p.goto('/');
    await assertAccessible(p, 'log in');
    await logIn(p, 'verified@vets.example');
    await p.waitForURL('**/vet-profile**');
    await p.getByText('Login successful').waitFor();
    await p.getByRole('button', { name: 'Show menu' }).click();
    const menu = p.getByRole('navigation', { name: 'Portal' });
    await menu.getByText('Highveld Animal Clinic').waitFor();
    await menu.getByText('Thandi Nkosi').waitFor();
    await assertAccessible(p, 'portal');
    await p.context().close();
  });

  test('an empty field gives the message and sends nothing', async () => {
    const p = await page();
    const logins = countRequests(p, '/api/login/');
    await p.goto('/log-in');
    await p.getByLabel('Username').fill('verified@vets.example');
    await p.getByRole('button', { name: 'Log In' }).click();
    await p.getByText('Both fields are required.').waitFor();
    assert.equal(logins(), 0);
    await p.context().close();
  });

  test('a wrong password shows the server’s message', async () => {
    const p = await page();
    await logIn(p, 'verified@vets.example', 'not-the-password');
    await p.getByText('Invalid username or password.').waitFor();
    assert.match(p.url(), /\/log-in$/);
    await p.context().close();
  });

  test('log out returns to the login screen and the portal then needs a login', async () => {
    const p = await page();
    await logIn(p, 'verified@vets.example');
    await p.waitForURL('**/vet-profile**');
    await p.getByRole('link', { name: 'Log out' }).click();
    await p.waitForURL('**/log-in');
    assert.equal(await p.evaluate(() => localStorage.getItem('authToken')), null);
    await p.goto('/vet-profile');
    await p.waitForURL((url) => url.pathname === '/');
    await p.context().close();
  });
});

describe('each demo account lands where the spec says', () => {
  const cases: [string, RegExp][] = [
    ['applicant@vets.example', /\/verify$/],
    ['declined@vets.example', /\/verify$/],
    ['pending@vets.example', /\/pending$/],
  ];
  for (const [username, path] of cases) {
    test(username, async () => {
      const p = await page();
      await logIn(p, username);
      await p.waitForURL(path);
      await p.context().close();
    });
  }

  test('the pending vet sees the review time and goes back to login', async () => {
    const p = await page();
    await logIn(p, 'pending@vets.example');
    await p.waitForURL(/\/pending$/);
    await p.getByText(/within 2-3 business days/).waitFor();
    await assertAccessible(p, 'pending');
    await p.getByRole('button', { name: 'Back to Login' }).click();
    await p.waitForURL(/\/log-in$/);
    await p.context().close();
  });

  test('the disabled vet sees only the notice', async () => {
    const p = await page();
    await logIn(p, 'disabled@vets.example');
    await p
      .getByText('Your account has been disabled. Please contact support for assistance.')
      .waitFor();
    assert.equal(await p.getByRole('navigation', { name: 'Portal' }).count(), 0);
    await p.context().close();
  });

  test('a vet without a first name is held on the Account panel', async () => {
    const p = await page();
    await logIn(p, 'newvet@vets.example');
    await p.waitForURL('**/vet-profile**');
    await p.getByRole('button', { name: 'Show menu' }).click();
    const menu = p.getByRole('navigation', { name: 'Portal' });
    assert.equal(await menu.getByRole('button', { name: /Your wallet/ }).isDisabled(), true);
    assert.equal(await menu.getByRole('button', { name: /Manage Orders/ }).isDisabled(), true);
    await menu.getByRole('link', { name: 'Update Profile' }).waitFor();
    await p.goto('/vet-profile?panel=YourWallet');
    await p.getByText(/unlock Your wallet and Manage Orders/).waitFor();
    await p.context().close();
  });
});

describe('sign up', () => {
  test('a new vet signs up and lands on the application form', async () => {
    const p = await page();
    await p.goto('/create-account');
    await assertAccessible(p, 'create account');
    const terms = p.getByRole('link', { name: 'terms and conditions' });
    assert.equal(await terms.getAttribute('target'), '_blank');
    assert.equal(await terms.getAttribute('rel'), 'noopener noreferrer');
    await p.getByLabel('Username').fill('Lindiwe.Vet');
    await p.getByLabel('Email').fill('Lindiwe@Vets.Example');
    await p.getByLabel('Password', { exact: true }).fill('Passw0rd!');
    await p.getByLabel('Confirm password').fill('Passw0rd!');
    await p.getByRole('checkbox').check();
    await p.getByRole('button', { name: 'Create password' }).click();
    await p.waitForURL(/\/verify$/);
    await p.getByText('Registration successful').waitFor();
    await p.context().close();
  });

  test('mismatched passwords and unticked terms are refused without a request', async () => {
    const p = await page();
    const registrations = countRequests(p, '/api/register/');
    await p.goto('/create-account');
    await p.getByLabel('Username').fill('someone');
    await p.getByLabel('Email').fill('someone@vets.example');
    await p.getByLabel('Password', { exact: true }).fill('Passw0rd!');
    await p.getByLabel('Confirm password').fill('Different1!');
    await p.getByRole('button', { name: 'Create password' }).click();
    await p.getByText('Passwords do not match.').waitFor();
    await p.getByLabel('Confirm password').fill('Passw0rd!');
    await p.getByRole('button', { name: 'Create password' }).click();
    await p.getByText('You must accept the terms and conditions.').waitFor();
    assert.equal(registrations(), 0);
    await p.context().close();
  });
});

test('an unknown address shows the not-found page with a way home', async () => {
  const p = await page();
  await p.goto('/no-such-page');
  await p.getByRole('heading', { name: 'Page not found' }).waitFor();
  await p.getByRole('link', { name: 'Go to the start page' }).click();
  await p.getByRole('heading', { name: 'Log In' }).waitFor();
  await p.context().close();
});
