// The one reader of the server's DRF-style error bodies, as every form, toast and the outbox use it.
import { describe, expect, it } from 'vitest';
import { fieldErrors, firstText, serverMessage, textAt } from '@/lib/api/drf';

describe('DRF error bodies', () => {
  it('reads a string or the first text of a list, trimmed', () => {
    expect(firstText(' Too large. ')).toBe('Too large.');
    expect(firstText(['', 'Enter a valid phone.'])).toBe('Enter a valid phone.');
    expect(firstText([1, ' '])).toBeNull();
    expect(firstText({ nested: 'no' })).toBeNull();
  });

  it('takes the first of the named keys that says something', () => {
    const body = { error: '', non_field_errors: ['Unable to log in.'], username: ['Taken.'] };
    expect(textAt(body, ['error', 'non_field_errors', 'username'])).toBe('Unable to log in.');
    expect(textAt('not a body', ['error'])).toBeNull();
  });

  it('finds the server’s words: error, detail, non_field_errors, then any field', () => {
    expect(serverMessage({ detail: 'Not found.' })).toBe('Not found.');
    expect(serverMessage({ inspection_description: ['Too long.'] })).toBe('Too long.');
    expect(serverMessage(['a list'])).toBeNull();
  });

  it('places field errors on a form, first message per field, in body order', () => {
    const body = { vet_longitude: ['Outside SA.'], vet_latitude: ['Also outside.'], other: ['x'] };
    expect(fieldErrors(body, { vet_latitude: 'location', vet_longitude: 'location' })).toEqual({
      location: 'Outside SA.',
    });
  });
});
