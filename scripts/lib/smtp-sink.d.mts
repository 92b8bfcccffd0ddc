/** A mail the sink received: who it went to and its text (soft line breaks undone). */
export interface ReceivedMail {
  to: string[];
  /** The message as it came over SMTP. */
  source: Buffer;
  /** Its text with quoted-printable soft line breaks undone, so links read whole. */
  raw: string;
}

/** How the sink behaves: takes mail, refuses it, or never answers at all. */
export type SinkMode = 'answer' | 'refuse' | 'silent';

export interface SmtpSink {
  state: { mode: SinkMode };
  messages: ReceivedMail[];
  received: ReceivedMail[];
  mode: SinkMode;
  url: string;
  link(email: string, kind: string, seconds?: number): Promise<string>;
  close(): Promise<void>;
}

/** A real SMTP server on loopback that keeps what it receives. */
export function startSmtpSink(options?: { port?: number; host?: string }): Promise<SmtpSink>;
