// Build-time render of the public screens (Log In, Create Account): their HTML paints before any script runs.
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter } from 'react-router-dom';
import { appElement, firstScreenLoaded } from '@/app/App';
import { appRoutes } from '@/app/router';
import { makeStore } from '@/app/store';

/** The screen at `path` as a visitor with no session sees it first, its code loaded as the browser's will be. */
export async function renderScreen(path: string): Promise<string> {
  const store = makeStore();
  const router = createMemoryRouter(appRoutes(store), { initialEntries: [path] });
  await firstScreenLoaded(router);
  const { prelude } = await prerenderToNodeStream(appElement(store, router));
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}
