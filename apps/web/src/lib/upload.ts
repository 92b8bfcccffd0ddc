import type { MessageKey } from '@/i18n/en';
import { failureOf, offlineError } from '@/lib/api-client';
import { sessionStore } from '@/lib/session-store';

/**
 * `POST`s one file as a form's `file` field, after the form's other `fields`, as the signed-in
 * member: answers the server's body, or throws its refusal in the reader's words (`fallback`
 * when it gave none, offline when the network did not answer).
 */
export async function postFile<T>(
  url: string,
  file: File,
  fallback: MessageKey,
  fields: Readonly<Record<string, string>> = {},
): Promise<T> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file, file.name);
  const token = sessionStore.get()?.jwt;
  let answer: Response;
  try {
    answer = await fetch(url, {
      method: 'POST',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      body: form,
    });
  } catch {
    throw offlineError();
  }
  const body: unknown = await answer.json().catch(() => undefined);
  if (!answer.ok) throw failureOf(body, answer.status, fallback);
  return body as T;
}
