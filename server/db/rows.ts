// Row shapes returned by the SQLite queries (integers for booleans, cents for money).
import type {
  CommunicationMeans,
  QualificationType,
  TransactionType,
} from '../../contract/limits.js';
import type { Order } from '../../contract/wire/order.js';

export interface UserRow {
  id: number;
  username: string;
  email: string;
  password_hash: string;
  role: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  profile_picture: string | null;
  communication_means: CommunicationMeans;
  account_number: string;
  bank_name: string;
  bank_confirmation_certificate: string | null;
  is_verified: number;
  is_disabled: number;
  balance_cents: number;
  created_at: string;
  /** Bumped on disable, password change and logout-everywhere: older tokens stop working. */
  token_version: number;
}

export interface ApplicationRow {
  id: number;
  user_id: number;
  clinic_name: string;
  clinic_phone: string;
  clinic_id_number: string;
  location: string;
  address: string;
  vet_latitude: number;
  vet_longitude: number;
  qualification_type: QualificationType;
  identity_document: string | null;
  proof_of_qualification: string | null;
  certification: string | null;
  savc_practice_licence: string | null;
  is_declined: number;
  created_at: string;
  updated_at: string;
}

/** The wire fields an order row stores as they are sent (the contract's names and types). */
type OrderWireColumns = Pick<
  Order,
  | 'id'
  | 'order_number'
  | 'created_at'
  | 'delivery_address'
  | 'appointment_date'
  | 'appointment_time'
  | 'appointment_location'
  | 'inspection_health_state'
  | 'inspection_description'
  | 'certificate_of_safety'
  | 'status'
>;

export interface OrderRow extends OrderWireColumns {
  vet_id: number;
  seller_id: number;
  inspection_fee_cents: number;
  vet_completed: number;
  completed_at: string | null;
}

export interface SellerRow {
  id: number;
  first_name: string;
  last_name: string;
  phone: string | null;
  email: string | null;
  profile_picture: string | null;
}

export interface ProductRow {
  id: number;
  order_id: number;
  prod_picture: string | null;
  post_title: string;
  animal_type: string;
  description: string;
  price_cents: number;
  product_location: string;
}

export interface TransactionRow {
  id: number;
  user_id: number;
  reference: string;
  created_at: string;
  description: string;
  transaction_type: TransactionType;
  amount_cents: number;
}
