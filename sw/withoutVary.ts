// The precache keeps the build's files whatever the host varies them on: its copies carry no Vary, so the page's requests always match them.
import type { WorkboxPlugin } from 'workbox-core';

/**
 * A Workbox plugin for the precache. A host may send `Vary: Origin`, `Accept` or `*` (CDNs, CORS
 * middleware); a copy kept with it fails to match a module script's request, or is not stored at
 * all, and the portal cannot open offline. The build's files are the same for every request, so
 * the copy goes without it. Like Workbox's own rule, an error answer is never kept.
 */
export const withoutVary: WorkboxPlugin = {
  cacheWillUpdate: ({ response }) => {
    if (response.status >= 400) return Promise.resolve(null);
    if (!response.headers.has('Vary')) return Promise.resolve(response);
    const headers = new Headers(response.headers);
    headers.delete('Vary');
    const { status, statusText } = response;
    return Promise.resolve(new Response(response.body, { status, statusText, headers }));
  },
};
