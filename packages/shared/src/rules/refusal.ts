/**
 * A request refused for a reason its sender can act on, raised by a rule: the server answers it
 * with its status and message (`{error, message}`, DECISIONS §10), never as a fault.
 */
export class Refusal extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'Refusal';
  }
}
