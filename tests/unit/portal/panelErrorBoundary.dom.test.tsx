// A panel that fails to draw shows a message with Retry; the menu and the other panels keep working.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PortalLayout, type PanelDefinition } from '@/features/portal/PortalLayout';
import { makeProfile } from '../../support/profiles';
import { renderWithProviders } from '../../support/render';

let failing = true;
/** Draws like a panel fed a field it cannot use. */
function BrokenWallet(): never {
  if (failing) throw new TypeError("Cannot read properties of undefined (reading 'trim')");
  throw new Error('unreachable');
}
function Wallet() {
  return failing ? <BrokenWallet /> : <p>Balance R 10.00</p>;
}

const panels: PanelDefinition[] = [
  { key: 'YourWallet', label: 'Your wallet', render: () => <Wallet /> },
  { key: 'Account', label: 'Account', render: () => <p>Your Profile form</p> },
];

describe('a panel that cannot be drawn', () => {
  it('says so with Retry, and the menu still opens the other panels', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the error too
    failing = true;
    const onRetry = vi.fn();
    const { user } = renderWithProviders(
      <PortalLayout
        profile={makeProfile({ first_name: 'Thandi' })}
        panels={panels}
        onLogout={() => undefined}
        onRetry={onRetry}
      />,
      { path: '/vet-profile?panel=YourWallet' },
    );

    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'This part of the portal could not be shown.' }),
    ).toBeInTheDocument();
    expect(alert).toHaveTextContent(
      "Details: Cannot read properties of undefined (reading 'trim')",
    );
    expect(screen.getByRole('link', { name: 'Log out' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Account' }));
    expect(await screen.findByText('Your Profile form')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Your wallet' }));
    failing = false; // the data came right meanwhile
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Balance R 10.00')).toBeInTheDocument();
  });
});
