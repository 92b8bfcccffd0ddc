// A push service on loopback for the tests (API and end to end), as the browsers' push services
// behave (RFC 8030): a device is an address with its own keys; a push must carry a valid VAPID
// signature (RFC 8292, else 401) and a body encrypted to the device's keys (aes128gcm, RFC 8291),
// which the stand-in decrypts with them. An address unknown answers 404; a device's answers can
// be set ahead (a 500, a 410).
import { createECDH, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { decrypt } from 'http_ece';
import { decodeJwt, importJWK, jwtVerify } from 'jose';

const read = async (request) => {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  return Buffer.concat(chunks);
};

/** Checks a VAPID `Authorization` header: an ES256 JWT signed by the key it names; the key. */
async function vapidKey(header, origin) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error('no VAPID authorization');
  const [, token, key] = match;
  const raw = Buffer.from(key, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) throw new Error('not a P-256 public key');
  const publicKey = await importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33).toString('base64url'),
    },
    'ES256',
  );
  await jwtVerify(token, publicKey, { audience: origin, algorithms: ['ES256'] });
  const { exp, sub } = decodeJwt(token);
  if (!exp || exp * 1000 - Date.now() > 24 * 3600 * 1000) throw new Error('exp beyond 24 hours');
  if (!sub || !/^(mailto:|https:)/.test(sub)) throw new Error('no contact in sub');
  return key;
}

/**
 * The stand-in's state and its request handler, for a server of its own or one it shares (the
 * end-to-end tests' services): pushes are POSTed to `<origin>/push/<device>`.
 */
export function pushStandIn() {
  const devices = new Map();
  const planned = new Map();
  const received = [];
  const refused = [];
  const standIn = {
    origin: '',
    received,
    refused,
    async handle(request, response) {
      const id = request.url?.split('/').pop() ?? '';
      const device = devices.get(id);
      const body = await read(request);
      if (!device) return response.writeHead(404).end();
      let key;
      try {
        key = await vapidKey(request.headers.authorization, standIn.origin);
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
      } catch (error) {
        refused.push(String(error));
        return response.writeHead(401).end();
      }
      const status = planned.get(id)?.shift() ?? 201;
      if (status >= 200 && status < 300) {
        const plain = decrypt(body, {
          version: 'aes128gcm',
          privateKey: device.ecdh,
          authSecret: device.auth,
        });
        received.push({
          device: id,
          notice: JSON.parse(plain.toString('utf8')),
          ttl: Number(request.headers.ttl),
          urgency: request.headers.urgency,
          key,
        });
      }
      response.writeHead(status).end();
    },
    subscribe(id = randomBytes(8).toString('hex')) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16).toString('base64url');
      devices.set(id, { ecdh, auth });
      return {
        id,
        endpoint: `${standIn.origin}/push/${id}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
      };
    },
    answer(id, ...statuses) {
      planned.set(id, statuses);
    },
  };
  return standIn;
}

/** The stand-in on a server of its own on loopback. */
export async function startPushService() {
  const standIn = pushStandIn();
  const server = createServer((request, response) => void standIn.handle(request, response));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.origin = `http://127.0.0.1:${server.address().port}`;
  return Object.assign(standIn, {
    close: () => new Promise((resolve) => server.close(() => resolve())),
  });
}
