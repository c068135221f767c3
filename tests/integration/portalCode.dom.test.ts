// The portal's code brings the open panel's with it: a first visit does not wait for the portal to draw before asking.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadPanel } from '@/app/panelCode';
import { openPanel } from '@/lib/panels';
import { PortalScreen } from '@/app/router';
import { OrderWizard } from '@/features/orders/wizardCode';

afterEach(() => vi.restoreAllMocks());

describe('the portal’s code', () => {
  it('opens the panel the address names, else Your Wallet', () => {
    expect(openPanel('?panel=ManageOrder')).toBe('ManageOrder');
    expect(openPanel('')).toBe('YourWallet');
    expect(openPanel('?panel=Nonsense')).toBe('YourWallet');
  });

  it('asks for the open panel’s code together with the portal’s', async () => {
    window.history.pushState({}, '', '/vet-profile?panel=ManageOrder');
    const orders = vi.spyOn(preloadPanel, 'ManageOrder');
    const wallet = vi.spyOn(preloadPanel, 'YourWallet');
    const portal = PortalScreen.preload();
    expect(orders).toHaveBeenCalledExactlyOnceWith('?panel=ManageOrder');
    expect(wallet).not.toHaveBeenCalled();
    await portal;
  });

  it('brings the order wizard’s code with Manage Orders’ when the address opens an order', async () => {
    const wizard = vi.spyOn(OrderWizard, 'preload');
    await preloadPanel.ManageOrder?.('?panel=ManageOrder&tab=completed');
    expect(wizard).not.toHaveBeenCalled();
    await preloadPanel.ManageOrder?.('?panel=ManageOrder&order=7&step=report');
    expect(wizard).toHaveBeenCalledTimes(1);
    await expect(wizard.mock.results[0]?.value).resolves.toHaveProperty('default');
  });
});
