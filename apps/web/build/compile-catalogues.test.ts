import { parse } from '@formatjs/icu-messageformat-parser';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { compileCatalogues } from './compile-catalogues.ts';

const CATALOGUE = /[\\/]i18n[\\/](en|sv)(\.first)?\.js$/;

/** Runs the plugin's transform on `code` as module `id`, as the build does. */
function transform(code: string, id = '/app/src/i18n/en.js') {
  const plugin = compileCatalogues(CATALOGUE, { serverEn: { 'api.x': 'Wait {minutes} minutes' } }, [
    'first',
  ]);
  const hook = plugin.transform as (
    this: unknown,
    code: string,
    id: string,
  ) => { code: string } | null;
  return hook.call(
    {
      parse: (source: string) => parseAst(source),
      error: (text: string) => {
        throw new Error(text);
      },
    },
    code,
    id,
  );
}

/** The object literal a transformed module exports, read back. */
const exported = (code: string) =>
  new Function(`${code.replace('export default', 'return')}`)() as Record<string, unknown>;

describe('catalogues parsed at build time', () => {
  it('turns each message into its syntax tree and writes the server’s in, parsed', () => {
    const out = transform(
      "const en = { ...serverEn, 'a.b': 'Hi {name}', 'a.c': '{count, plural, one {# day} other {# days}}' }; export default en;",
    )!;
    expect(exported(out.code)).toEqual({
      'api.x': parse('Wait {minutes} minutes'),
      'a.b': parse('Hi {name}'),
      'a.c': parse('{count, plural, one {# day} other {# days}}'),
    });
  });

  it('leaves a spread catalogue module as it is (it is parsed itself), and other modules alone', () => {
    const out = transform("const en = { ...first, 'a.b': 'Hi' }; export default en;")!;
    expect(out.code).toContain('...first');
    expect(transform("const x = { a: 'Hi {' };", '/app/src/lib/other.js')).toBeNull();
  });

  it('fails the build on a message that is not ICU, and on a catalogue it does not know', () => {
    expect(() => transform("export default { 'a.b': 'Hi {name' };")).toThrow(/a\.b|not ICU/);
    expect(() => transform("export default { ...unknown, 'a.b': 'Hi' };")).toThrow(
      /spreads a catalogue the build does not parse/,
    );
  });
});
