import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** The spread catalogues (`...serverEn`) of a module, found by walking its tree. */
function spreads(node: unknown, names: ReadonlySet<string>, into: Node[] = []): Node[] {
  if (Array.isArray(node)) {
    for (const item of node) spreads(item, names, into);
  } else if (node && typeof node === 'object') {
    const current = node as Node;
    const argument = current.argument as Node | undefined;
    if (current.type === 'SpreadElement' && argument?.type === 'Identifier') {
      if (names.has(argument.name as string)) into.push(current);
    } else {
      for (const [key, child] of Object.entries(current)) {
        if (key !== 'type' && key !== 'start' && key !== 'end') spreads(child, names, into);
      }
    }
  }
  return into;
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
 * Catalogues reach the browser already parsed (decisions 0021, 0049): each message of the
 * catalogue modules becomes its ICU syntax tree at build time, so the app ships without the
 * message parser (`no-parser`) and parses nothing while it starts. A message that is not valid
 * ICU fails the build.
 */
export function compileCatalogues(
  catalogue: RegExp,
  /** Catalogues the modules spread in (`...serverEn`), by name: written in already parsed. */
  included: Record<string, Record<string, string>> = {},
  /** Names of catalogues the modules spread in that are catalogue modules themselves (`...first`). */
  compiled: readonly string[] = [],
): Plugin {
  const parsed = (id: string, message: string, fail: (text: string) => never) => {
    try {
      return JSON.stringify(parse(message));
    } catch (error) {
      return fail(`${id}: not ICU: ${JSON.stringify(message)} (${(error as Error).message})`);
    }
  };
  return {
    name: 'stuga:compile-catalogues',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!catalogue.test(id)) return null;
      const tree = this.parse(code);
      const fail = (text: string): never => this.error(text);
      // A catalogue spread in that this plugin does not know would reach the app unparsed, and
      // the app (without a parser) would show its placeholders: refused here.
      const unknown = spreads(tree, {
        has: (name: string) => !(name in included) && !compiled.includes(name),
      } as ReadonlySet<string>);
      if (unknown.length) fail(`${id}: spreads a catalogue the build does not parse`);
      const edits = [
        ...stringProperties(tree).map((literal) => ({
          node: literal,
          text: parsed(id, literal.value as string, fail),
        })),
        ...spreads(tree, new Set(Object.keys(included))).map((spread) => ({
          node: spread,
          text: Object.entries(included[(spread.argument as Node).name as string]!)
            .map(([key, message]) => `${JSON.stringify(key)}: ${parsed(id, message, fail)}`)
            .join(',\n'),
        })),
      ].sort((a, b) => b.node.start - a.node.start);
      let out = code;
      for (const { node, text } of edits)
        out = out.slice(0, node.start) + text + out.slice(node.end);
      return { code: out, map: null };
    },
  };
}
