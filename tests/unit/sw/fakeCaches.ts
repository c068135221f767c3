// An in-memory Cache Storage (Node has none) for testing the service worker's API cache.

class MemoryCache {
  readonly entries = new Map<string, Response>();
  match(request: string | Request): Promise<Response | undefined> {
    const url = typeof request === 'string' ? request : request.url;
    return Promise.resolve(this.entries.get(url)?.clone());
  }
  put(url: string, response: Response): Promise<void> {
    this.entries.set(url, response);
    return Promise.resolve();
  }
  keys(): Promise<Request[]> {
    return Promise.resolve([...this.entries.keys()].map((url) => new Request(url)));
  }
  delete(request: string | Request): Promise<boolean> {
    return Promise.resolve(
      this.entries.delete(typeof request === 'string' ? request : request.url),
    );
  }
}

export class MemoryCacheStorage {
  readonly caches = new Map<string, MemoryCache>();
  open(name: string): Promise<MemoryCache> {
    let cache = this.caches.get(name);
    if (!cache) {
      cache = new MemoryCache();
      this.caches.set(name, cache);
    }
    return Promise.resolve(cache);
  }
  keys(): Promise<string[]> {
    return Promise.resolve([...this.caches.keys()]);
  }
  /** A match in the named cache, or in any (in the order they were opened). */
  async match(
    request: string | Request,
    { cacheName }: { cacheName?: string } = {},
  ): Promise<Response | undefined> {
    const names = cacheName === undefined ? [...this.caches.keys()] : [cacheName];
    for (const name of names) {
      const found = await this.caches.get(name)?.match(request);
      if (found) return found;
    }
    return undefined;
  }
  has(name: string): Promise<boolean> {
    return Promise.resolve(this.caches.has(name));
  }
  delete(name: string): Promise<boolean> {
    return Promise.resolve(this.caches.delete(name));
  }
}

/** A fetch event's waitUntil that the test can await. */
export function fakeEvent() {
  const pending: Promise<unknown>[] = [];
  return {
    event: {
      waitUntil: (promise: Promise<unknown>) => {
        pending.push(promise);
      },
    },
    settled: () => Promise.allSettled(pending),
  };
}

/** A JWT-shaped token (unsigned) carrying `sub`. */
export function tokenWithSub(sub: unknown): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub, exp: 9999999999 })}.signature`;
}
