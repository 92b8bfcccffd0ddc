import { describe, expect, it } from 'vitest';
import { displayName } from './people.js';

describe('displayName', () => {
  it('is first and last name, or the email when both are empty', () => {
    expect(displayName({ first_name: 'Ada', last_name: 'Berg', email: 'a@x.se' })).toBe('Ada Berg');
    expect(displayName({ first_name: 'Ada', last_name: '', email: 'a@x.se' })).toBe('Ada');
    expect(displayName({ first_name: ' ', last_name: '', email: 'a@x.se' })).toBe('a@x.se');
  });
});
