import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, withCompileHint } from './compile-hints.ts';

describe('the compile hint of a built file', () => {
  it('goes on a line of its own before the code, and the source map follows it a line down', () => {
    const map = JSON.stringify({ version: 3, sources: ['a.ts'], names: [], mappings: 'AAAA;AACA' });
    const hinted = withCompileHint('let a = 1;\nlet b = 2;', map);
    expect(hinted.code).toBe(`${COMPILE_HINT}\nlet a = 1;\nlet b = 2;`);
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad');
    expect(JSON.parse(hinted.map!)).toEqual({
      version: 3,
      sources: ['a.ts'],
      names: [],
      mappings: ';AAAA;AACA',
    });
  });

  it('is put once, and a file without a map gets none', () => {
    const once = withCompileHint('run();');
    expect(once).toEqual({ code: `${COMPILE_HINT}\nrun();` });
    expect(withCompileHint(once.code)).toEqual(once);
  });
});
