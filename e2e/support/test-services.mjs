// Services the app talks to in end-to-end tests, all on loopback:
// - an SMTP sink (TEST_SMTP_PORT); GET /messages lists what it received;
// - a Google-like key set: GET /certs is the JWKS, POST /google-token signs an ID token with it;
// - a push service: POST /push-devices makes a device (its subscription), pushes to it are POSTed
//   to /push/<device> (VAPID checked, decrypted with its keys), GET /pushes lists them;
// - SMHI: the point forecast, the fire risk and the warnings at SMHI's own paths, made from the
//   app's APP_NOW, with a yellow wind warning over WARNED_AT (the house the weather spec places).
import { createServer } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { pushStandIn } from '../../scripts/lib/push-service.mjs';
import { smhiStandIn } from '../../scripts/lib/smhi-service.mjs';
import { startSmtpSink } from '../../scripts/lib/smtp-sink.mjs';

const smtpPort = Number(process.env.TEST_SMTP_PORT ?? 3197);
const httpPort = Number(process.env.TEST_HTTP_PORT ?? 3196);
const clientId = process.env.GOOGLE_CLIENT_ID ?? 'stuga-e2e.apps.googleusercontent.com';

const sink = await startSmtpSink({ port: smtpPort });
const pushes = pushStandIn();
pushes.origin = `http://127.0.0.1:${httpPort}`;

/** Where the weather spec places the house: a lake in Småland. */
const WARNED_AT = { latitude: 57.1834, longitude: 14.0412 };
const smhi = smhiStandIn({
  now: Date.parse(process.env.APP_NOW ?? new Date().toISOString()),
  warnedAt: WARNED_AT,
});

const { publicKey, privateKey } = await generateKeyPair('RS256');
const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid: 'e2e', alg: 'RS256', use: 'sig' }] };

async function readJson(request) {
  let body = '';
  for await (const chunk of request) body += chunk;
  return body ? JSON.parse(body) : {};
}

createServer(async (request, response) => {
  const send = (status, value) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(value));
  };
  if (request.url === '/messages') return send(200, sink.messages);
  if (request.url === '/pushes') return send(200, pushes.received);
  if (request.url === '/push-devices' && request.method === 'POST') {
    return send(201, pushes.subscribe());
  }
  if (request.url?.startsWith('/push/') && request.method === 'POST') {
    return pushes.handle(request, response);
  }
  if (smhi.handle(request, response)) return;
  if (request.url === '/certs') return send(200, jwks);
  if (request.url === '/google-token' && request.method === 'POST') {
    const claims = await readJson(request);
    // The app's clock is pinned; the token's times follow the time the test gives.
    const now = Math.floor(new Date(claims.now ?? Date.now()).getTime() / 1000);
    delete claims.now;
    const token = await new SignJWT({ email_verified: true, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'e2e' })
      .setIssuer('https://accounts.google.com')
      .setAudience(clientId)
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(privateKey);
    return send(200, { credential: token });
  }
  send(404, { error: 'not found' });
}).listen(httpPort, '127.0.0.1');

const stop = () => process.exit(0);
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
