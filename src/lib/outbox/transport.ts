// Sending one multipart request: fetch, or XMLHttpRequest where upload progress can be shown.
import type { HttpResponse, TransportFailure } from './classify';

export interface OutboxRequest {
  url: string;
  method: 'POST' | 'PATCH';
  headers: Record<string, string>;
  body: FormData;
  timeoutMs: number;
  onProgress?: (loaded: number, total: number) => void;
}

/** Thrown when no answer came back: no signal, connection dropped, or the time ran out. */
export class TransportError extends Error {
  constructor(readonly failure: TransportFailure) {
    super(failure === 'timeout' ? 'The request timed out.' : 'The request got no answer.');
    this.name = 'TransportError';
  }
}

export type Transport = (request: OutboxRequest) => Promise<HttpResponse>;

/** fetch-based transport (no upload progress); `fetchImpl` is injected by tests. */
export function fetchTransport(fetchImpl: typeof fetch = (...args) => fetch(...args)): Transport {
  return async (request) => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), request.timeoutMs);
    try {
      const response = await fetchImpl(request.url, {
        method: request.method,
        headers: request.headers,
        body: request.body,
        signal: controller.signal,
        credentials: 'same-origin',
        cache: 'no-store',
      });
      const text = await response.text();
      return { status: response.status, header: (name) => response.headers.get(name), text };
    } catch {
      throw new TransportError(controller.signal.aborted ? 'timeout' : 'network');
    } finally {
      clearTimeout(timer);
    }
  };
}

/** XMLHttpRequest transport: the same request, with upload progress for the progress bar. */
export function xhrTransport(): Transport {
  return (request) =>
    new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      xhr.timeout = request.timeoutMs;
      for (const [name, value] of Object.entries(request.headers))
        xhr.setRequestHeader(name, value);
      if (request.onProgress) {
        const report = request.onProgress;
        xhr.upload.onprogress = (event) => {
          if (event.lengthComputable) report(event.loaded, event.total);
        };
      }
      xhr.onload = () =>
        resolve({
          status: xhr.status,
          header: (name) => xhr.getResponseHeader(name),
          text: xhr.responseText,
        });
      xhr.onerror = xhr.onabort = () => reject(new TransportError('network'));
      xhr.ontimeout = () => reject(new TransportError('timeout'));
      xhr.send(request.body);
    });
}

/**
 * The app's default: XMLHttpRequest for same-origin API calls (upload progress), fetch otherwise
 * (cross-origin APIs and test environments, where fetch needs no CORS dance).
 */
export function defaultTransport(): Transport {
  const viaFetch = fetchTransport();
  if (typeof XMLHttpRequest === 'undefined' || typeof location === 'undefined') return viaFetch;
  const viaXhr = xhrTransport();
  return (request) =>
    new URL(request.url, location.href).origin === location.origin
      ? viaXhr(request)
      : viaFetch(request);
}
