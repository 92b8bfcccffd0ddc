import { describe, expect, it } from 'vitest';
import { trimStylesheet } from './trim-unused-mantine-css.ts';

describe('the trimmed Mantine stylesheet', () => {
  it('keeps what a script uses and what is not Mantine, and drops the rest and the dark scheme', () => {
    const css = [
      ':root { --mantine-color-red-9: #c92a2a; }',
      '.m_11111111 { color: red; }',
      '.m_22222222, .m_11111111:hover { color: blue; }',
      '[data-mantine-color-scheme="dark"] .m_11111111 { color: white; }',
      '@media (min-width: 40em) { .m_22222222 { margin: 0; } }',
      '.own-class { padding: 0; }',
    ].join('\n');
    const trimmed = trimStylesheet(css, new Set(['m_11111111']));
    expect(trimmed).toContain('--mantine-color-red-9');
    expect(trimmed).toContain('.m_11111111 { color: red; }');
    expect(trimmed).toContain('.m_11111111:hover');
    expect(trimmed).not.toContain('m_22222222');
    expect(trimmed).not.toContain('dark');
    expect(trimmed).not.toContain('@media');
    expect(trimmed).toContain('.own-class');
  });
});
