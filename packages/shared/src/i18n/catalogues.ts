import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** A language's texts by key, as every catalogue of the app holds them. */
export type Texts = Readonly<Record<string, string>>;

/** The placeholders (`{name}`, `{count, plural …}`) and tags (`<link>`) a message uses. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    switch (element.type) {
      case TYPE.argument:
      case TYPE.number:
      case TYPE.date:
      case TYPE.time:
        into.add(element.value);
        break;
      case TYPE.select:
      case TYPE.plural:
        into.add(element.value);
        for (const option of Object.values(element.options)) argumentsOf(option.value, into);
        break;
      case TYPE.tag:
        into.add(`<${element.value}>`);
        argumentsOf(element.children, into);
        break;
      default:
        break;
    }
  }
  return into;
}

/**
 * What is wrong with a translation of `reference` (the English catalogue): keys it lacks or adds,
 * messages that are not valid ICU, and placeholders or tags that differ. Empty when it is whole.
 */
export function catalogueProblems(reference: Texts, translation: Texts): string[] {
  const problems: string[] = [];
  for (const key of Object.keys(reference)) {
    if (!Object.hasOwn(translation, key)) problems.push(`missing: ${key}`);
  }
  for (const key of Object.keys(translation)) {
    if (!Object.hasOwn(reference, key)) problems.push(`extra: ${key}`);
  }
  for (const [key, english] of Object.entries(reference)) {
    const other = translation[key];
    if (other === undefined) continue;
    try {
      const want = [...argumentsOf(parse(english))].sort().join(' ');
      const have = [...argumentsOf(parse(other))].sort().join(' ');
      if (want !== have) problems.push(`placeholders of ${key}: [${want}] but [${have}]`);
      if (!other.trim()) problems.push(`empty: ${key}`);
    } catch (error) {
      problems.push(`not ICU: ${key} (${(error as Error).message})`);
    }
  }
  return problems;
}

/** The keys of `catalogue` that no file of `sources` names in quotes (`'nav.home'`). */
export function unusedKeys(catalogue: Texts, sources: readonly string[]): string[] {
  const text = sources.join('\n');
  return Object.keys(catalogue).filter(
    (key) => !text.includes(`'${key}'`) && !text.includes(`"${key}"`),
  );
}
