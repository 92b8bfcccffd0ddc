import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { readAdminScreens, readScreenTable } from './screen-preloads.ts';

/**
 * Fewer, larger files for the members' screens (issue 61, decision 0081). Split as the bundler
 * splits by default, a signed-in screen asked for some fifty files, most of them Mantine's and the
 * app's small shared pieces of 1-3 KB, and a slow phone spends a few milliseconds on each before
 * the screen can start. So the build runs twice: the first (`STUGA_CHUNKS=measure`) looks at how
 * the default split shares chunks between screens and writes which group each shared module goes
 * into (`chunkGroups`); the second puts them there (`chunkGroupOf`), and checks that no visitor's
 * screen loads the members' groups nor a member's the admins' (`chunkGroupsPlugin`). The first
 * page (the page and Home) is never grouped.
 */
export const CHUNK_GROUPS = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../node_modules/.cache/stuga/chunk-groups.json',
);

/** Whether this build is the first of the two (it measures; it writes no `dist`). */
export const measuringChunks = process.env.STUGA_CHUNKS === 'measure';

type Group = 'visitor' | 'visitor-parts' | 'member' | 'admin';
type Groups = Record<string, Group>;

interface Chunk {
  fileName: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: readonly string[];
  imports: readonly string[];
  dynamicImports: readonly string[];
  /** Its code (the measuring build's: neither minified nor compressed). */
  code: string;
}

/**
 * A chunk this small (unminified; up to some 13 KB once minified and compressed, as floating-ui's
 * or a scroll area's) costs a phone more as a file of its own than its bytes do in a group. A
 * larger one (markdown, dates, the schemas) stays a file of its own, so a screen that does not use
 * it never loads it.
 */
export const SMALL_CHUNK = 120_000;

/** Where a screen belongs: who opens it, and whether its code is left split as by default. */
export interface ScreenOf {
  file: string;
  admin: boolean;
  /** A screen a visitor opens first (Home, signing in, the guestbook). */
  visitor: boolean;
  /** A visitor's or a guest's less often (Contact, a guest's pass): shared as visitors' parts. */
  guest: boolean;
  apart: boolean;
}

/** The file a screen table's `@/…` import names. */
function resolveModule(srcDir: string, module: string): string {
  const base = path.join(srcDir, module.replace(/^@\//, ''));
  return ['.tsx', '.ts'].map((ending) => base + ending).find((file) => existsSync(file)) ?? base;
}

/**
 * The groups of the shared modules, from the chunks of a build split as by default. Pure, for
 * the test: `screens` and `memberParts` name module files (`memberParts`: parts drawn from the
 * page or Home only for a member, such as Home's member part).
 */
export function chunkGroups(
  chunks: readonly Chunk[],
  screens: readonly ScreenOf[],
  memberParts: readonly string[],
): Groups {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const byModule = new Map(chunks.map((chunk) => [chunk.facadeModuleId, chunk]));
  const chunksOf = (files: Iterable<string>) =>
    [...files].flatMap((file) => byModule.get(file) ?? []);
  /** The chunks reached from `starts`; lazily loaded ones only if `lazily` lets them in. */
  const reach = (starts: Chunk[], lazily: (chunk: Chunk) => boolean) => {
    const seen = new Set<Chunk>();
    const queue = [...starts];
    while (queue.length) {
      const chunk = queue.pop()!;
      if (seen.has(chunk)) continue;
      seen.add(chunk);
      for (const file of chunk.imports) queue.push(byFile.get(file)!);
      for (const file of chunk.dynamicImports) {
        const next = byFile.get(file)!;
        if (lazily(next)) queue.push(next);
      }
    }
    return seen;
  };
  const entries = chunks.filter((chunk) => chunk.isEntry);
  const screenChunks = new Set(chunksOf(screens.map((screen) => screen.file)));
  const parts = new Set(chunksOf(memberParts));
  const visitorScreens = chunksOf(screens.filter((s) => s.visitor).map((s) => s.file));
  const guestScreens = chunksOf(screens.filter((s) => s.guest).map((s) => s.file));
  const lazily = (chunk: Chunk) => !screenChunks.has(chunk) && !parts.has(chunk);
  // The first page (the page and Home, as a visitor opens them): never grouped (its budget).
  const apart = reach(
    [...entries, ...chunksOf(screens.filter((s) => s.apart).map((s) => s.file))],
    () => false,
  );
  // What the visitors' screens load as they open; what they, the page and the guests' screens
  // draw or load besides.
  const opened = reach(visitorScreens, () => false);
  const visitor = reach([...entries, ...visitorScreens, ...guestScreens], lazily);
  // What a member loads: the same, with every screen but the admin screens.
  const adminScreens = new Set(chunksOf(screens.filter((s) => s.admin).map((s) => s.file)));
  const member = reach(entries, (chunk) => !adminScreens.has(chunk));
  // How many lazily loaded chunks (screens, parts) need each chunk when they load.
  const sharedBy = new Map<Chunk, number>();
  for (const start of chunks.filter((chunk) => chunk.isDynamicEntry)) {
    for (const chunk of reach([start], () => false)) {
      sharedBy.set(chunk, (sharedBy.get(chunk) ?? 0) + 1);
    }
  }
  // A small shared chunk, all of whose imports are the first page's or such chunks too: one that
  // imports a large one would bring it to every screen loading its group.
  const groupable = new Map<Chunk, boolean>();
  const canGroup = (chunk: Chunk): boolean => {
    const known = groupable.get(chunk);
    if (known !== undefined) return known;
    groupable.set(chunk, true);
    const can =
      !apart.has(chunk) &&
      (sharedBy.get(chunk) ?? 0) >= 2 &&
      chunk.code.length <= SMALL_CHUNK &&
      chunk.imports.every((file) => {
        const next = byFile.get(file)!;
        return apart.has(next) || canGroup(next);
      });
    groupable.set(chunk, can);
    return can;
  };
  const groupOf = (chunk: Chunk): Group | undefined => {
    if (!canGroup(chunk)) return undefined;
    if (opened.has(chunk)) return 'visitor';
    if (visitor.has(chunk)) return 'visitor-parts';
    return member.has(chunk) ? 'member' : 'admin';
  };
  const groups: Groups = {};
  for (const chunk of chunks) {
    const group = groupOf(chunk);
    if (!group) continue;
    for (const id of chunk.moduleIds) {
      // A lazily loaded module keeps its own file (the screen table finds a screen by it).
      if (chunk.isDynamicEntry && id === chunk.facadeModuleId) continue;
      groups[id] = group;
    }
  }
  return groups;
}

interface ChunkGroupsOptions {
  srcDir: string;
  table: string;
  /** The screens a visitor opens first (keys of the table). */
  visitorScreens: readonly string[];
  /** The screens a visitor or a guest opens less often (keys of the table). */
  guestScreens: readonly string[];
  /** Lazily loaded parts only a member sees (`@/…`, as imported), drawn from a visitor's page. */
  memberParts: readonly string[];
  /** Screens whose code stays split as by default (keys of the table): Home, the first page. */
  apartScreens: readonly string[];
}

/** The screen table's screens, as `chunkGroups` takes them. */
function readScreens(options: ChunkGroupsOptions) {
  const source = readFileSync(options.table, 'utf8');
  const admin = readAdminScreens(source);
  return readScreenTable(source).map(({ key, module }) => ({
    key,
    file: resolveModule(options.srcDir, module),
    admin: admin.has(key),
    visitor: options.visitorScreens.includes(key),
    guest: options.guestScreens.includes(key),
    apart: options.apartScreens.includes(key),
  }));
}

/**
 * The groups' plugin. Measuring (the first build), it writes the groups (`CHUNK_GROUPS`) from the
 * default split. In the kept build it fails the build if a visitor's screen would load a group
 * of the members' or admins' code, or a member's screen the admins' (what the test of
 * `chunkGroups` asserts, checked again on the app as it is built).
 */
export function chunkGroupsPlugin(options: ChunkGroupsOptions): Plugin {
  return {
    name: 'stuga:chunk-groups',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (file): file is Extract<typeof file, { type: 'chunk' }> => file.type === 'chunk',
      ) as unknown as (Chunk & { name: string })[];
      const screens = readScreens(options);
      if (measuringChunks) {
        const parts = options.memberParts.map((module) => resolveModule(options.srcDir, module));
        mkdirSync(path.dirname(CHUNK_GROUPS), { recursive: true });
        writeFileSync(CHUNK_GROUPS, JSON.stringify(chunkGroups(chunks, screens, parts)));
        return;
      }
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const loads = (chunk: Chunk): Set<string> => {
        const names = new Set<string>();
        const queue = [chunk];
        for (let next = queue.pop(); next; next = queue.pop()) {
          if (names.has(next.fileName)) continue;
          names.add(next.fileName);
          queue.push(...next.imports.map((file) => byFile.get(file)!));
        }
        return new Set([...names].map((file) => byFile.get(file)!.name));
      };
      const forbidden: Record<'visitor' | 'guest' | 'member', readonly string[]> = {
        visitor: ['member', 'admin', 'visitor-parts'],
        guest: ['member', 'admin'],
        member: ['admin'],
      };
      for (const screen of screens.filter((s) => !s.admin)) {
        const chunk = chunks.find((c) => c.facadeModuleId === screen.file);
        if (!chunk) continue;
        const who = screen.visitor || screen.apart ? 'visitor' : screen.guest ? 'guest' : 'member';
        const loaded = loads(chunk);
        const wrong = forbidden[who].filter((group) => loaded.has(group));
        if (wrong.length) {
          this.error(
            `the ${screen.key} screen would load the ${wrong.join(', ')} code: ${who}s' screens ` +
              'never do (decision 0081, build/member-chunks.ts)',
          );
        }
      }
    },
  };
}

/**
 * The kept build's group names: the group the first build found for a module, if any. Without
 * the first build's file (a bare `vite build`), nothing is grouped: the app is as the default
 * split makes it, only slower to start on a phone.
 */
export function chunkGroupOf(): (id: string) => string | null {
  const groups: Groups = existsSync(CHUNK_GROUPS)
    ? (JSON.parse(readFileSync(CHUNK_GROUPS, 'utf8')) as Groups)
    : {};
  return (id) => groups[id] ?? null;
}
