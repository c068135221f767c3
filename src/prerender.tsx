// Build-time render of the public screens (Log In, Create Account): their HTML paints before any script runs.
import { prerenderToNodeStream } from 'react-dom/static';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { appElement } from '@/app/App';
import { Screens } from '@/app/router';
import { makeStore } from '@/app/store';

/** The screen at `path` as a visitor with no session sees it first, waiting for its lazy parts. */
export async function renderScreen(path: string): Promise<string> {
  const AtPath = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
  );
  const { prelude } = await prerenderToNodeStream(appElement(makeStore(), AtPath, <Screens />));
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}
