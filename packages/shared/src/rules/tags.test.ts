import { describe, expect, it } from 'vitest';
import { normaliseTags, tagsProblem } from './tags.js';

describe('normaliseTags', () => {
  it('splits custom tags on commas and spaces, lower-cases, merges and de-duplicates', () => {
    expect(normaliseTags(['summer', 'Sauna'], 'Fishing, summer  LAKE,,sauna')).toEqual([
      'summer',
      'sauna',
      'fishing',
      'lake',
    ]);
  });

  it('gives nothing for blank input', () => {
    expect(normaliseTags('', [' ', ','], undefined)).toEqual([]);
  });
});

describe('tagsProblem', () => {
  it('allows up to 10 tags of up to 30 characters', () => {
    expect(tagsProblem(Array.from({ length: 10 }, (_, i) => `t${i}`))).toBeUndefined();
    expect(tagsProblem(['x'.repeat(30)])).toBeUndefined();
  });

  it('refuses more, or longer', () => {
    expect(tagsProblem(Array.from({ length: 11 }, (_, i) => `t${i}`))).toBe('At most 10 tags');
    expect(tagsProblem(['x'.repeat(31)])).toBe('A tag can be at most 30 characters');
  });
});
