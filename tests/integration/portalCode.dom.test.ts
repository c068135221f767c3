// The portal's code brings the open panel's with it: a first visit does not wait for the portal to draw before asking.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PANEL_CODE, preloadPanelCode } from '@/app/panels';
import { PortalScreen } from '@/app/router';
import { OrderWizard } from '@/features/orders/wizardCode';
import { openPanel } from '@/lib/portal/panels';

afterEach(() => vi.restoreAllMocks());

describe('the portal’s code', () => {
  it('opens the panel the address names, else Your Wallet', () => {
    expect(openPanel('?panel=ManageOrder')).toBe('ManageOrder');
    expect(openPanel('')).toBe('YourWallet');
    expect(openPanel('?panel=Nonsense')).toBe('YourWallet');
  });

  it('asks for the open panel’s code together with the portal’s, and is in once both are', async () => {
    window.history.pushState({}, '', '/vet-profile?panel=ManageOrder');
    const events: string[] = [];
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const orders = PANEL_CODE.ManageOrder.code;
    const loadOrders = orders.preload;
    const ordersCode = vi
      .spyOn(orders, 'preload')
      .mockImplementation(() => released.then(loadOrders));
    const walletCode = vi.spyOn(PANEL_CODE.YourWallet.code, 'preload');
    const portal = PortalScreen.preload().then(() => events.push('portal in'));
    expect(ordersCode).toHaveBeenCalledTimes(1);
    expect(walletCode).not.toHaveBeenCalled();
    // The portal's own module is in, and every callback waiting on it has run.
    await import('@/app/PortalPage');
    await new Promise((resolve) => setTimeout(resolve, 0));
    events.push('panel released');
    release();
    await portal;
    expect(events).toEqual(['panel released', 'portal in']);
  });

  it('brings the order wizard’s code with Manage Orders’ when the address opens an order', async () => {
    const wizard = vi.spyOn(OrderWizard, 'preload');
    await preloadPanelCode('?panel=ManageOrder&tab=completed');
    expect(wizard).not.toHaveBeenCalled();
    await preloadPanelCode('?panel=ManageOrder&order=7&step=report');
    expect(wizard).toHaveBeenCalledTimes(1);
    await expect(wizard.mock.results[0]?.value).resolves.toHaveProperty('default');
  });
});
