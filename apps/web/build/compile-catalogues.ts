import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** Every string-valued property of the object literals in a module, found by walking its tree. */
function stringProperties(node: unknown, into: Node[] = []): Node[] {
  if (Array.isArray(node)) {
    for (const item of node) stringProperties(item, into);
  } else if (node && typeof node === 'object') {
    const current = node as Node;
    const value = current.value as Node | undefined;
    if (
      current.type === 'Property' &&
      value?.type === 'Literal' &&
      typeof value.value === 'string'
    ) {
      into.push(value);
    } else {
      for (const [key, child] of Object.entries(current)) {
        if (key !== 'type' && key !== 'start' && key !== 'end') stringProperties(child, into);
      }
    }
  }
  return into;
}

/**
 * Catalogues reach the browser already parsed (decision 0021): each message of the catalogue
 * modules becomes its ICU syntax tree at build time, so the app ships without the message parser
 * (`no-parser`, a third of the formatting library) and parses nothing while it starts. A message
 * that is not valid ICU fails the build.
 */
export function compileCatalogues(catalogue: RegExp): Plugin {
  return {
    name: 'stuga:compile-catalogues',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!catalogue.test(id)) return null;
      const literals = stringProperties(this.parse(code)).sort((a, b) => b.start - a.start);
      let out = code;
      for (const literal of literals) {
        const message = literal.value as string;
        let tree: unknown;
        try {
          tree = parse(message);
        } catch (error) {
          this.error(`${id}: not ICU: ${JSON.stringify(message)} (${(error as Error).message})`);
        }
        out = out.slice(0, literal.start) + JSON.stringify(tree) + out.slice(literal.end);
      }
      return { code: out, map: null };
    },
  };
}
