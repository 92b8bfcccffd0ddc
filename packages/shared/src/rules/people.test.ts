import { describe, expect, it } from 'vitest';
import { displayName, hasName, NO_NAME } from './people.js';

describe('displayName (DECISIONS §22)', () => {
  it('is first and last name, and never the email address', () => {
    const named = { first_name: 'Ada', last_name: 'Berg' };
    expect(displayName(named)).toBe('Ada Berg');
    expect(displayName({ ...named, last_name: '' })).toBe('Ada');
    expect(displayName({ first_name: ' ', last_name: '' })).toBe(NO_NAME);
    expect(NO_NAME).not.toContain('@');
  });

  it('knows who has given a name', () => {
    expect(hasName({ first_name: 'Ada', last_name: '' })).toBe(true);
    expect(hasName({ first_name: ' ', last_name: '  ' })).toBe(false);
  });
});
