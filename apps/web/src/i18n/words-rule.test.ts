import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
// The lint rule the web app is checked with (decision 0021).
import catalogueWords from '../../../../scripts/lint/words-outside-catalogues.js';

const linter = new Linter({ configType: 'flat' });
const wordsIn = (code: string) =>
  linter
    .verify(
      code,
      [
        {
          files: ['**/*.tsx'],
          languageOptions: { parser: tseslint.parser as Linter.Parser },
          plugins: { words: catalogueWords },
          rules: { 'words/no-words': 'error' },
        },
      ],
      'screen.tsx',
    )
    .map((problem) => problem.message.match(/"(.*)"/)?.[1]);

describe('the lint rule against words outside the catalogues', () => {
  it('finds words in strings and templates people read', () => {
    expect(wordsIn('setNotice(`${name} is told why.`);')).toEqual(['is told why.']);
    expect(wordsIn("const fallback = 'Photo of the house';")).toEqual(['Photo of the house']);
    expect(wordsIn("show(error ? 'Failed to load' : t('x'));")).toEqual(['Failed to load']);
    expect(wordsIn('const a = <Badge title="Not yet" />;')).toEqual(['Not yet']);
  });

  it('leaves alone what nobody reads', () => {
    const quiet = [
      "import { x } from 'a b';",
      "const a = { 'General Inquiry': 'contact.subject.general' };",
      "const style = { borderLeft: nested ? '2px solid var(--c)' : undefined };",
      'const f = { fontFamily: \'system-ui, "Segoe UI", Roboto\' };',
      "throw new Error('useLanguage needs a LanguageProvider');",
      "console.error('A screen failed:', error);",
      'const a = <a rel="noopener noreferrer" className="touch target" />;',
      "const key = t('stays.planCard.saveFailed');",
      'const both = `${a} ${b}`;',
    ];
    for (const code of quiet) expect(wordsIn(code), code).toEqual([]);
  });
});
