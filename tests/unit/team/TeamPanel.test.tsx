// Team Members as a vet uses it: filters, the Create Team Member dialog and a member's screen.
import { teamMsg } from '@/features/team/messages';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import TeamPanel from '@/features/team/TeamPanel';
import { msg } from '@/lib/text/messages';
import { expectNoServerCalls, openPreviewPanel } from '../../support/previewPanel';

const open = (path = '/vet-profile?panel=TeamMembers') => openPreviewPanel(TeamPanel, path);

function bodyRows() {
  const table = screen.getByRole('table', { name: 'Team members' });
  return within(table).getAllByRole('row').slice(1);
}

expectNoServerCalls();

describe('Team Members', () => {
  it('shows the sample-data note and the members with their status', () => {
    open();
    expect(screen.getByText(msg.previewNote)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Team members' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Email Address', 'Status', 'Actions']);
    expect(bodyRows()).toHaveLength(6);
    expect(within(table).getAllByText('Active')).toHaveLength(4);
    expect(within(table).getAllByText('Pending')).toHaveLength(2);
    expect(within(table).getByText('ayanda.zulu@clinic.example')).toBeInTheDocument();
  });

  it('narrows the rows with the vehicle and location filters and the search box', async () => {
    const { user } = open();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter Vehicle' }), 'Bakkie');
    expect(bodyRows()).toHaveLength(2);
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Filter Location' }),
      'Ermelo, Mpumalanga',
    );
    expect(bodyRows()).toHaveLength(1);
    expect(bodyRows()[0]).toHaveTextContent('Zanele Ndlovu');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter Vehicle' }), 'All');
    await user.type(screen.getByRole('searchbox', { name: 'Search team members' }), 'nobody');
    expect(screen.getByText(teamMsg.noTeamMemberMatch)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 0 of 6');
  });

  it('opens the Create Team Member dialog, refuses empty names, and closes on Send Invitation', async () => {
    const { user } = open();
    const add = screen.getByRole('button', { name: 'Add New Member' });
    await user.click(add);
    const dialog = screen.getByRole('dialog', { name: 'Create Team Member' });
    expect(dialog).toHaveAttribute('open');

    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect(within(dialog).getByText(teamMsg.nameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(teamMsg.surnameRequired)).toBeInTheDocument();
    const name = within(dialog).getByLabelText('Name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(teamMsg.nameRequired);
    expect(name).toHaveFocus();

    await user.type(name, 'Lindiwe');
    await user.type(within(dialog).getByLabelText('Surname'), 'Khoza');
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText(teamMsg.invitationPreview('Lindiwe Khoza'))).toBeInTheDocument();
    expect(add).toHaveFocus();
  });

  it('closes the dialog with Cancel and starts afresh next time', async () => {
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Add New Member' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Team Member' });
    await user.type(within(dialog).getByLabelText('Name'), 'Half typed');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add New Member' }));
    expect(
      within(screen.getByRole('dialog', { name: 'Create Team Member' })).getByLabelText('Name'),
    ).toHaveValue('');
  });

  it("opens a member's VET Details, Clinic Details and Order History, and goes back", async () => {
    const { user, router } = open();
    await user.click(screen.getByRole('link', { name: 'View Ayanda Zulu' }));
    expect(router.state.location.search).toBe('?panel=TeamMembers&member=tm-1');
    expect(screen.getByRole('heading', { name: 'Ayanda Zulu' })).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'VET Details' })).toBeInTheDocument();
    expect(screen.getByText('D12345')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Clinic Details' })).toBeInTheDocument();
    expect(screen.getByText('Highveld Animal Clinic')).toBeInTheDocument();
    const history = screen.getByRole('table', { name: 'Order History' });
    expect(within(history).getAllByRole('row')).toHaveLength(3);
    expect(within(history).getByText('ORD-20418')).toBeInTheDocument();
    expect(within(history).getByText('R 850.00')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: /Back to Team Members/ }));
    expect(bodyRows()).toHaveLength(6);
  });

  it('says a pending member has no orders yet', () => {
    open('/vet-profile?panel=TeamMembers&member=tm-3');
    expect(screen.getByRole('heading', { name: 'Kagiso Molefe' })).toBeInTheDocument();
    expect(screen.getByText('No orders yet.')).toBeInTheDocument();
  });

  it('says so when a member in the URL does not exist', () => {
    open('/vet-profile?panel=TeamMembers&member=nobody');
    expect(screen.getByText('This team member was not found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Team Members' })).toBeInTheDocument();
  });
});
