import type { Said, SaidValues } from '../i18n/said.js';

/**
 * A request refused for a reason its sender can act on, raised by a rule: the server answers it
 * with its status and message (`{error, message}`, DECISIONS §10), never as a fault. Given as a
 * `Said`, it carries its code and values for the reader's language; given as text, the server
 * finds its code in the catalogue of its messages.
 */
export class Refusal extends Error {
  readonly code: string | undefined;
  readonly values: SaidValues | undefined;

  constructor(
    readonly statusCode: number,
    message: string | Said,
  ) {
    super(typeof message === 'string' ? message : message.text);
    this.name = 'Refusal';
    this.code = typeof message === 'string' ? undefined : message.code;
    this.values = typeof message === 'string' ? undefined : message.values;
  }
}
