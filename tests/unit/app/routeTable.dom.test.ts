// The route table (src/app/screens.ts) is what the router draws and the build splits: each screen's and panel's code is the module the table names.
import { expect, it } from 'vitest';
import { PANEL_CODE } from '@/app/panels';
import { routes, SCREEN_LOADERS } from '@/app/router';
import { PANEL_MODULES, REDIRECTS, SCREENS, type ScreenKey } from '@/app/screens';
import { PANELS } from '@/lib/portal/panels';

/** The module a file of the table names, as the test runner loads it (one instance per module). */
const moduleAt = (file: string): Promise<unknown> => import(/* @vite-ignore */ `/${file}`);

it('loads each screen from the module the table names', async () => {
  for (const key of Object.keys(SCREENS) as ScreenKey[]) {
    expect(await SCREEN_LOADERS[key](), key).toBe(await moduleAt(SCREENS[key].module));
  }
});

it('loads each panel from the module the table names', async () => {
  for (const panel of PANELS) {
    expect(await PANEL_CODE[panel].code.preload(), panel).toBe(
      await moduleAt(PANEL_MODULES[panel]),
    );
  }
});

it('routes the table’s addresses, and no other', () => {
  const routed = routes[0]?.children?.map(({ path }) => path) ?? [];
  const table = [
    ...REDIRECTS.map(({ from }) => from),
    ...Object.values(SCREENS).flatMap(({ paths }) => paths),
  ];
  expect(routed.sort()).toEqual(table.sort());
});
