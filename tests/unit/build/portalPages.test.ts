// The portal's pages the build writes: one for each first panel, named as the app names its panels.
import { expect, it } from 'vitest';
import { DEFAULT_PANEL, openPanel, PANELS } from '@/lib/portal/panels';
import { builtPage, PORTAL_PAGES } from '../../../contract/pages';

it('names panels the app has, the default panel’s page first (the page of every other address)', () => {
  for (const page of PORTAL_PAGES) expect(PANELS).toContain(page.panel);
  expect(PORTAL_PAGES[0].panel).toBe(DEFAULT_PANEL);
});

it('sends each portal address the page of the panel the app opens there', () => {
  for (const search of ['', '?panel=ManageOrder', '?panel=YourWallet', '?panel=bogus']) {
    const page = PORTAL_PAGES.find(
      (candidate) => candidate.file === builtPage('/vet-profile', search),
    );
    expect(page?.panel, search).toBe(openPanel(search));
  }
});
