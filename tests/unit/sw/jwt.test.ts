// Whose cache an API answer belongs to: the `sub` of the Bearer token, read without verifying.
import { describe, expect, it } from 'vitest';
import { bearerSubject } from '../../../sw/jwt';
import { tokenWithSub } from './fakeCaches';

describe('bearerSubject', () => {
  it('reads a string or numeric sub from a Bearer token', () => {
    expect(bearerSubject(`Bearer ${tokenWithSub('42')}`)).toBe('42');
    expect(bearerSubject(`Bearer ${tokenWithSub(7)}`)).toBe('7');
    expect(bearerSubject(`bearer   ${tokenWithSub('vet-a')}`)).toBe('vet-a');
  });

  it('reads base64url payloads whose padding was stripped', () => {
    const sub = 'ü?>~'; // produces - and _ in base64url and needs padding
    expect(bearerSubject(`Bearer ${tokenWithSub(sub)}`)).toBe(sub);
  });

  it('gives null when there is no usable token', () => {
    expect(bearerSubject(null)).toBeNull();
    expect(bearerSubject('')).toBeNull();
    expect(bearerSubject(`Basic ${tokenWithSub('42')}`)).toBeNull();
    expect(bearerSubject('Bearer not-a-jwt')).toBeNull();
    expect(bearerSubject('Bearer a.%%%.c')).toBeNull();
    expect(bearerSubject(`Bearer ${tokenWithSub('')}`)).toBeNull();
    expect(bearerSubject(`Bearer ${tokenWithSub({ id: 1 })}`)).toBeNull();
    expect(bearerSubject(`Bearer ${tokenWithSub(null)}`)).toBeNull();
  });
});
