// npm run bench:decode — the time the portal's decoders (contract/wire) take to read its longest lists: 10,000 transactions and 1,000 orders as the reference server writes them.
import { loadavg } from 'node:os';
import { decodeOrders } from '../contract/wire/order.js';
import { decodeTransactions } from '../contract/wire/wallet.js';

const RUNS = Number(process.env.RUNS ?? 21);

const transactions = Array.from({ length: 10_000 }, (_, index) => ({
  id: index + 1,
  reference: `INS-ORD-${index}`,
  created_at: '2026-11-20T09:00:00.000Z',
  description: 'Inspection fee',
  transaction_type: index % 3 ? 'credit' : 'debit',
  amount: '450.00',
}));

/** Pending and completed orders in turn, as server/serializers/order.ts writes them. */
const orders = Array.from({ length: 1_000 }, (_, index) => {
  const done = index % 2 === 0;
  return {
    id: index + 1,
    order_number: `ORD-2026-${index}`,
    created_at: '2026-11-20T09:00:00.000Z',
    delivery_address: '4 Farm Road, Bela-Bela',
    appointment_date: done ? '29-11-2026' : null,
    appointment_time: done ? '10:30 AM' : null,
    appointment_location: done ? 'The farm gate' : null,
    inspection_health_state: done ? 'Good' : null,
    inspection_description: done ? 'Healthy herd.' : null,
    certificate_of_safety: null,
    inspection_fees: '450.00',
    vet_completed: done,
    status: done ? 'completed' : 'pending',
    seller: {
      first_name: 'Sipho',
      last_name: 'Dlamini',
      phone: '27835550119',
      profile_picture: null,
      user: { email: 'sipho@farm.example' },
    },
    products: [
      {
        id: index + 1,
        prod_picture: null,
        post_title: 'Nguni heifer',
        animal_type: 'Cattle',
        description: 'Two years old',
        price: '15000.00',
        product_location: 'Bela-Bela, Limpopo',
      },
    ],
  };
});

/** The fastest and the median of RUNS timed runs, after five untimed ones. */
function measure(run: () => unknown): { min: number; median: number } {
  for (let warm = 0; warm < 5; warm += 1) run();
  const times: number[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { min: times[0] ?? NaN, median: times[Math.floor(times.length / 2)] ?? NaN };
}

console.log(`Decoding with contract/wire, ${RUNS} runs each (load ${loadavg()[0]?.toFixed(1)}):`);
for (const [label, run] of [
  ['10,000 transactions', () => decodeTransactions(transactions)],
  ['1,000 orders', () => decodeOrders(orders)],
] as const) {
  const { min, median } = measure(run);
  console.log(`  ${label.padEnd(20)} fastest ${min.toFixed(1)} ms, median ${median.toFixed(1)} ms`);
}
