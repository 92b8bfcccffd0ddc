import { madeMessages, messageClashes, writtenValues } from '@stuga/shared';
import { serverEn } from '@stuga/shared/i18n/server.en';
import { IntlMessageFormat } from 'intl-messageformat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helpers.js';

/** The server's refusals travel by code (DECISIONS §17). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

describe('every message the server makes with msg', () => {
  it("is exactly the English catalogue's words for its code, so no text is ever read back", () => {
    const made = madeMessages();
    expect(made.length).toBeGreaterThan(120);
    for (const message of made) {
      const english = new IntlMessageFormat(serverEn[message.code], 'en-GB').format(
        writtenValues(message.values, 'en'),
      );
      expect(String(english), message.code).toBe(message.text);
    }
    expect(messageClashes()).toEqual([]);
  });
});
