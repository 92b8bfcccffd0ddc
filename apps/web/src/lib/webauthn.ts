/** Whether the browser's own passkey prompt was closed or timed out, rather than refused. */
export const passkeyDismissed = (error: Error) =>
  error.name === 'NotAllowedError' || error.name === 'AbortError';
