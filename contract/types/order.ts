// The order as the API sends it: seller, products, appointment and inspection report (spec section 3).
import type { HealthState, OrderStatus } from '../limits.js';

export interface Seller {
  first_name: string;
  last_name: string;
  phone: string | null;
  profile_picture: string | null;
  user: { email: string | null };
}

export interface Product {
  id: number;
  prod_picture: string | null;
  post_title: string;
  animal_type: string;
  description: string;
  /** Decimal string, e.g. "4500.00". */
  price: string;
  product_location: string;
}

export interface Order {
  id: number;
  order_number: string;
  created_at: string;
  delivery_address: string;
  /** dd-MM-yyyy, or null before an appointment is set. */
  appointment_date: string | null;
  /** hh:mm a */
  appointment_time: string | null;
  appointment_location: string | null;
  inspection_health_state: HealthState | null;
  inspection_description: string | null;
  certificate_of_safety: string | null;
  /** Decimal string, e.g. "450.00". */
  inspection_fees: string;
  vet_completed: boolean;
  status: OrderStatus;
  seller: Seller;
  products: Product[];
}

/** POST dashboard/set-appointment/{id}/ (the id goes in the path). */
export interface AppointmentRequest {
  orderId: number;
  appointment_date: string;
  appointment_time: string;
  appointment_location: string;
}

/** The answer to setting an appointment and to sending or updating a report: the order as it is now. */
export interface OrderChangeResponse {
  message: string;
  order: Order;
}

/** The multipart fields of send-inspection-report (POST) and update-inspection-report (PATCH). */
export interface ReportRequest {
  inspection_health_state: HealthState;
  inspection_description: string;
}

/** The multipart field the optional health certificate goes in. */
export const REPORT_CERTIFICATE_FIELD = 'certificate_of_safety';
