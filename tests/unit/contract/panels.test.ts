// The panel table and the kept reads: each kept read listed once, the service worker keeps exactly those, and every panel's first reads name real reads.
import { expect, it } from 'vitest';
import { KEPT_OFFLINE, PANEL_TABLE } from '@contract/panels';
import { paths } from '@contract/paths';
import { isCachedApiRead } from '../../../sw/apiRules';

const API = 'https://portal.example/api/';

it('lists each kept read once, the profile first', () => {
  const names = KEPT_OFFLINE.map(({ name }) => name);
  expect(new Set(names).size).toBe(names.length);
  expect(names[0]).toBe('profile');
});

it('is what the service worker keeps: of every API path, the kept reads and no other', () => {
  const kept = Object.values(paths)
    .flatMap((path) => (typeof path === 'string' ? [path] : []))
    .filter((path) => isCachedApiRead({ method: 'GET', url: `${API}${path}` }, API));
  expect(kept.sort()).toEqual(
    [...KEPT_OFFLINE.map(({ name }) => paths[name]), paths.updateProfile].sort(),
  );
});

it('keeps, today, every read a panel opens with', () => {
  const first = Object.values(PANEL_TABLE).flatMap(({ reads }) => reads.map(({ name }) => name));
  const kept: readonly string[] = KEPT_OFFLINE.map(({ name }) => name);
  expect(first.filter((name) => !kept.includes(name))).toEqual([]);
});
