import type * as SchemasModule from '@stuga/shared/schemas';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { failureMessage } from './api-client';
import { knowMessages, useSay } from './i18n';
import { whenUsedOrSettled } from './when-settled';

/** The request schemas of `@stuga/shared`: the same checks the server makes (with zod). */
export type Schemas = typeof SchemasModule;

let pending: Promise<Schemas> | undefined;

/**
 * The schemas, fetched once. Forms check what they send with them; they load after the screen
 * shows (they are a quarter of a form screen's code), and are there long before anyone has
 * typed and pressed a button. A failed fetch (offline) is tried again on the next call.
 */
export function loadSchemas(): Promise<Schemas> {
  pending ??= import('@stuga/shared/schemas').then(
    (schemas) => {
      knowMessages(schemas.messageOf);
      return schemas;
    },
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

/**
 * Starts fetching the schemas for a form that appears: at the first touch or key on the page, or
 * once the screen has settled. Running them is a long task (every request schema of the house is
 * built), which a slow phone should not meet while it draws the screen (issue 61): a fixed time
 * after the form appeared fell in the middle of the drawing. Someone then types for longer than
 * they take; a check made sooner waits for them.
 */
export function usePreloadSchemas(): void {
  useEffect(() => whenUsedOrSettled(() => void loadSchemas().catch(() => undefined)), []);
}

/** How a save went, in a line for the form, or null before (and while) it is made. */
export type SaveResult = { ok: boolean; text: string } | null;

/** A check of a shared schema: the value it accepted, or its first complaint. */
type Checked<D> =
  | { success: true; data: D }
  | { success: false; error: { issues: { message: string; path: PropertyKey[] }[] } };

/** What a form's check gives: the value to send, or why not (null: the checks could not load). */
export type FormCheck<D> =
  | { ok: true; data: D }
  | {
      ok: false;
      problem: string | null;
      /** Where in the value the complaint is (a field, or a row's index and its field). */
      path: readonly PropertyKey[];
    };

/**
 * The one way a form checks what it sends, before sending it: with a schema of the shared
 * package, as the server will check it (loaded on demand, fetched early when the form appears).
 * Answers the value the schema gave, or its first complaint in the reader's language, or no
 * complaint when the checks could not be loaded (offline): the form then says its own failure.
 * Forms use this, never `loadSchemas` (the lint says so).
 */
export function useFormCheck() {
  const say = useSay();
  usePreloadSchemas();
  return useCallback(
    async <D>(check: (schemas: Schemas) => Checked<D>): Promise<FormCheck<D>> => {
      const schemas = await loadSchemas().catch(() => undefined);
      if (!schemas) return { ok: false, problem: null, path: [] };
      const parsed = check(schemas);
      return parsed.success
        ? { ok: true, data: parsed.data }
        : {
            ok: false,
            problem: say(parsed.error.issues[0]!.message),
            path: parsed.error.issues[0]!.path,
          };
    },
    [say],
  );
}

/**
 * A form's save, as the settings cards make it: on submit the value is checked with a schema of
 * the shared package (as the server will check it; loaded on demand), then sent; `result` says
 * how it went — the schema's complaint in the reader's language, `saved`, or why it failed.
 */
export function useCheckedSave<D>(
  check: (schemas: Schemas) => Checked<D>,
  send: (data: D, done: { onSuccess: () => void; onError: (error: Error) => void }) => void,
  words: { saved: string; failed: string },
) {
  const checkForm = useFormCheck();
  const [result, setResult] = useState<SaveResult>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    const checked = await checkForm(check);
    if (!checked.ok) return setResult({ ok: false, text: checked.problem ?? words.failed });
    send(checked.data, {
      onSuccess: () => setResult({ ok: true, text: words.saved }),
      onError: (error) => setResult({ ok: false, text: failureMessage(error, words.failed) }),
    });
  };
  return { result, onSubmit: (event: FormEvent) => void submit(event) };
}
