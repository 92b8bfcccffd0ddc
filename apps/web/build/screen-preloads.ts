import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { paths } from '../../../packages/shared/src/routes.ts';

/** The file the server reads: for each screen's path pattern, the files its code needs. */
export const SCREENS_MANIFEST = 'screens.json';

export type ScreensManifest = Record<string, { js: string[]; css: string[] }>;

/**
 * The built files only admin screens need (their code, texts and styles, as `dist` names them),
 * found by the last build: the offline copy leaves them out (DECISIONS §20, issue 61).
 */
export const adminOnlyFiles = new Set<string>();

/** The keys of the screens `screenAccess` (in the same table) keeps for admins. */
export function readAdminScreens(source: string): Set<string> {
  const block = /export const screenAccess[^{]*\{([^}]*)\}/.exec(source)?.[1] ?? '';
  return new Set([...block.matchAll(/(\w+):\s*'admin'/g)].map(([, key]) => key!));
}

/** One `key: lazyScreen(() => import('…'), …)` entry of the screen table. */
const ENTRY = /(\w+):\s*lazyScreen\(\s*\(\)\s*=>\s*import\('([^']+)'\)/g;

/** The screen table's entries: the key in `paths` and the module, as written in the source. */
export function readScreenTable(source: string): { key: string; module: string }[] {
  return [...source.matchAll(ENTRY)].map(([, key, module]) => ({ key: key!, module: module! }));
}

/**
 * Writes `screens.json` beside the build: the JavaScript and CSS each lazily loaded screen needs
 * beyond what the page itself loads, so the server can name them in the page it sends for that
 * address and the browser fetches them at once instead of after the app has started.
 */
export function screenPreloads(options: {
  srcDir: string;
  table: string;
  /**
   * Each language's catalogue module, by language (`sv`): the page asks for the reader's at once
   * (Home for its first page's texts only, `sv.first`); and the admin screens' (`admin.sv`),
   * asked for by their pages.
   */
  catalogues: Record<string, string>;
}): Plugin {
  return {
    name: 'stuga:screen-preloads',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      type Chunk = Extract<(typeof bundle)[string], { type: 'chunk' }>;
      const chunks = Object.values(bundle).filter((file): file is Chunk => file.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (start: Chunk, into = new Set<string>()) => {
        if (into.has(start.fileName)) return into;
        into.add(start.fileName);
        for (const file of start.imports) {
          const chunk = byFile.get(file);
          if (chunk) closure(chunk, into);
        }
        return into;
      };
      // What the page already loads: the entry and everything it imports.
      const loaded = new Set<string>();
      for (const chunk of chunks) if (chunk.isEntry) closure(chunk, loaded);

      const manifest: ScreensManifest = {};
      const source = readFileSync(options.table, 'utf8');
      const table = readScreenTable(source);
      /** The chunk a screen's module (as the table writes it, `@/…`) is built into. */
      const screenChunk = (module: string) => {
        const file = path.join(options.srcDir, module.replace(/^@\//, '')) + '.tsx';
        return chunks.find((c) => c.facadeModuleId === file);
      };
      for (const { key, module } of table) {
        const chunk = screenChunk(module);
        const pattern = (paths as Record<string, string>)[key];
        if (!chunk || !pattern) {
          this.error(`screens table: no chunk or path for ${key} (${module})`);
        }
        const files = [...closure(chunk)].filter((name) => !loaded.has(name));
        manifest[pattern] = {
          js: files.map((name) => `/${name}`),
          css: files.flatMap((name) =>
            [...(byFile.get(name)?.viteMetadata?.importedCss ?? [])].map((css) => `/${css}`),
          ),
        };
      }
      // `language:sv`: the catalogue a Swedish page needs before its first screen shows;
      // `language:admin.sv`: the admin screens' texts, which a Swedish admin page needs too.
      for (const [language, file] of Object.entries(options.catalogues)) {
        const chunk = chunks.find((c) => c.facadeModuleId === file);
        if (!chunk) this.error(`no chunk for the ${language} catalogue (${file})`);
        manifest[`language:${language}`] = {
          js: [...closure(chunk)].filter((name) => !loaded.has(name)).map((name) => `/${name}`),
          css: [],
        };
      }
      markAdminOnly(
        chunks,
        table,
        readAdminScreens(source),
        (module) => screenChunk(module)!,
        Object.entries(options.catalogues)
          .filter(([language]) => language.startsWith('admin.'))
          .map(([, file]) => chunks.find((c) => c.facadeModuleId === file)!),
      );
      this.emitFile({
        type: 'asset',
        fileName: SCREENS_MANIFEST,
        source: JSON.stringify(manifest, null, 2),
      });
    },
  };
}

type BuiltChunk = {
  fileName: string;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  viteMetadata?: { importedCss: Set<string> };
};

/**
 * Fills `adminOnlyFiles`: the chunks reached from the app's entry only through an admin screen
 * or the admin texts (statically or lazily), and the styles only they bring. A module an admin
 * screen shares with a member's screen (the timeline) is a member's.
 */
export function markAdminOnly(
  chunks: BuiltChunk[],
  table: { key: string; module: string }[],
  adminKeys: Set<string>,
  chunkOf: (module: string) => BuiltChunk,
  adminTexts: BuiltChunk[],
): void {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const members = new Set(table.filter((e) => !adminKeys.has(e.key)).map((e) => chunkOf(e.module)));
  const fences = new Set(
    [...table.filter((e) => adminKeys.has(e.key)).map((e) => chunkOf(e.module)), ...adminTexts]
      .filter((chunk) => !members.has(chunk))
      .map((chunk) => chunk.fileName),
  );
  const reached = new Set<string>();
  const walk = (chunk: BuiltChunk) => {
    if (reached.has(chunk.fileName) || fences.has(chunk.fileName)) return;
    reached.add(chunk.fileName);
    for (const file of [...chunk.imports, ...chunk.dynamicImports]) {
      const next = byFile.get(file);
      if (next) walk(next);
    }
  };
  for (const chunk of chunks) if (chunk.isEntry) walk(chunk);
  const css = (list: BuiltChunk[]) =>
    new Set(list.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]));
  const memberCss = css(chunks.filter((chunk) => reached.has(chunk.fileName)));
  adminOnlyFiles.clear();
  for (const chunk of chunks.filter((c) => !reached.has(c.fileName))) {
    adminOnlyFiles.add(chunk.fileName);
    for (const file of chunk.viteMetadata?.importedCss ?? []) {
      if (!memberCss.has(file)) adminOnlyFiles.add(file);
    }
  }
}
