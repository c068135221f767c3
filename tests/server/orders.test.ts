// Order lists, appointments and cancellation: each vet sees and touches only their own orders.
import { beforeAll, describe, expect, it } from 'vitest';
import { assignedOrders, call, cents, login, pendingOrder, wallet } from './helpers.js';
import { useServer } from './useServer.js';

const server = useServer();
let thandi: string;
let sipho: string;
beforeAll(async () => {
  thandi = await login(server, 'verified@vets.example');
  sipho = await login(server, 'second@vets.example');
});

interface Order {
  id: number;
  order_number: string;
  created_at: string;
  delivery_address: string;
  appointment_date: string | null;
  appointment_time: string | null;
  appointment_location: string | null;
  inspection_health_state: string | null;
  inspection_description: string | null;
  certificate_of_safety: string | null;
  inspection_fees: string;
  vet_completed: boolean;
  status: string;
  seller: {
    first_name: string;
    last_name: string;
    phone: string | null;
    profile_picture: string | null;
    user: { email: string | null };
  };
  products: {
    id: number;
    prod_picture: string | null;
    post_title: string;
    animal_type: string;
    description: string;
    price: string;
    product_location: string;
  }[];
}

describe('order lists', () => {
  it("lists the vet's pending and completed orders, oldest first, with seller and products", async () => {
    const response = await call<Order[]>(server, 'GET', '/api/dashboard/assigned-orders/', {
      token: thandi,
    });
    expect(response.status).toBe(200);
    const orders = response.body;
    const pending = orders.filter((o) => !o.vet_completed);
    const completed = orders.filter((o) => o.vet_completed);
    expect(pending.length).toBeGreaterThanOrEqual(4);
    expect(completed.length).toBeGreaterThanOrEqual(3);
    expect(pending.filter((o) => o.appointment_date !== null).length).toBeGreaterThanOrEqual(2);
    expect(pending.filter((o) => o.appointment_date === null).length).toBeGreaterThanOrEqual(2);
    expect(orders.every((o) => o.status !== 'cancelled')).toBe(true);
    const times = orders.map((o) => Date.parse(o.created_at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    for (const order of orders) {
      expect(order.order_number).toMatch(/^ORD-\d{4}-\d{4}$/);
      expect(order.inspection_fees).toMatch(/^\d+\.\d{2}$/);
      expect(cents(order.inspection_fees)).toBeGreaterThanOrEqual(35_000);
      expect(cents(order.inspection_fees)).toBeLessThanOrEqual(120_000);
      expect(order.seller.phone).toMatch(/^27\d{9}$/);
      expect(order.seller.user.email).toContain('@');
      expect(order.products.length).toBeGreaterThan(0);
      expect(order.products[0]?.price).toMatch(/^\d+\.\d{2}$/);
      expect(order.products[0]?.prod_picture).toBeNull();
      if (order.appointment_date) {
        expect(order.appointment_date).toMatch(/^\d{2}-\d{2}-\d{4}$/);
        expect(order.appointment_time).toMatch(/^\d{2}:\d{2} (AM|PM)$/);
      }
    }
    for (const order of completed) {
      expect(order.status).toBe('completed');
      expect(order.inspection_health_state).toMatch(/^(Excellent|Good|Average|Poor)$/);
      expect(order.inspection_description).toBeTruthy();
    }
  });

  it('lists only completed orders on the completed list', async () => {
    const response = await call<Order[]>(server, 'GET', '/api/dashboard/get-completed-orders/', {
      token: thandi,
    });
    expect(response.status).toBe(200);
    expect(response.body.length).toBeGreaterThanOrEqual(3);
    expect(response.body.every((o) => o.vet_completed && o.status === 'completed')).toBe(true);
  });

  it("never shows one vet another vet's orders", async () => {
    const mine = await assignedOrders(server, thandi);
    const theirs = await assignedOrders(server, sipho);
    expect(theirs).toHaveLength(2);
    const mineIds = new Set(mine.map((o) => o.id));
    expect(theirs.some((o) => mineIds.has(o.id))).toBe(false);
  });

  it('keeps orders and the wallet from unverified and disabled vets', async () => {
    for (const username of [
      'pending@vets.example',
      'applicant@vets.example',
      'disabled@vets.example',
    ]) {
      const token = await login(server, username);
      for (const url of ['/api/dashboard/assigned-orders/', '/api/wallet/wallet-balance/']) {
        const response = await call(server, 'GET', url, { token });
        expect(response.status, `${username} ${url}`).toBe(403);
      }
    }
  });
});

describe('POST /api/dashboard/set-appointment/{id}/', () => {
  const appointment = {
    appointment_date: '15-03-2027',
    appointment_time: '9:05 am',
    appointment_location: 'Farm gate on the R505',
  };

  it('sets date, time and place, normalising the time', async () => {
    const order = (await pendingOrder(server, thandi, 3)) as { id: number };
    const response = await call<{ message: string; order: Order }>(
      server,
      'POST',
      `/api/dashboard/set-appointment/${order.id}/`,
      { token: thandi, json: appointment },
    );
    expect(response.status).toBe(200);
    expect(response.body.message).toBeTruthy();
    expect(response.body.order).toMatchObject({
      id: order.id,
      appointment_date: '15-03-2027',
      appointment_time: '09:05 AM',
      appointment_location: 'Farm gate on the R505',
      vet_completed: false,
    });
  });

  it("answers 404 for another vet's order and for unknown ids", async () => {
    const theirs = await pendingOrder(server, sipho);
    for (const id of [String(theirs.id), '999999', 'abc']) {
      const response = await call(server, 'POST', `/api/dashboard/set-appointment/${id}/`, {
        token: thandi,
        json: appointment,
      });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ error: 'Order not found.' });
    }
    const after = await pendingOrder(server, sipho);
    expect(after.appointment_date).toBe(theirs.appointment_date);
  });

  it.each([
    [{ appointment_date: '31-02-2027' }, 'appointment_date'],
    [{ appointment_date: '2027-03-15' }, 'appointment_date'],
    [{ appointment_time: '13:00 PM' }, 'appointment_time'],
    [{ appointment_time: '09:60 AM' }, 'appointment_time'],
    [{ appointment_time: '0930' }, 'appointment_time'],
    [{ appointment_location: '   ' }, 'appointment_location'],
    [{ appointment_location: 'x'.repeat(256) }, 'appointment_location'],
  ])('refuses %o', async (override, field) => {
    const order = await pendingOrder(server, thandi, 2);
    const response = await call<Record<string, string[]>>(
      server,
      'POST',
      `/api/dashboard/set-appointment/${order.id}/`,
      { token: thandi, json: { ...appointment, ...override } },
    );
    expect(response.status).toBe(400);
    expect(Object.keys(response.body)).toEqual([field]);
  });

  it('requires both date and time', async () => {
    const order = await pendingOrder(server, thandi, 2);
    const response = await call<Record<string, string[]>>(
      server,
      'POST',
      `/api/dashboard/set-appointment/${order.id}/`,
      { token: thandi, json: { appointment_location: 'Somewhere' } },
    );
    expect(response.body).toEqual({
      appointment_date: ['This field is required.'],
      appointment_time: ['This field is required.'],
    });
  });

  it('refuses a completed order', async () => {
    const completed = (await assignedOrders(server, thandi)).find((o) => o.vet_completed);
    const response = await call(
      server,
      'POST',
      `/api/dashboard/set-appointment/${completed?.id}/`,
      {
        token: thandi,
        json: appointment,
      },
    );
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'This order has already been completed.' });
  });
});

describe('POST /api/dashboard/cancel-order/{id}/', () => {
  it('cancels a pending order and releases its fee from escrow without a credit', async () => {
    const before = await wallet(server, sipho);
    const order = await pendingOrder(server, sipho);
    const history = await call<unknown[]>(server, 'GET', '/api/wallet/transaction-history/', {
      token: sipho,
    });
    const response = await call(server, 'POST', `/api/dashboard/cancel-order/${order.id}/`, {
      token: sipho,
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Order cancelled.' });
    const after = await wallet(server, sipho);
    expect(cents(after.escrow_balance)).toBe(
      cents(before.escrow_balance) - cents(order.inspection_fees),
    );
    expect(after.balance).toBe(before.balance);
    const historyAfter = await call<unknown[]>(server, 'GET', '/api/wallet/transaction-history/', {
      token: sipho,
    });
    expect(historyAfter.body).toHaveLength(history.body.length);
    const remaining = await assignedOrders(server, sipho);
    expect(remaining.map((o) => o.id)).not.toContain(order.id);
    const again = await call(server, 'POST', `/api/dashboard/cancel-order/${order.id}/`, {
      token: sipho,
    });
    expect(again.status).toBe(400);
  });

  it("refuses another vet's order and a completed one", async () => {
    const theirs = await pendingOrder(server, sipho);
    const foreign = await call(server, 'POST', `/api/dashboard/cancel-order/${theirs.id}/`, {
      token: thandi,
    });
    expect(foreign.status).toBe(404);
    const completed = (await assignedOrders(server, thandi)).find((o) => o.vet_completed);
    const done = await call(server, 'POST', `/api/dashboard/cancel-order/${completed?.id}/`, {
      token: thandi,
    });
    expect(done.status).toBe(400);
    expect(done.body).toEqual({ error: 'A completed order cannot be cancelled.' });
  });

  it('accepts a JSON content type with an empty body', async () => {
    const order = await pendingOrder(server, thandi, 0);
    const response = await fetch(`${server.base}/api/dashboard/cancel-order/${order.id}/`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${thandi}`, 'Content-Type': 'application/json' },
    });
    expect(response.status).toBe(200);
  });
});
