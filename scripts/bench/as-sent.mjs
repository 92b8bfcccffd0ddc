// A call as a browser makes it (asking for the answer compressed), timed until the last byte of
// the answer as sent has arrived. Decoding it is the client's work (a browser does it off the
// page's thread), so it is not counted: what is timed is the server's answer (decision 0060).
import http from 'node:http';

/**
 * `method` on `url` with `headers` (and a JSON `body`), asking for brotli or gzip; answers what
 * `timed` reads of a response.
 */
export function callAsSent(method, url, { headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method,
      headers: {
        'accept-encoding': 'br, gzip',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
    });
    request.on('error', reject);
    request.on('response', (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const sent = Buffer.concat(chunks);
        const status = response.statusCode ?? 0;
        resolve({
          url,
          status,
          ok: status >= 200 && status < 300,
          headers: response.headers,
          arrayBuffer: async () => sent,
        });
      });
    });
    request.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

/** A GET made as `callAsSent` makes it. */
export const getAsSent = (url, headers = {}) => callAsSent('GET', url, { headers });
