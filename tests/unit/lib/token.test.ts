// The user id inside a token, used only to key per-user data (never trusted for access).
import { describe, expect, it } from 'vitest';
import { tokenSubject } from '@/lib/token';

const encode = (claims: object) =>
  `e30.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.signature`;

describe('tokenSubject', () => {
  it('reads a numeric or string sub claim', () => {
    expect(tokenSubject(encode({ sub: '42' }))).toBe('42');
    expect(tokenSubject(encode({ sub: 7 }))).toBe('7');
  });

  it('decodes UTF-8 claims correctly', () => {
    expect(tokenSubject(encode({ sub: 'Ngwenyá-ŝ' }))).toBe('Ngwenyá-ŝ');
  });

  it('gives null for a missing token, a token without sub, or garbage', () => {
    expect(tokenSubject(null)).toBeNull();
    expect(tokenSubject(encode({ role: 'vet' }))).toBeNull();
    expect(tokenSubject('not-a-jwt')).toBeNull();
    expect(tokenSubject('a.%%%.c')).toBeNull();
  });
});
