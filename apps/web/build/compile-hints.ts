import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint for a whole file (Chromium 136 and later): every function in it is
 * compiled while the file streams in, on a background thread, instead of one by one on the main
 * thread as the code first calls it. Other browsers read it as a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * A built file with the hint on a line of its own before it, and its source map (the JSON of
 * the `.map` file) moved down that line.
 */
export function withCompileHint(code: string, map?: string): { code: string; map?: string } {
  if (code.startsWith(COMPILE_HINT)) return map === undefined ? { code } : { code, map };
  const hinted = `${COMPILE_HINT}\n${code}`;
  if (map === undefined) return { code: hinted };
  const parsed = JSON.parse(map) as { mappings: string };
  // In a source map's mappings a `;` ends a generated line: one more before them is one line down.
  parsed.mappings = `;${parsed.mappings}`;
  return { code: hinted, map: JSON.stringify(parsed) };
}

/**
 * Every file of the app asks to be compiled whole as it arrives (decision 0061). The entry file
 * is almost all run by the first screen (React, the router, Mantine's core, the shell: decision
 * 0051), and a screen's file is run as the screen is drawn, which it is as soon as it has come
 * (decision 0042 fetches it with the page); what is compiled and never run costs the phone a
 * background thread's time, not the page's.
 */
export function compileHints(): Plugin {
  return {
    name: 'stuga:compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      // After Vite's own additions to the file (its table of preloads), so the hint is its top.
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk') continue;
          const mapFile = bundle[`${file.fileName}.map`];
          const mapSource =
            mapFile?.type === 'asset'
              ? typeof mapFile.source === 'string'
                ? mapFile.source
                : new TextDecoder().decode(mapFile.source)
              : undefined;
          const hinted = withCompileHint(file.code, mapSource);
          file.code = hinted.code;
          if (mapFile?.type === 'asset' && hinted.map !== undefined) mapFile.source = hinted.map;
        }
      },
    },
  };
}
