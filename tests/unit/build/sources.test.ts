// The files and addresses the build names exist: a moved screen, panel or entry fails here, not silently in the chunks.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PANEL_TABLE } from '@contract/panels';
import { SCREENS } from '@/app/screens';
import { PORTAL_PAGES, PRERENDERED_SCREENS } from '../../../contract/pages';
import {
  APP_ENTRY,
  EARLY_ENTRY,
  FIRST_PANELS,
  NAMED_FILES,
  PANEL_FILES,
  ROUTED_SCREENS,
  screenModule,
} from '../../../build/sources';

const root = (file: string) => fileURLToPath(new URL(`../../../${file}`, import.meta.url));

describe('the build’s knowledge of the source', () => {
  it('names only files that exist', () => {
    const missing = NAMED_FILES.filter((file) => !existsSync(root(file)));
    expect(missing).toEqual([]);
  });

  it('has index.html run the early reads’ script, then the app’s', () => {
    const html = readFileSync(root('index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script type="module" src="\/([^"]+)"/g)].map(
      ([, src]) => src,
    );
    expect(scripts).toEqual([EARLY_ENTRY, APP_ENTRY]);
  });

  it('reads the screens from the route table: each with an address of its own, by that address', () => {
    expect(ROUTED_SCREENS.map(({ route }) => route)).toEqual(
      Object.values(SCREENS)
        .map(({ paths }) => paths[0])
        .filter((path) => path !== '*'),
    );
    expect(screenModule('/')).toBe(SCREENS.logIn.module);
    expect(screenModule('/nowhere')).toBeNull();
  });

  it('has a module for every panel of the panel table, and first panels with saved reads', () => {
    expect(PANEL_FILES).toHaveLength(Object.keys(PANEL_TABLE).length);
    expect(FIRST_PANELS).toEqual(['YourWallet', 'ManageOrder']);
  });

  it('prerenders addresses of the route table open to visitors without a session', () => {
    for (const { path } of PRERENDERED_SCREENS) {
      const screen = Object.values(SCREENS).find(({ paths }) => paths.some((p) => p === path));
      expect(screen?.access, path).toBe('signed-out');
    }
  });

  it('writes a portal page for each first panel, whose code it preloads', () => {
    expect(PORTAL_PAGES.map(({ panel }) => panel)).toEqual(FIRST_PANELS);
  });
});
