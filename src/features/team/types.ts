// The shapes the Team Members screens use (what an API would return for a clinic's team).

export type MemberStatus = 'Active' | 'Pending';

export interface TeamOrder {
  orderNumber: string;
  /** ISO date the order was handled. */
  date: string;
  livestockLocation: string;
  /** Inspection fee earned, a decimal string. */
  amount: string;
  status: 'Completed' | 'Pending';
}

export interface TeamMember {
  id: string;
  name: string;
  surname: string;
  /** Optional: a member can be invited without an email address. */
  email: string | null;
  phone: string | null;
  status: MemberStatus;
  role: string;
  qualification: string;
  savcNumber: string | null;
  vehicle: string;
  location: string;
  orders: TeamOrder[];
}

export interface ClinicDetails {
  name: string;
  phone: string;
  address: string;
}

export interface NewMember {
  name: string;
  surname: string;
  email: string;
}
