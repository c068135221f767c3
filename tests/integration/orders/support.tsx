// Shared set-up for the orders DOM tests: a reference server with fresh demo data for each test, the panel rendered.
import { cleanup } from '@testing-library/react';
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

export async function startFixture(): Promise<OrdersFixture> {
  const restoreGlobals = await useNodeGlobals();
  const server = await startTestServer();
  return { server, stops: [], restoreGlobals };
}

/**
 * Stops the app's background work, empties the outbox (and the drafts) and starts a server with fresh
 * demo data, so no test depends on what an earlier one left behind.
 */
export async function resetFixture(fixture: OrdersFixture): Promise<void> {
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

export async function stopFixture(fixture: OrdersFixture): Promise<void> {
  await closeServer(fixture.server);
  fixture.restoreGlobals();
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
