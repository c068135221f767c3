// The reads a portal address draws first: the open panel's lists, one tab's for tabbed lists.
import { describe, expect, it } from 'vitest';
import { firstReads } from '@/lib/portal/panels';

const names = (panel: Parameters<typeof firstReads>[0], search: string) =>
  firstReads(panel, search).map(({ name }) => name);

describe('first reads', () => {
  it('reads only the open tab’s list at the order lists’ address, the pending tab by default', () => {
    expect(names('ManageOrder', '?panel=ManageOrder')).toEqual(['assignedOrders']);
    expect(names('ManageOrder', '?panel=ManageOrder&tab=completed')).toEqual(['completedOrders']);
    expect(names('ManageOrder', '?panel=ManageOrder&tab=unknown')).toEqual(['assignedOrders']);
  });

  it('reads both lists at the panel’s other addresses: an open order looks in either', () => {
    const both = ['assignedOrders', 'completedOrders'];
    expect(names('ManageOrder', '?panel=ManageOrder&order=3&step=report')).toEqual(both);
    expect(names('ManageOrder', '?panel=ManageOrder&tab=completed&order=3')).toEqual(both);
    expect(names('ManageOrder', '?panel=ManageOrder&view=outbox')).toEqual(both);
  });

  it('reads every list of a panel without tabs, and none for a panel without lists', () => {
    expect(names('YourWallet', '?panel=YourWallet&tab=completed')).toEqual([
      'walletBalance',
      'transactionHistory',
    ]);
    expect(names('Account', '?panel=Account')).toEqual([]);
  });
});
