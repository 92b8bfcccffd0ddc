import type { MessageKey } from '@/i18n/en';
import { ApiError } from '@/lib/api-client';
import type { Translate } from '@/lib/i18n';
import type { MessageValues } from '@/lib/catalogues';
import { getHealth } from './api/get-health';

/** A message of the catalogue and its values, said in the reader's language where it is shown. */
export interface Words {
  key: MessageKey;
  values?: MessageValues;
}

/** What loading stay plans failed with, as SPEC §8 words it for the fetch. */
export function fetchFailure(t: Translate, error: Error): { status: number; message: string } {
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 401) return { status, message: t('api.access.user') };
  if (status === 403) return { status, message: t('stays.load.accessDenied') };
  return { status, message: status ? t('stays.load.httpError', { status }) : error.message };
}

/**
 * What loading failed with, for the reader: SPEC's words for admins; for members the same when
 * they are theirs to act on (signed out, no access, offline), else that it is on our side
 * (DECISIONS §14: "Please check the backend logs" is for whoever runs the server).
 */
export function failureFor(t: Translate, error: Error, isAdmin: boolean): string {
  const { status, message } = fetchFailure(t, error);
  if (isAdmin || status === 0 || status === 401 || status === 403) return message;
  return t('stays.load.somethingWrong');
}

/** What the booking page says when its plans did not load (SPEC §8), by status and reader. */
export function bookingLoadMessage(t: Translate, error: Error, isAdmin: boolean): string {
  const { status, message } = fetchFailure(t, error);
  if (!isAdmin && status !== 0 && status !== 401 && status !== 403) {
    return t('stays.load.somethingWrong');
  }
  if (status === 404) return t('stays.load.apiNotFound');
  if (status === 500) return t('stays.load.serverError');
  return t('stays.load.failed', { message });
}

/**
 * Asks the server's health check why plans did not load (SPEC §8): missing tables, or the check
 * itself failing; null when the server looks healthy. For admins only.
 */
export async function diagnose(): Promise<Words | null> {
  try {
    const health = await getHealth();
    if (!health.tables.stay_plan || !health.tables.stay_option) {
      return { key: 'api.health.tablesMissing' };
    }
    return null;
  } catch (error) {
    if (error instanceof ApiError && error.code === 'api.health.tablesMissing') {
      return { key: 'api.health.tablesMissing' };
    }
    const message = error instanceof Error ? error.message : String(error);
    return { key: 'stays.load.healthFailed', values: { message } };
  }
}
