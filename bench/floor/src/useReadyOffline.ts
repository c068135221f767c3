// True once the service worker controls the page and has kept the orders (read again through it if not).
import { useEffect, useState } from 'react';
import { paths } from '../../../contract/paths';
import { API_BASE } from './api';

async function controlled(): Promise<void> {
  await navigator.serviceWorker.ready;
  if (navigator.serviceWorker.controller) return;
  await new Promise((resolve) => {
    navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true });
  });
}

export function useReadyOffline(refetch: () => PromiseLike<unknown>): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    let live = true;
    const check = async () => {
      await controlled();
      // The first read went out before the worker took over: once more, through it, to keep it.
      const ordersUrl = new URL(`${API_BASE}${paths.assignedOrders}`, location.href).href;
      if (!(await caches.match(ordersUrl, { ignoreVary: true }))) await refetch();
      if (live) setReady(true);
    };
    void check();
    return () => {
      live = false;
    };
  }, [refetch]);
  return ready;
}
