// Slows password guessing against one account without locking its owner out: failures count per
// resolved account (however the name was spelled) and per address-and-account; past the free
// failures each further try on the account waits a doubling delay, except from a known device.
export interface LoginThrottleOptions {
  /** Failures on one account (from anywhere) before each further try must wait. */
  freeFailures: number;
  /** Failures from one address (or device) on one account before it waits out the window. */
  perAddressAndAccount: number;
  /** How long failures are remembered. */
  windowMs: number;
  /** The first delay past the free failures; each further failure doubles it. */
  baseDelayMs: number;
  /** The longest delay. */
  maxDelayMs: number;
}

interface AccountFailures {
  failures: number;
  lastAt: number;
}

interface PairFailures {
  failures: number;
  firstAt: number;
}

/** Known addresses kept per account, and how long one stays known after a good sign-in. */
const KNOWN_PER_ACCOUNT = 10;
const KNOWN_FOR_MS = 30 * 24 * 60 * 60 * 1000;
/** Entries kept at most per map: a flood from rotating addresses cannot grow memory without end. */
const MAX_ENTRIES = 100_000;

function capped<K, V>(map: Map<K, V>, key: K, value: V): void {
  map.delete(key);
  map.set(key, value);
  while (map.size > MAX_ENTRIES) {
    const oldest = map.keys().next();
    if (oldest.done) break;
    map.delete(oldest.value);
  }
}

export interface LoginThrottle {
  /** Seconds the try must wait (0: go ahead and check the password). */
  waitSeconds: (userId: number, address: string, knownDevice: boolean, now?: number) => number;
  /** Whether the account signed in successfully from this address lately. */
  isKnownAddress: (userId: number, address: string, now?: number) => boolean;
  failed: (userId: number, address: string, now?: number) => void;
  succeeded: (userId: number, address: string, now?: number) => void;
}

export function createLoginThrottle(options: LoginThrottleOptions): LoginThrottle {
  const accounts = new Map<number, AccountFailures>();
  const pairs = new Map<string, PairFailures>();
  const known = new Map<number, Map<string, number>>();
  const pairKey = (userId: number, address: string) => `${userId}|${address}`;

  const accountDelayMs = (failures: number): number => {
    const over = failures - options.freeFailures;
    if (over < 0) return 0;
    return Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** Math.min(over, 30));
  };

  const isKnownAddress = (userId: number, address: string, now = Date.now()): boolean => {
    const at = known.get(userId)?.get(address);
    return at !== undefined && now - at < KNOWN_FOR_MS;
  };

  return {
    isKnownAddress,
    waitSeconds(userId, address, knownDevice, now = Date.now()) {
      let waitMs = 0;
      const pair = pairs.get(pairKey(userId, address));
      if (pair && now - pair.firstAt < options.windowMs) {
        if (pair.failures >= options.perAddressAndAccount) {
          waitMs = pair.firstAt + options.windowMs - now;
        }
      }
      const account = accounts.get(userId);
      const trusted = knownDevice || isKnownAddress(userId, address, now);
      if (!trusted && account && now - account.lastAt < options.windowMs) {
        waitMs = Math.max(waitMs, account.lastAt + accountDelayMs(account.failures) - now);
      }
      return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
    },
    failed(userId, address, now = Date.now()) {
      // A known address is often shared (a clinic's network, a carrier's NAT): a failure from it
      // ends its exemption until the next good sign-in from there, so whoever shares it gets no
      // way past the account-wide wait.
      known.get(userId)?.delete(address);
      const account = accounts.get(userId);
      const fresh = account && now - account.lastAt < options.windowMs;
      capped(accounts, userId, { failures: fresh ? account.failures + 1 : 1, lastAt: now });
      const key = pairKey(userId, address);
      const pair = pairs.get(key);
      const live = pair && now - pair.firstAt < options.windowMs;
      capped(
        pairs,
        key,
        live ? { ...pair, failures: pair.failures + 1 } : { failures: 1, firstAt: now },
      );
    },
    succeeded(userId, address, now = Date.now()) {
      // The account's count stays: an attacker gets no fresh free failures each time the owner
      // signs in. The owner's own devices and addresses are known from now on.
      pairs.delete(pairKey(userId, address));
      const addresses = known.get(userId) ?? new Map<string, number>();
      addresses.delete(address);
      addresses.set(address, now);
      while (addresses.size > KNOWN_PER_ACCOUNT) {
        const oldest = addresses.keys().next();
        if (oldest.done) break;
        addresses.delete(oldest.value);
      }
      capped(known, userId, addresses);
    },
  };
}
