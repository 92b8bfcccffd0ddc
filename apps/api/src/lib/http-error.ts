import { Refusal, type MessageText, type Said } from '@stuga/shared';

/**
 * A failure the client caused or may act on; the error handler answers it as `{error, message}`.
 * The server's name for the shared rules' `Refusal`, which it handles the same way.
 */
export class HttpError extends Refusal {
  constructor(statusCode: number, message: MessageText | Said) {
    super(statusCode, message);
    this.name = 'HttpError';
  }
}

/** 404: nothing is there. */
export const notFound = (message: MessageText | Said) => new HttpError(404, message);
