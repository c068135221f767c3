// A thousand orders render as a thousand rows with their amounts (no per-row fetching or heavy work).
import type { Order } from '@contract/wire/order';
import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { OrderTable } from '@/features/orders/OrderTable';

function order(n: number): Order {
  return {
    id: n,
    order_number: `ORD-${String(n).padStart(5, '0')}`,
    created_at: '2026-11-01T08:00:00Z',
    delivery_address: `Farm ${n}, Vryburg`,
    appointment_date: null,
    appointment_time: null,
    appointment_location: null,
    inspection_health_state: null,
    inspection_description: null,
    certificate_of_safety: null,
    inspection_fees: `${n}.50`,
    vet_completed: false,
    status: 'pending',
    seller: {
      first_name: 'A',
      last_name: 'B',
      phone: null,
      profile_picture: null,
      user: { email: null },
    },
    products: [
      {
        id: n,
        prod_picture: null,
        post_title: 'Cow',
        animal_type: 'Cattle',
        description: '',
        price: '100.00',
        product_location: `Location ${n}`,
      },
    ],
  };
}

describe('OrderTable', () => {
  it('renders 1,000 orders', () => {
    const orders = Array.from({ length: 1000 }, (_, i) => order(i + 1));
    const router = createMemoryRouter([
      {
        path: '*',
        element: (
          <OrderTable orders={orders} tab="pending" waitingReports={new Map([[7, 'queued']])} />
        ),
      },
    ]);
    render(
      <Provider store={makeStore()}>
        <RouterProvider router={router} />
      </Provider>,
    );

    // Role queries over 1,000 rows are slow in jsdom; rows are counted with a selector instead.
    const rows = [...document.querySelectorAll<HTMLElement>('table tbody tr')];
    expect(rows).toHaveLength(1000);
    expect(within(rows[999]!).getByText('Location 1000')).toBeInTheDocument();
    expect(within(rows[233]!).getByText('+ R 234.50')).toBeInTheDocument();
    expect(within(rows[6]!).getByText('Waiting to send')).toBeInTheDocument();
    expect(
      within(rows[6]!).getByRole('link', { name: 'View order ORD-00007' }),
    ).toBeInTheDocument();
  }, 30_000);

  it('falls back to the delivery address when the product has no location', () => {
    const bare = { ...order(1), products: [] };
    const router = createMemoryRouter([
      {
        path: '*',
        element: <OrderTable orders={[bare]} tab="completed" waitingReports={new Map()} />,
      },
    ]);
    render(
      <Provider store={makeStore()}>
        <RouterProvider router={router} />
      </Provider>,
    );
    expect(screen.getByText('Farm 1, Vryburg')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Update order report ORD-00001' })).toBeInTheDocument();
  });
});
