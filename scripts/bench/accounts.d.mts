import type { ReceivedMail } from '../lib/smtp-sink.mjs';

/** A session as the sign-in calls answer it. */
export interface Session {
  jwt: string;
  user: { id: number; email: string; name: string };
}
export interface Account {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
}
/** POST `body` as JSON to `url`, with the bearer `token` when given. */
export function post(url: string, body?: unknown, token?: string): Promise<Response>;
/** Registers `account` (an ADMIN_EMAILS address) and proves it; returns the session. */
export function confirmedAdmin(
  appUrl: string,
  sink: {
    link(email: string, kind: string, seconds?: number): Promise<string>;
    received?: ReceivedMail[];
  },
  account: Account,
): Promise<Session>;
/** A member of `level` invited by the admin whose token is given; returns the session. */
export function invitedMember(
  appUrl: string,
  adminJwt: string,
  account: Account,
  level?: 'verified' | 'trusted',
): Promise<Session>;
