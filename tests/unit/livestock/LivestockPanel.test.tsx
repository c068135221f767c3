// Manage Livestocks as a vet uses it: tabs, search and filters, details and profile screens.
import { livestockMsg } from '@/features/livestock/messages';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import LivestockPanel from '@/features/livestock/LivestockPanel';
import { msg } from '@/lib/text/messages';
import { expectNoServerCalls, openPreviewPanel } from '../../support/previewPanel';

const open = (path = '/vet-profile?panel=ManageLivestocks') =>
  openPreviewPanel(LivestockPanel, path);

/** The data rows of the table in the visible tab panel (the header row left out). */
function bodyRows() {
  const table = within(screen.getByRole('tabpanel')).getByRole('table');
  return within(table).getAllByRole('row').slice(1);
}

expectNoServerCalls();

describe('Manage Livestocks', () => {
  it('shows the sample-data note and five unverified rows with their columns', () => {
    open();
    expect(screen.getByText(msg.previewNote)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Unverified livestocks' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Image',
      'Number',
      'Post Name',
      'Location',
      'Owner',
      'Status',
      'Actions',
    ]);
    expect(bodyRows()).toHaveLength(5);
    expect(within(table).getAllByText('Unverified')).toHaveLength(5);
    expect(within(table).getByRole('img', { name: 'Picture of Dorper ewes (20)' })).toBeVisible();
  });

  it('switches tabs by click and by arrow keys', async () => {
    const { user } = open();
    const unverified = screen.getByRole('tab', { name: 'Unverified Livestocks' });
    const verified = screen.getByRole('tab', { name: 'Verified Livestocks' });
    expect(unverified).toHaveAttribute('aria-selected', 'true');

    await user.click(verified);
    expect(verified).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('table', { name: 'Verified livestocks' })).toBeVisible();
    expect(within(screen.getByRole('table')).getAllByText('Verified')).toHaveLength(5);

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Unverified Livestocks' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Unverified Livestocks' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('table', { name: 'Unverified livestocks' })).toBeVisible();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Verified Livestocks' })).toHaveFocus();
    expect(screen.getByRole('table', { name: 'Verified livestocks' })).toBeVisible();
  });

  it('narrows the rows by search, owner and location, down to the empty state', async () => {
    const { user } = open();
    const owners = screen.getByRole('combobox', { name: 'Filter Owners' });
    expect(
      within(owners)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Annelie van Wyk', 'Lerato Mokoena', 'Sipho Dlamini']);

    await user.selectOptions(owners, 'Sipho Dlamini');
    expect(bodyRows()).toHaveLength(2);

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Filter Location' }),
      'Kokstad, KwaZulu-Natal',
    );
    expect(bodyRows()).toHaveLength(1);
    expect(bodyRows()[0]).toHaveTextContent('Nguni cows in calf (3)');

    await user.selectOptions(owners, 'All');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter Location' }), 'All');
    await user.type(screen.getByRole('searchbox', { name: 'Search livestock' }), 'boer');
    expect(bodyRows()).toHaveLength(1);
    expect(bodyRows()[0]).toHaveTextContent('LV-1003');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 of 5');

    await user.type(screen.getByRole('searchbox', { name: 'Search livestock' }), ' zebra');
    expect(screen.getByText(livestockMsg.noLivestockMatch)).toBeInTheDocument();
  });

  it('opens the details of a row, then its profile, and goes back', async () => {
    const { user, router } = open('/vet-profile?panel=ManageLivestocks&tab=verified');
    await user.click(screen.getByRole('link', { name: 'View details of LV-0996' }));
    expect(router.state.location.search).toBe('?panel=ManageLivestocks&livestock=0996');
    const heading = screen.getByRole('heading', { name: 'Livestock details: Bonsmara bull' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('Pieter Botha')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'View livestock profile' }));
    expect(router.state.location.search).toBe(
      '?panel=ManageLivestocks&livestock=0996&view=profile',
    );
    expect(screen.getByRole('heading', { name: 'Health Certificate' })).toBeInTheDocument();
    expect(screen.getByText('Dr Naledi Mahlangu')).toBeInTheDocument();
    expect(screen.getByText('02 Sep 2025')).toBeInTheDocument();
    const download = screen.getByRole('link', { name: 'Download health certificate' });
    expect(download).toHaveAttribute('href', '/docs/health-check-template.pdf');
    expect(screen.getByText('None at inspection')).toBeInTheDocument();
    const history = screen.getByRole('table', { name: 'Registered disease history' });
    expect(within(history).getByText('Heartwater')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verify Now' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: /Back to livestock details/ }));
    await user.click(screen.getByRole('link', { name: /Back to Verified Livestocks/ }));
    expect(screen.getByRole('tab', { name: 'Verified Livestocks' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('keeps the search and filters in the URL, so Back from the details restores the rows', async () => {
    const { user, router } = open();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Filter Owners' }),
      'Sipho Dlamini',
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search livestock' }), 'nguni');
    expect(router.state.location.search).toBe(
      '?panel=ManageLivestocks&owner=Sipho+Dlamini&q=nguni',
    );
    await user.click(screen.getByRole('link', { name: 'View details of LV-1004' }));
    await act(() => router.navigate(-1));
    expect(screen.getByRole('combobox', { name: 'Filter Owners' })).toHaveValue('Sipho Dlamini');
    expect(screen.getByRole('searchbox', { name: 'Search livestock' })).toHaveValue('nguni');
    expect(bodyRows()).toHaveLength(1);
  });

  it('treats an owner no select offers (an edited URL) as All', () => {
    open('/vet-profile?panel=ManageLivestocks&owner=Nobody');
    expect(screen.getByRole('combobox', { name: 'Filter Owners' })).toHaveValue('');
    expect(bodyRows()).toHaveLength(5);
  });

  it('says that Verify Now is a preview and changes nothing', async () => {
    const { user } = open('/vet-profile?panel=ManageLivestocks&livestock=1002&view=profile');
    expect(screen.getByText('Not verified yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verify Now' }));
    expect(screen.getByRole('status')).toHaveTextContent(livestockMsg.verifyPreview);
    expect(screen.getByText('Unverified')).toBeInTheDocument();
  });

  it('says so when a listing in the URL does not exist', () => {
    open('/vet-profile?panel=ManageLivestocks&livestock=nope');
    expect(screen.getByText('This livestock listing was not found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the livestock list' })).toBeInTheDocument();
  });
});
