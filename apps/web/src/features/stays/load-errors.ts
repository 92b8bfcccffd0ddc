import { ApiError } from '@/lib/api-client';
import { getHealth } from './api/get-health';

/** What loading stay plans failed with, as SPEC §8 words it for the fetch. */
export function fetchFailure(error: Error): { status: number; message: string } {
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 401) return { status, message: 'Authentication required. Please log in.' };
  if (status === 403) {
    return { status, message: 'Access denied. You do not have permission to view stay plans.' };
  }
  return { status, message: status ? `HTTP error! status: ${status}` : error.message };
}

/** What the booking page says when its plans did not load (SPEC §8), by status. */
export function bookingLoadMessage(error: Error): string {
  const { status, message } = fetchFailure(error);
  if (status === 404) {
    return 'Stay plans API not found. Please check if the backend is running and the database is set up correctly.';
  }
  if (status === 500) return 'Server error. Please check the backend logs.';
  return `Failed to load stay plans: ${message}`;
}

/**
 * Asks the server's health check why plans did not load (SPEC §8): missing tables, or the check
 * itself failing; undefined when the server looks healthy.
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
