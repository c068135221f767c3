// Where Log In goes: back to the portal panel of a deep link, never to an address outside the portal.
import { describe, expect, it } from 'vitest';
import { returnPath, returnState } from '@/lib/portal/returnTo';

describe('returning after Log In', () => {
  it('keeps a portal address with its panel', () => {
    const state = returnState({ pathname: '/vet-profile', search: '?panel=ManageOrder' });
    expect(state).toEqual({ from: '/vet-profile?panel=ManageOrder' });
    expect(returnPath(state)).toBe('/vet-profile?panel=ManageOrder');
  });

  it('keeps nothing for the portal itself or for other screens', () => {
    expect(returnState({ pathname: '/vet-profile', search: '' })).toBeUndefined();
    expect(returnState({ pathname: '/verify', search: '' })).toBeUndefined();
    expect(returnPath(undefined)).toBe('/vet-profile');
  });

  it('goes to the portal when the carried address is not one of its own', () => {
    for (const from of ['https://evil.example/vet-profile', '//evil.example', '/vet-profiles', 7]) {
      expect(returnPath({ from })).toBe('/vet-profile');
    }
  });
});
