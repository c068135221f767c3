// The state every route needs: database, folders, signing secret, media signer and payment verifiers.
import type { JWK } from 'jose';
import type { Db } from './db/schema.js';
import type { MediaSigner } from './media.js';
import type { PaymentVerifier } from './payments/verifier.js';
import type { VetLimits } from './vetLimits.js';

/** Demo: demo accounts, sandbox payments, fault switches. Production: none of them. */
export type ServerMode = 'demo' | 'production';

export interface AppContext {
  mode: ServerMode;
  db: Db;
  /** The database's instance id, carried by every token. */
  instanceId: string;
  dataDir: string;
  mediaDir: string;
  /** Uploads stream here before they are checked and moved into mediaDir. */
  uploadTmpDir: string;
  /** The HS256 key that signs access and refresh tokens. */
  secret: JWK;
  media: MediaSigner;
  verifiers: PaymentVerifier[];
  /** Whether POST /wallet/sandbox-checkout/ issues sandbox references (demo mode only). */
  sandboxPayments: boolean;
  /** Multipart requests in progress per user (limited by MAX_CONCURRENT_UPLOADS). */
  activeUploads: Map<number, number>;
  /** An upload that brings fewer bytes than this in a window is cut off. */
  uploadMinRate: { bytes: number; windowMs: number };
  /** The most bytes one account's profile files and application documents may take. */
  accountStorageBytes: number;
  /** Per-vet rate limits on the wallet, stored replies and history reads. */
  vetLimits: VetLimits;
  /**
   * Where an upload in progress is written instead of its temporary file: only the test fault
   * switches set it (diskFullNext: /dev/full, whose every write fails with ENOSPC).
   */
  uploadTarget?: (tempPath: string) => string;
}
