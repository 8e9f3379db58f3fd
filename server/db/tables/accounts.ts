import type { Generated } from 'kysely';
import type { AddressType, RecordState } from '@contract';
import type { OptionalColumn, OptionalTimestamp, Timestamp } from '../column-types';

// People and what hangs on their account: users, sessions, delivery addresses, phone codes, push subscriptions.
// The Database type that joins every table is in ../schema.ts.

export const USER_ROLES = ['customer', 'staff', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export interface UserTable {
  id: Generated<number>;
  phone: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  email: string | null;
  role: UserRole;
  state: RecordState;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Null until the account proves it owns its phone (SMS code, or staff at the counter): its parcels stay hidden until then. */
  phone_verified_at: OptionalTimestamp;
  /** The staff member who verified the phone at the counter; null for an SMS code. */
  phone_verified_by: OptionalColumn<number>;
  /** A staff account's warehouse (its dashboard and counter filter); null: all warehouses. */
  warehouse_id: OptionalColumn<number>;
  /** The person's e-barimt consumer number (8 digits): their receipts are issued to it. */
  ebarimt_consumer_no: OptionalColumn<string>;
  /** The company the customer buys for, saved for the next B2B receipt: its number as typed and its name. */
  company_reg_no: OptionalColumn<string>;
  company_name: OptionalColumn<string>;
}

export interface SessionTable {
  token_hash: string;
  user_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface AddressTable {
  id: Generated<number>;
  user_id: number;
  type: AddressType;
  first_name: string;
  last_name: string;
  phone: string;
  city: string;
  district: string;
  subdistrict: string;
  note: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type PhoneCodePurpose = 'verify' | 'reset' | 'change';

/** A one-time code sent to a phone (or handed out by staff), as its HMAC; one live code per phone, purpose and account. */
export interface PhoneCodeTable {
  id: Generated<number>;
  phone: string;
  purpose: PhoneCodePurpose;
  user_id: number;
  code_hash: string;
  attempts: Generated<number>;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export type PushLanguage = 'mn' | 'en';

/** A browser's Web Push subscription, tied to the session that made it (ends with it). */
export interface PushSubscriptionTable {
  id: Generated<number>;
  user_id: number;
  session_token_hash: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  language: PushLanguage;
  created_at: Timestamp;
}
