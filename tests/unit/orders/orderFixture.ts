// An order as the decoder gives it, with what a test changes: for the appointment and calendar tests.
import type { Order } from '@contract/wire/order';

export function orderWith(id: number, changes: Partial<Order> = {}): Order {
  return {
    id,
    order_number: `ORD-2026-${String(id).padStart(4, '0')}`,
    created_at: '2026-11-01T08:00:00Z',
    delivery_address: `Farm ${id}, Vryburg`,
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
      first_name: 'Thandi',
      last_name: 'Mokoena',
      phone: '27821234567',
      profile_picture: null,
      user: { email: null },
    },
    products: [
      {
        id,
        prod_picture: null,
        post_title: '12 Nguni cows',
        animal_type: 'Cattle',
        description: '',
        price: '12000.00',
        product_location: `Lichtenburg, North West`,
      },
    ],
    ...changes,
  };
}
