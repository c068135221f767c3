// The order list decoder: the reference server's orders and DRF's orders both read as the app's Order[]; bad fields named.
import { decodeOrders } from '@contract/wire/order';
import type { Order } from '@contract/wire/order';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@/lib/text/format';
import { decodeErrorOf } from './decodeSupport';

/** Two orders as server/serializers/order.ts writes them: one pending, one reported. */
const reference: Order[] = [
  {
    id: 11,
    order_number: 'ORD-2026-0011',
    created_at: '2026-11-20T09:00:00.000Z',
    delivery_address: '4 Farm Road, Bela-Bela',
    appointment_date: null,
    appointment_time: null,
    appointment_location: null,
    inspection_health_state: null,
    inspection_description: null,
    certificate_of_safety: null,
    inspection_fees: '450.00',
    vet_completed: false,
    status: 'pending',
    seller: {
      first_name: 'Sipho',
      last_name: 'Dlamini',
      phone: '27835550119',
      profile_picture: null,
      user: { email: 'sipho@farm.example' },
    },
    products: [
      {
        id: 21,
        prod_picture: '/media/picture/21.jpg?sig=abc',
        post_title: 'Nguni heifer',
        animal_type: 'Cattle',
        description: 'Two years old',
        price: '15000.00',
        product_location: 'Bela-Bela, Limpopo',
      },
    ],
  },
  {
    id: 12,
    order_number: 'ORD-2026-0012',
    created_at: '2026-11-21T09:00:00.000Z',
    delivery_address: '9 Dam Street, Modimolle',
    appointment_date: '29-11-2026',
    appointment_time: '10:30 AM',
    appointment_location: 'The farm gate',
    inspection_health_state: 'Good',
    inspection_description: 'Healthy herd.',
    certificate_of_safety: '/media/document/12.pdf?sig=def',
    inspection_fees: '450.50',
    vet_completed: true,
    status: 'completed',
    seller: {
      first_name: 'Lerato',
      last_name: 'Mokoena',
      phone: null,
      profile_picture: null,
      user: { email: null },
    },
    products: [],
  },
];

/** The same two orders as DRF sends them: ISO dates, 24-hour times, numbers, extra fields. */
const drfPending = {
  id: 11,
  order_number: 'ORD-2026-0011',
  created_at: '2026-11-20T11:00:00.123456+02:00',
  delivery_address: '4 Farm Road, Bela-Bela',
  appointment_date: null,
  appointment_time: null,
  appointment_location: '',
  inspection_health_state: '',
  inspection_description: null,
  certificate_of_safety: null,
  inspection_fees: 450,
  vet_completed: false,
  status: 'PENDING',
  buyer: 77,
  seller: {
    first_name: 'Sipho',
    last_name: 'Dlamini',
    phone: 27835550119,
    profile_picture: '',
    user: { id: 40, email: 'sipho@farm.example' },
  },
  products: [
    {
      id: '21',
      prod_picture: 'https://market.example/media/products/21.jpg',
      post_title: 'Nguni heifer',
      animal_type: 'Cattle',
      description: 'Two years old',
      price: 15000,
      product_location: 'Bela-Bela, Limpopo',
      modified_at: '2026-11-29T08:15:00.123456+02:00',
    },
  ],
};

const drfReported = {
  id: 12,
  order_number: 'ORD-2026-0012',
  created_at: '2026-11-21',
  delivery_address: '9 Dam Street, Modimolle',
  appointment_date: '2026-11-29',
  appointment_time: '10:30:00',
  appointment_location: 'The farm gate',
  inspection_health_state: 'good',
  inspection_description: 'Healthy herd.',
  certificate_of_safety: 'https://market.example/media/certificates/12.pdf',
  inspection_fees: '450.5',
  vet_completed: true,
  status: 'in_review',
  seller: 5,
};

/** DRF's paginated list of both. */
const drfPage = { count: 2, next: null, previous: null, results: [drfPending, drfReported] };

describe('decodeOrders', () => {
  it('reads the reference server’s orders unchanged', () => {
    expect(decodeOrders(reference)).toEqual(reference);
  });

  it('reads DRF’s paginated orders into the same shape, dropping unknown fields', () => {
    const [pending, done] = decodeOrders(drfPage);
    expect(pending).toEqual({
      ...reference[0],
      created_at: '2026-11-20T11:00:00.123456+02:00',
      seller: { ...reference[0]!.seller },
      products: [
        {
          ...reference[0]!.products[0],
          prod_picture: 'https://market.example/media/products/21.jpg',
        },
      ],
    });
    expect(done).toEqual({
      ...reference[1],
      created_at: '2026-11-21',
      certificate_of_safety: 'https://market.example/media/certificates/12.pdf',
      // A seller sent as a bare id has nothing to show; an unknown status is read from vet_completed.
      seller: {
        first_name: '',
        last_name: '',
        phone: null,
        profile_picture: null,
        user: { email: null },
      },
      products: [],
    });
    expect(formatMoney(done!.inspection_fees)).toBe('R\u00a0450.50');
  });

  it('names the order and field it cannot read', () => {
    const first = drfPending;
    const cases: [unknown, string][] = [
      [[first, { ...first, inspection_fees: { amount: 450 } }], 'orders[1].inspection_fees'],
      [[{ ...first, inspection_fees: 450.123 }], 'orders[0].inspection_fees'],
      [[{ ...first, id: null }], 'orders[0].id'],
      [[{ ...first, order_number: '' }], 'orders[0].order_number'],
      [[{ ...first, created_at: 'last week' }], 'orders[0].created_at'],
      [[{ ...first, appointment_date: '2026/11/29' }], 'orders[0].appointment_date'],
      [[{ ...first, appointment_time: '25:00' }], 'orders[0].appointment_time'],
      [[{ ...first, inspection_health_state: 'Sick' }], 'orders[0].inspection_health_state'],
      [[{ ...first, vet_completed: 'no' }], 'orders[0].vet_completed'],
      [
        [{ ...first, products: [{ ...first.products[0], price: 'free' }] }],
        'orders[0].products[0].price',
      ],
      [
        [{ ...first, seller: { ...first.seller, user: { email: ['a@b.c'] } } }],
        'orders[0].seller.user.email',
      ],
      [{ detail: 'Not found.' }, 'orders'],
    ];
    for (const [body, field] of cases) {
      expect(decodeErrorOf(() => decodeOrders(body)).field).toBe(field);
    }
  });
});
