import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from '../support/fixtures';

/**
 * The tests share one running app, and its accounts outlive each file: an address two files use
 * makes the second file's registration (or its first sign-in) depend on the order the files run
 * in. So an address written in a test file is that file's alone; the accounts the files share are
 * made on first use by `support/accounts.ts` (ADMIN, KEEPER, WARDEN).
 */
test('each address a test file writes is that file’s alone', () => {
  const folder = new URL('./', import.meta.url);
  const files = readdirSync(folder).filter((name) => name.endsWith('.ts'));
  const users = new Map<string, string[]>();
  for (const name of files) {
    const text = readFileSync(new URL(name, folder), 'utf8');
    for (const address of new Set(text.match(/[\w.+-]+@example\.com/g) ?? [])) {
      users.set(address, [...(users.get(address) ?? []), name]);
    }
  }
  const shared = [...users].filter(([, names]) => names.length > 1);
  expect(shared, 'addresses written in more than one test file').toEqual([]);
});
