// The panel table: each saved read listed once, and the service worker keeps exactly those (the profile also at its twin address).
import { expect, it } from 'vitest';
import { PANEL_READS, SAVED_READS } from '@contract/panels';
import { paths } from '@contract/paths';
import { isCachedApiRead } from '../../../sw/apiRules';

const API = 'https://portal.example/api/';

it('lists each saved read once, the profile first', () => {
  const names = SAVED_READS.map(({ name }) => name);
  expect(new Set(names).size).toBe(names.length);
  expect(names[0]).toBe('profile');
  expect(SAVED_READS.slice(1)).toEqual(PANEL_READS);
});

it('is what the service worker keeps: of every API path, the saved reads and no other', () => {
  const kept = Object.values(paths)
    .flatMap((path) => (typeof path === 'string' ? [path] : []))
    .filter((path) => isCachedApiRead({ method: 'GET', url: `${API}${path}` }, API));
  expect(kept.sort()).toEqual(
    [...SAVED_READS.map(({ name }) => paths[name]), paths.updateProfile].sort(),
  );
});
