import { ApiError } from '@/lib/api-client';
import { getHealth } from './api/get-health';

/**
 * What a member reads where SPEC's words are meant for whoever runs the server (DECISIONS §14):
 * "Please check the backend logs", "Please run database migration", "HTTP error! status: …".
 */
export const SOMETHING_WRONG = 'Something went wrong on our side. Please try again in a moment.';

/** What loading stay plans failed with, as SPEC §8 words it for the fetch. */
export function fetchFailure(error: Error): { status: number; message: string } {
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 401) return { status, message: 'Authentication required. Please log in.' };
  if (status === 403) {
    return { status, message: 'Access denied. You do not have permission to view stay plans.' };
  }
  return { status, message: status ? `HTTP error! status: ${status}` : error.message };
}

/**
 * What loading failed with, for the reader: SPEC's words for admins; for members the same when
 * they are theirs to act on (signed out, no access, offline), else that it is on our side.
 */
export function failureFor(error: Error, isAdmin: boolean): string {
  const { status, message } = fetchFailure(error);
  if (isAdmin || status === 0 || status === 401 || status === 403) return message;
  return SOMETHING_WRONG;
}

/** What the booking page says when its plans did not load (SPEC §8), by status and reader. */
export function bookingLoadMessage(error: Error, isAdmin: boolean): string {
  const { status, message } = fetchFailure(error);
  if (!isAdmin && status !== 0 && status !== 401 && status !== 403) return SOMETHING_WRONG;
  if (status === 404) {
    return 'Stay plans API not found. Please check if the backend is running and the database is set up correctly.';
  }
  if (status === 500) return 'Server error. Please check the backend logs.';
  return `Failed to load stay plans: ${message}`;
}

/**
 * Asks the server's health check why plans did not load (SPEC §8): missing tables, or the check
 * itself failing; undefined when the server looks healthy. For admins only.
 */
export async function diagnose(): Promise<string | undefined> {
  try {
    const health = await getHealth();
    if (!health.tables.stay_plan || !health.tables.stay_option) {
      return 'Database tables are missing. Please run database migration.';
    }
    return undefined;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return message === 'Database tables are missing. Please run database migration.'
      ? message
      : `Backend health check failed: ${message}`;
  }
}
