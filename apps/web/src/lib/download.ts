import type { MessageKey } from '@/i18n/en';
import { failureOf, offlineError } from './api-client';

/**
 * Downloads a file the API makes for a signed-in caller (a calendar file, a CSV), saved under
 * `name`: fetched with the session's token, which a plain link cannot send.
 */
export async function downloadFile(
  path: string,
  name: string,
  fallback: MessageKey,
  jwt: string | null | undefined,
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(path, { headers: jwt ? { authorization: `Bearer ${jwt}` } : {} });
  } catch {
    throw offlineError();
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    throw failureOf(body, response.status, fallback);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
