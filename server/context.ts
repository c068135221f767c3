// The state every route needs: database, folders, signing secret and payment verifiers.
import type { JWK } from 'jose';
import type { Db } from './db/schema.js';
import type { PaymentVerifier } from './payments/verifier.js';

export interface AppContext {
  db: Db;
  dataDir: string;
  mediaDir: string;
  /** The HS256 key that signs access and refresh tokens. */
  secret: JWK;
  verifiers: PaymentVerifier[];
}
