// Which folders import each other: for a folder, each of its entries (a subfolder or a file) is
// one unit, and a unit imports another when any of its files imports a file of the other. A
// circle of units is two parts that each need the other; the shared part belongs below both.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const SOURCE = /\.(ts|tsx|mjs|js)$/;
const isTest = (file) =>
  /\.test\.(ts|tsx)$/.test(file) || file.includes(`${path.sep}test${path.sep}`);

function filesUnder(dir) {
  if (statSync(dir).isFile()) return SOURCE.test(dir) ? [dir] : [];
  return readdirSync(dir, { recursive: true })
    .map((entry) => path.join(dir, entry))
    .filter((file) => SOURCE.test(file) && !isTest(file) && statSync(file).isFile());
}

/** The files a source file imports, resolved (relative imports, and `@/` for `aliasRoot`). */
function importsOf(file, aliasRoot) {
  const text = readFileSync(file, 'utf8');
  const found = [];
  for (const match of text.matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]/g)) {
    const spec = match[1];
    let base;
    if (spec.startsWith('.')) base = path.resolve(path.dirname(file), spec);
    else if (spec.startsWith('@/') && aliasRoot) base = path.join(aliasRoot, spec.slice(2));
    else continue;
    base = base.replace(/\.js$/, '');
    found.push(base);
  }
  return found;
}

/** The unit of `folder` that holds `target` (a path without its extension), or undefined. */
function unitOf(folder, target) {
  const relative = path.relative(folder, target);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const first = relative.split(path.sep)[0];
  return first.replace(/\.(ts|tsx|mjs|js)$/, '');
}

/** The circles among the entries of `folder`: each a list of entry names. */
export function folderCircles(folder, aliasRoot) {
  const units = new Map();
  for (const entry of readdirSync(folder)) {
    const full = path.join(folder, entry);
    const files = filesUnder(full);
    if (files.length) units.set(entry.replace(/\.(ts|tsx|mjs|js)$/, ''), files);
  }
  const edges = new Map([...units.keys()].map((unit) => [unit, new Set()]));
  for (const [unit, files] of units) {
    for (const file of files) {
      for (const target of importsOf(file, aliasRoot)) {
        const other = unitOf(folder, target);
        if (other && other !== unit && units.has(other)) edges.get(unit).add(other);
      }
    }
  }
  // Tarjan's strongly connected components.
  let index = 0;
  const stack = [];
  const seen = new Map();
  const low = new Map();
  const onStack = new Set();
  const circles = [];
  const visit = (unit) => {
    seen.set(unit, index);
    low.set(unit, index);
    index += 1;
    stack.push(unit);
    onStack.add(unit);
    for (const next of edges.get(unit)) {
      if (!seen.has(next)) {
        visit(next);
        low.set(unit, Math.min(low.get(unit), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(unit, Math.min(low.get(unit), seen.get(next)));
      }
    }
    if (low.get(unit) === seen.get(unit)) {
      const part = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        part.push(member);
      } while (member !== unit);
      if (part.length > 1) circles.push(part.sort());
    }
  };
  for (const unit of edges.keys()) if (!seen.has(unit)) visit(unit);
  return circles;
}

/** Every folder under `root` (itself included) that holds at least two entries with code. */
export function foldersUnder(root) {
  const folders = [root];
  for (const entry of readdirSync(root, { recursive: true })) {
    const full = path.join(root, entry);
    if (statSync(full).isDirectory() && !entry.split(path.sep).includes('node_modules')) {
      folders.push(full);
    }
  }
  return folders;
}
