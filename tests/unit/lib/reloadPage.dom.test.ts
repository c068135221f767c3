// A reload for code an engine keeps as failed: each of the page's scripts is downloaded again first.
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadFresh } from '@/lib/page/reloadPage';

afterEach(() => {
  vi.restoreAllMocks();
  document.head.innerHTML = '';
});

describe('reloading a page whose scripts failed', () => {
  it('downloads each script and preloaded module again past the caches, then reloads', async () => {
    document.head.innerHTML =
      '<script type="module" src="/assets/index.js"></script><link rel="modulepreload" href="/assets/vendor.js"><link rel="stylesheet" href="/assets/boot.css">';
    const asked: string[] = [];
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    vi.spyOn(window, 'fetch').mockImplementation(async (url, init) => {
      const address = url instanceof Request ? url.url : url.toString();
      asked.push(`${address} ${init?.cache}`);
      await answered;
      if (address.endsWith('vendor.js')) throw new TypeError('Load failed');
      return new Response('export {}');
    });
    const reload = vi.fn();
    const reloading = reloadFresh(window, reload);
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked).toEqual([
      `${location.origin}/assets/index.js reload`,
      `${location.origin}/assets/vendor.js reload`,
    ]);
    // Not before the downloads are done (the reload would cut them off), and even if one failed.
    expect(reload).not.toHaveBeenCalled();
    answer();
    await reloading;
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
