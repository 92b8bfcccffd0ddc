import { messageOf, type MessageText, type Said, type SaidValues } from '../i18n/said.js';

/**
 * A request refused for a reason its sender can act on, raised by a rule: the server answers it
 * with its status and message (`{error, message}`, DECISIONS §10), never as a fault. It is given
 * by code (a `Said`, or the text `msg` made), so it carries its code and values for the reader's
 * language (DECISIONS §17); a plain string is refused by the type checker.
 */
export class Refusal extends Error {
  readonly code: string | undefined;
  readonly values: SaidValues | undefined;

  constructor(
    readonly statusCode: number,
    message: MessageText | Said,
  ) {
    const said = typeof message === 'string' ? messageOf(message) : message;
    super(typeof message === 'string' ? message : message.text);
    this.name = 'Refusal';
    this.code = said?.code;
    this.values = said?.values;
  }
}
