// Shared set-up for the orders DOM tests: a reference server with fresh demo data for each test, the panel rendered.
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { openOutboxDb } from '@/lib/outbox/db';
import type { OutboxItem } from '@/lib/outbox/types';
import OrdersPanel from '@/features/orders/OrdersPanel';
import { clearDeviceStore } from '../../support/deviceStore';
import { useNodeGlobals } from '../../support/nodeGlobals';
import { makeProfile } from '../../support/profiles';
import { renderWithProviders } from '../../support/render';
import { startTestServer, type TestServer } from '../../support/server';

export const VET = 'verified@vets.example';

export interface OrdersFixture {
  server: TestServer;
  stops: (() => void)[];
  restoreGlobals: () => void;
}

async function startFixture(): Promise<OrdersFixture> {
  const restoreGlobals = await useNodeGlobals();
  const server = await startTestServer();
  return { server, stops: [], restoreGlobals };
}

/**
 * Stops the app's background work, empties the outbox (and the drafts) and starts a server with fresh
 * demo data, so no test depends on what an earlier one left behind.
 */
async function resetFixture(fixture: OrdersFixture): Promise<void> {
  cleanup(); // unmounted first: a form writes its draft as it goes
  for (const stop of fixture.stops.splice(0)) stop();
  await clearDeviceStore();
  for (const dialog of document.querySelectorAll('dialog')) dialog.remove();
  await closeServer(fixture.server);
  fixture.server = await startTestServer();
}

/** A request the unmounted portal aborted can leave a socket without a request, which close() waits for. */
async function closeServer(server: TestServer): Promise<void> {
  server.app.server.closeAllConnections();
  await server.close();
}

async function stopFixture(fixture: OrdersFixture): Promise<void> {
  await closeServer(fixture.server);
  fixture.restoreGlobals();
}

/**
 * The fixture of this test file: started before its first test, reset after each (spies restored,
 * then `afterEachTest`, then a fresh server), stopped after the last. Filled in by beforeAll.
 */
export function useOrdersFixture(afterEachTest?: () => void): OrdersFixture {
  const fixture = {} as OrdersFixture;
  beforeAll(async () => {
    Object.assign(fixture, await startFixture());
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await resetFixture(fixture);
    afterEachTest?.();
  });
  afterAll(async () => {
    await stopFixture(fixture);
  });
  return fixture;
}

/** An order as the assigned-orders list gives it (the fields these tests look at). */
export interface ApiOrder {
  id: number;
  order_number: string;
  appointment_date: string | null;
  appointment_time: string | null;
  vet_completed: boolean;
  inspection_health_state: string | null;
}

/** The assigned orders of the vet whose token this is, straight from the server. */
export async function ordersOf(fixture: OrdersFixture, token: string): Promise<ApiOrder[]> {
  const response = await fetch(`${fixture.server.apiBaseUrl}dashboard/assigned-orders/`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return (await response.json()) as ApiOrder[];
}

/** A pending order of the demo vet, with or without an appointment. */
export async function pendingOrder(
  fixture: OrdersFixture,
  withAppointment: boolean,
): Promise<ApiOrder> {
  const token = await fixture.server.tokenFor(VET);
  const order = (await ordersOf(fixture, token)).find(
    (o) => !o.vet_completed && Boolean(o.appointment_date) === withAppointment,
  );
  if (!order) throw new Error('no such pending order left in the demo data');
  return order;
}

/** The Manage Orders panel at `search` (e.g. "&order=3"), signed in as `username`. */
export async function openPanel(fixture: OrdersFixture, search = '', username = VET) {
  const token = await fixture.server.tokenFor(username);
  const view = renderWithProviders(<OrdersPanel profile={makeProfile()} />, {
    apiBaseUrl: fixture.server.apiBaseUrl,
    token,
    path: `/vet-profile?panel=ManageOrder${search}`,
  });
  fixture.stops.push(view.stop);
  return { ...view, token };
}

/** Everything in the outbox right now. */
export function outboxItems(): Promise<OutboxItem[]> {
  return openOutboxDb().list();
}

/** How many requests the server saw on `path` (under /api/). */
export async function requestsTo(fixture: OrdersFixture, path: string): Promise<number> {
  return (await fixture.server.stats()).requests[`/api/${path}`] ?? 0;
}
