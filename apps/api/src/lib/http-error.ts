/** A failure the client caused or may act on; the error handler answers it as `{error, message}`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** 404: nothing is there. */
export const notFound = (message: string) => new HttpError(404, message);
