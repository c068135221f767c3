// The application form against the reference server: missing items, South Africa, failure, success,
import type { Profile } from '@contract/wire/profile';
// and a declined vet's re-application.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import VerifyPage from '@/features/registration/VerifyPage';
import { clearDeviceStore, deviceStoreKeys } from '../../support/deviceStore';
import { useNodeGlobals } from '../../support/nodeGlobals';
import { renderWithProviders } from '../../support/render';
import { startTestServer, type TestServer } from '../../support/server';

// Leaflet is not rendered in unit tests; the stand-in map lets the vet "drop the marker" somewhere.
vi.mock('@/features/registration/MapPicker', () => ({
  default: ({ onMove }: { onMove: (point: { lat: number; lng: number }) => void }) => (
    <div>
      <button type="button" onClick={() => onMove({ lat: -29.3167, lng: 27.4833 })}>
        Drop the marker in Maseru
      </button>
      <button type="button" onClick={() => onMove({ lat: -25.58, lng: 27.84 })}>
        Drop the marker near Brits
      </button>
    </div>
  ),
}));

const VALID_ID = '8001015009087';
const png = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])], name, {
    type: 'image/png',
  });
const pdf = (name: string) =>
  new File(['%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF\n'], name, { type: 'application/pdf' });

let server: TestServer;
let restoreGlobals: () => void;

beforeAll(async () => {
  restoreGlobals = await useNodeGlobals();
  server = await startTestServer();
});
afterAll(async () => {
  restoreGlobals();
  await server.close();
});
afterEach(async () => {
  vi.restoreAllMocks();
  cleanup(); // unmounted first: the form writes its draft as it goes
  // No test finds the draft another one left: the write the form started as it closed may land
  // after a clear, so the store is cleared until it stays empty.
  await waitFor(async () => {
    await clearDeviceStore();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await deviceStoreKeys()).toEqual([]);
  });
});

async function profileOf(token: string): Promise<Profile> {
  const response = await fetch(`${server.apiBaseUrl}profile/`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return (await response.json()) as Profile;
}

async function openForm(username: string) {
  const token = await server.tokenFor(username);
  const profile = await profileOf(token);
  const onBackToLogin = vi.fn();
  const view = renderWithProviders(<VerifyPage profile={profile} onBackToLogin={onBackToLogin} />, {
    apiBaseUrl: server.apiBaseUrl,
    token,
    path: '/verify',
  });
  return { ...view, onBackToLogin, profile };
}

const requestsTo = async (path: string) => (await server.stats()).requests[`/api/${path}`] ?? 0;

describe('the application form', () => {
  it('names the first missing item, on the field and in a toast, without sending anything', async () => {
    const { user } = await openForm('applicant@vets.example');
    const submit = screen.getByRole('button', { name: 'Submit' });
    const expectProblem = async (label: string, message: string) => {
      await user.click(submit);
      const field = await screen.findByLabelText(label);
      expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
      expect(field).toHaveFocus();
      // On the field and in the toast.
      await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    };

    await expectProblem('Clinic Name', 'Please provide Clinic Name.');
    await user.type(screen.getByLabelText('Clinic Name'), 'Brits Animal Clinic');
    await expectProblem('Phone Number', 'Please provide Phone Number.');
    await user.type(screen.getByLabelText('Phone Number'), '82 555 0101');
    await expectProblem('Qualification Type', 'Please provide Qualification Type.');
    await user.selectOptions(screen.getByLabelText('Qualification Type'), 'Degree');
    await expectProblem('Identity Document', 'Please provide Identity Document.');
    await user.upload(screen.getByLabelText('Identity Document'), png('id.png'));
    await expectProblem('Proof of Qualification', 'Please provide Proof of Qualification.');
    await user.upload(screen.getByLabelText('Proof of Qualification'), pdf('degree.pdf'));
    await expectProblem('Certification', 'Please provide Certification.');
    await user.upload(screen.getByLabelText('Certification'), pdf('cert.pdf'));
    await expectProblem('SAVC Practice Licence', 'Please provide SAVC Practice Licence.');
    await user.upload(screen.getByLabelText('SAVC Practice Licence'), pdf('savc.pdf'));
    await expectProblem('Search for a place', 'Please provide Location.');

    await user.type(screen.getByLabelText('Search for a place'), 'Brits{Enter}');
    const results = await screen.findByRole('list', { name: 'Search results' });
    await user.click(
      within(results).getByRole('button', { name: 'Brits, North West, South Africa' }),
    );
    expect(screen.getByLabelText('Chosen location')).toHaveValue('Brits, North West, South Africa');
    expect(screen.getByLabelText('Address')).toHaveValue('Brits, North West');
    await expectProblem('ID Number', 'Please provide ID Number.');

    await user.type(screen.getByLabelText('ID Number'), '8001015009088');
    await expectProblem('ID Number', 'This ID number is not valid (check digit). Please check it.');

    await user.click(screen.getByRole('button', { name: 'Drop the marker in Maseru' }));
    await expectProblem('Search for a place', 'Only locations within South Africa are allowed.');

    await user.clear(screen.getByLabelText('Phone Number'));
    await user.type(screen.getByLabelText('Phone Number'), '555');
    await expectProblem(
      'Phone Number',
      'Enter a South African number of 9 digits after +27, e.g. 82 123 4567.',
    );

    expect(await requestsTo('vets/application/')).toBe(0);
  }, 60_000);

  it('says a place outside South Africa is not allowed as soon as it is chosen', async () => {
    const { user } = await openForm('applicant@vets.example');
    await user.click(screen.getByRole('button', { name: 'Drop the marker in Maseru' }));
    const said = await screen.findByRole('alert');
    expect(said).toHaveTextContent('Only locations within South Africa are allowed.');
    expect(screen.getByLabelText('Search for a place')).toHaveAccessibleDescription(
      expect.stringContaining('Only locations within South Africa are allowed.'),
    );
    // Moved back inside: the words go.
    await user.click(screen.getByRole('button', { name: 'Drop the marker near Brits' }));
    expect(await screen.findByText(/Location set to Near Brits/)).toBeInTheDocument();
    expect(screen.queryByText('Only locations within South Africa are allowed.')).toBeNull();
    expect(await requestsTo('vets/application/')).toBe(0);
  });

  it('keeps everything after a refusal, a failure or no connection, then submits', async () => {
    const { user, onBackToLogin } = await openForm('applicant@vets.example');
    await user.type(screen.getByLabelText('Clinic Name'), 'Brits Animal Clinic');
    await user.type(screen.getByLabelText('Phone Number'), '82 555 0101');
    await user.type(screen.getByLabelText('ID Number'), VALID_ID);
    await user.selectOptions(screen.getByLabelText('Qualification Type'), 'Diploma');
    await user.upload(screen.getByLabelText('Identity Document'), png('id.png'));
    await user.upload(screen.getByLabelText('Proof of Qualification'), pdf('diploma.pdf'));
    await user.upload(screen.getByLabelText('Certification'), pdf('cert.pdf'));
    // A "PDF" that is really text: the browser believes its name, the server reads its content.
    const fake = new File(['just some notes'], 'savc.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('SAVC Practice Licence'), fake);
    await user.click(screen.getByRole('button', { name: 'Drop the marker near Brits' }));
    expect(
      await screen.findByText(/Location set to Near Brits, North West, South Africa/),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Address')).toHaveValue('9 km NE of Brits');
    await user.clear(screen.getByLabelText('Address'));
    await user.type(screen.getByLabelText('Address'), 'Plot 12, Hartbeespoort Road');

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Only images or PDF files are allowed.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove savc.pdf' }));
    await user.upload(screen.getByLabelText('SAVC Practice Licence'), pdf('savc.pdf'));

    const sentBefore = await requestsTo('vets/application/');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText(/You are offline\. This needs a connection/),
    ).toBeInTheDocument();
    vi.restoreAllMocks();
    expect(await requestsTo('vets/application/')).toBe(sentBefore);

    await server.faults({ fail5xxNext: 1, failStatus: 500, paths: 'vets/application' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('Failed to submit application. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Clinic Name')).toHaveValue('Brits Animal Clinic');
    expect(screen.getByLabelText('Phone Number')).toHaveValue('82 555 0101');
    expect(screen.getByLabelText('ID Number')).toHaveValue(VALID_ID);
    expect(screen.getByLabelText('Qualification Type')).toHaveValue('Diploma');
    expect(screen.getByRole('button', { name: 'Remove savc.pdf' })).toBeInTheDocument();
    expect(screen.getByLabelText('Chosen location')).toHaveValue(
      'Near Brits, North West, South Africa',
    );
    expect(screen.getByLabelText('Address')).toHaveValue('Plot 12, Hartbeespoort Road');

    await server.faults({ reset: true });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByRole('heading', { name: 'Thank you for completing the form' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Application submitted successfully!')).toBeInTheDocument();
    expect(screen.getByText(/within 2-3 business days/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(onBackToLogin).toHaveBeenCalledOnce();

    const stored = (
      await profileOf(await server.tokenFor('applicant@vets.example'))
    ).applications.at(-1);
    expect(stored).toMatchObject({
      clinic_name: 'Brits Animal Clinic',
      clinic_phone: '27825550101',
      clinic_ID_number: VALID_ID,
      location: 'Near Brits, North West, South Africa',
      address: 'Plot 12, Hartbeespoort Road',
      qualification_type: 'Diploma',
      is_declined: false,
    });
  }, 60_000);

  it('lets a declined vet re-apply with a PATCH, without phone and ID number', async () => {
    const { user, profile } = await openForm('declined@vets.example');
    const declinedId = profile.applications.at(-1)!.id;
    expect(
      screen.getByText('Please Re-apply - your last sent application was declined'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Phone Number')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('ID Number')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Clinic Name')).toHaveValue('Midlands Livestock Vet');

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByLabelText('Identity Document')).toHaveAccessibleDescription(
      expect.stringContaining('Please provide Identity Document.'),
    );
    await user.upload(screen.getByLabelText('Identity Document'), png('id.png'));
    await user.upload(screen.getByLabelText('Proof of Qualification'), pdf('degree.pdf'));
    await user.upload(screen.getByLabelText('Certification'), pdf('cert.pdf'));
    await user.upload(screen.getByLabelText('SAVC Practice Licence'), pdf('savc.pdf'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(
      await screen.findByRole('heading', { name: 'Thank you for completing the form' }),
    ).toBeInTheDocument();
    expect(await requestsTo(`dashboard/reapply/${declinedId}/`)).toBe(1);
    const after = await profileOf(await server.tokenFor('declined@vets.example'));
    expect(after.applications.at(-1)).toMatchObject({ id: declinedId, is_declined: false });
  });

  it('logs out on Cancel (there is no portal to go back to), asking first when something was entered', async () => {
    const proto = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
    proto.showModal ??= function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    proto.close ??= function (this: HTMLDialogElement) {
      this.removeAttribute('open');
    };
    const { user, router, onBackToLogin } = await openForm('applicant@vets.example');
    await user.type(screen.getByLabelText('Clinic Name'), 'Brits Animal Clinic');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = screen.getByRole('dialog', { name: 'Leave the application?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(router.state.location.pathname).toBe('/verify');
    expect(screen.getByLabelText('Clinic Name')).toHaveValue('Brits Animal Clinic');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onBackToLogin).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(onBackToLogin).toHaveBeenCalledTimes(1);
  });
});
