import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * An SVG as a `data:` address: the characters an address may not hold as they are (`%`, `#`,
 * `<`, `>`, `"` and white space runs), escaped, the rest as it is, so it stays small.
 */
export function svgDataUrl(svg: string): string {
  const text = svg
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/"/g, "'")
    .replace(/[%#<>]/g, (character) => encodeURIComponent(character));
  return `data:image/svg+xml,${text}`;
}

/**
 * The page's icon, written into the page (decision 0062): a phone on HTTP/1.1 asked for it beside
 * the app's own files as the page came, a round trip and a connection for 288 bytes.
 */
export function inlineIcon(file: string, href = '/favicon.svg'): Plugin {
  return {
    name: 'stuga:inline-icon',
    apply: 'build',
    transformIndexHtml(html) {
      const link = `href="${href}"`;
      if (!html.includes(link)) throw new Error(`index.html names no icon at ${href}`);
      return html.replace(link, `href="${svgDataUrl(readFileSync(file, 'utf8'))}"`);
    },
  };
}
