// The per-vet key comes from the profile as each backend sends it, never from a token's claims.
import { describe, expect, it } from 'vitest';
import { ownerKeyOf } from '@contract/owner';

describe('ownerKeyOf', () => {
  it('takes the user id, as the reference server and Django REST Framework send it', () => {
    expect(ownerKeyOf({ id: 7, user: { id: 7, username: 'a', email: 'a@b.c' } })).toBe('7');
    expect(ownerKeyOf({ id: 3, user: { id: '42', email: 'a@b.c' } })).toBe('42');
  });

  it('falls back to the profile id, then the email or username', () => {
    expect(ownerKeyOf({ id: 3, user: { email: 'Vet@Example.com' } })).toBe('3');
    expect(ownerKeyOf({ user: { email: 'Vet@Example.com' } })).toBe('user:vet@example.com');
    expect(ownerKeyOf({ user: { username: 'thandi' } })).toBe('user:thandi');
  });

  it('names nobody when the answer names nobody', () => {
    expect(ownerKeyOf(null)).toBeNull();
    expect(ownerKeyOf('<html>')).toBeNull();
    expect(ownerKeyOf({ first_name: 'Thandi', user: null })).toBeNull();
    expect(ownerKeyOf({ id: '', user: { id: 1.5, email: '' } })).toBeNull();
  });
});
