import { describe, expect, it } from 'vitest';
import { chunkGroups, SMALL_CHUNK } from './member-chunks.ts';

/** A built chunk: its file, the modules in it (the first its facade when lazily loaded). */
const chunk = (
  fileName: string,
  { imports = [], dynamicImports = [], entry = false, lazy = false, size = 2_000 } = {} as {
    imports?: string[];
    dynamicImports?: string[];
    entry?: boolean;
    lazy?: boolean;
    size?: number;
  },
) => ({
  fileName,
  isEntry: entry,
  isDynamicEntry: lazy,
  facadeModuleId: entry || lazy ? `/src/${fileName}.tsx` : null,
  moduleIds: [`/src/${fileName}.tsx`, `/src/${fileName}-helper.ts`],
  imports,
  dynamicImports,
  code: 'x'.repeat(size),
});

// The page's entry loads the screens lazily, and a menu every visitor may open.
const chunks = [
  chunk('index', {
    entry: true,
    dynamicImports: [
      ...['home', 'login', 'contact', 'pay', 'book', 'adminA', 'adminB'],
      ...['member-part', 'menu', 'docs', 'meetings'],
    ],
  }),
  chunk('home', { lazy: true, imports: ['first'], dynamicImports: ['member-part'] }),
  chunk('login', { lazy: true, imports: ['opened'] }),
  chunk('contact', { lazy: true, imports: ['guest-shared'] }),
  chunk('menu', { lazy: true, imports: ['drawn'] }),
  chunk('member-part', { lazy: true, imports: ['part-shared'] }),
  chunk('pay', { lazy: true, imports: ['first', 'opened', 'drawn', 'shared', 'part-shared'] }),
  chunk('book', {
    lazy: true,
    imports: ['first', 'opened', 'drawn', 'shared', 'both', 'guest-shared', 'large'],
  }),
  chunk('adminA', { lazy: true, imports: ['admin-shared', 'both'] }),
  chunk('adminB', { lazy: true, imports: ['admin-shared', 'large'] }),
  chunk('docs', { lazy: true, imports: ['brings-large'] }),
  chunk('meetings', { lazy: true, imports: ['brings-large'] }),
  chunk('first'),
  chunk('opened'),
  chunk('drawn'),
  chunk('shared'),
  chunk('part-shared'),
  chunk('admin-shared'),
  chunk('both'),
  chunk('guest-shared'),
  chunk('large', { size: SMALL_CHUNK + 1 }),
  chunk('brings-large', { imports: ['large'] }),
];
const screen = (
  name: string,
  is: { admin?: boolean; visitor?: boolean; guest?: boolean; apart?: boolean } = {},
) => ({
  file: `/src/${name}.tsx`,
  admin: false,
  visitor: false,
  guest: false,
  apart: false,
  ...is,
});
const screens = [
  screen('home', { visitor: true, apart: true }),
  screen('login', { visitor: true }),
  screen('contact', { guest: true }),
  screen('pay'),
  screen('book'),
  screen('adminA', { admin: true }),
  screen('adminB', { admin: true }),
];
const groups = chunkGroups(chunks, screens, ['/src/member-part.tsx']);
const groupOf = (name: string) => groups[`/src/${name}-helper.ts`];

describe('the shared modules of the screens, in fewer files (decision 0081)', () => {
  it("never moves what the first page loads, nor what a visitor's screen or part loads into a member's group", () => {
    expect(groupOf('first')).toBeUndefined();
    // Shared by a visitor's screen as it opens: one file for the visitors' screens.
    expect(groupOf('opened')).toBe('visitor');
    // Drawn lazily for a visitor (a menu): one file for those parts.
    expect(groupOf('drawn')).toBe('visitor-parts');
    // Shared with a screen a visitor opens less often (Contact): with the visitors' parts.
    expect(groupOf('guest-shared')).toBe('visitor-parts');
  });

  it("puts what the members' screens share in one file, and what only admin screens share in another", () => {
    expect(groupOf('shared')).toBe('member');
    // A part drawn from Home only for a member is a member's.
    expect(groupOf('part-shared')).toBe('member');
    // Shared by an admin screen and a member's: a member's.
    expect(groupOf('both')).toBe('member');
    expect(groupOf('admin-shared')).toBe('admin');
  });

  it('leaves a large shared piece a file of its own: only the screens using it load it', () => {
    expect(groupOf('large')).toBeUndefined();
    // Nor does a small piece that imports it join a group: every screen would then load both.
    expect(groupOf('brings-large')).toBeUndefined();
  });

  it('keeps each screen and lazily drawn part in its own file', () => {
    for (const name of ['home', 'login', 'menu', 'member-part', 'pay', 'book', 'adminA'])
      expect(groups[`/src/${name}.tsx`]).toBeUndefined();
    // What is in a screen's own file beside it moves only as that file is shared.
    expect(groupOf('pay')).toBeUndefined();
  });
});
