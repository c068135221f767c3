// Build-time render of the public screens (Log In, Create Account): their HTML paints before any script runs.
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter } from 'react-router-dom';
import { appElement } from '@/app/App';
import { routes } from '@/app/router';
import { makeStore } from '@/app/store';

/** The screen at `path` as a visitor with no session sees it first, waiting for its lazy parts. */
export async function renderScreen(path: string): Promise<string> {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const { prelude } = await prerenderToNodeStream(appElement(makeStore(), router));
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}
