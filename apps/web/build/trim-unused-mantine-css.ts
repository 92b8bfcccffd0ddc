import { createHash } from 'node:crypto';
import postcss, { type Root } from 'postcss';
import type { Plugin } from 'vite';

/** Mantine's component class names: `m_` and seven or eight hex digits, alike in CSS and JS. */
const MANTINE_CLASS = /m_[0-9a-f]{7,8}\b/g;
/** The app is always light (`forceColorScheme`), so rules for the dark scheme never apply. */
const DARK_SCHEME = /\[data-mantine-color-scheme=["']?dark["']?\]/;

/**
 * Removes from a stylesheet the selectors that can never match: those needing a Mantine class no
 * script uses, and those for the dark colour scheme. Everything else (global rules, variables,
 * our own classes) stays.
 */
export function trimStylesheet(css: string, used: ReadonlySet<string>): string {
  const root: Root = postcss.parse(css);
  root.walkRules((rule) => {
    const kept = rule.selectors.filter(
      (selector) =>
        !DARK_SCHEME.test(selector) &&
        (selector.match(MANTINE_CLASS) ?? []).every((name) => used.has(name)),
    );
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  // At-rules (media queries, supports) left with nothing inside go too, innermost first.
  let removed = true;
  while (removed) {
    removed = false;
    root.walkAtRules((atRule) => {
      if (atRule.nodes && atRule.nodes.length === 0) {
        atRule.remove();
        removed = true;
      }
    });
  }
  return root.toString();
}

/**
 * The build keeps only the Mantine component styles the app's code can use: the whole library's
 * stylesheet is imported (so no component is ever unstyled), and what no chunk names is dropped.
 */
export function trimUnusedMantineCss(): Plugin {
  return {
    name: 'stuga:trim-unused-mantine-css',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const used = new Set<string>();
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk')
          for (const [name] of file.code.matchAll(MANTINE_CLASS)) used.add(name);
      }
      const renamed = new Map<string, string>();
      for (const file of Object.values(bundle)) {
        if (file.type !== 'asset' || !file.fileName.endsWith('.css')) continue;
        const css =
          typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source);
        file.source = trimStylesheet(css, used);
        // The name's hash must follow what the file now holds, or a browser that cached the file
        // forever would keep an older trim when the app starts using another component.
        const hash = createHash('sha256').update(file.source).digest('base64url').slice(0, 8);
        const name = file.fileName.replace(/-[\w-]{8}\.css$/, `-${hash}.css`);
        if (name !== file.fileName) renamed.set(file.fileName, name);
      }
      for (const [from, to] of renamed) {
        const file = bundle[from]!;
        delete bundle[from];
        if (file.type === 'asset')
          this.emitFile({ type: 'asset', fileName: to, source: file.source });
      }
      // Every page and chunk that names a renamed stylesheet names it by its new name.
      const rename = (text: string) => {
        for (const [from, to] of renamed) text = text.replaceAll(from, to);
        return text;
      };
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk') {
          file.code = rename(file.code);
          const css = file.viteMetadata?.importedCss;
          if (css) for (const [from, to] of renamed) if (css.delete(from)) css.add(to);
        } else if (typeof file.source === 'string') {
          file.source = rename(file.source);
        }
      }
    },
  };
}
