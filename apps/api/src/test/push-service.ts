import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';
import { decodeJwt, importJWK, jwtVerify } from 'jose';

/** A push as the stand-in received it: decrypted with the device's own keys. */
export interface Received {
  device: string;
  notice: { title: string; body: string; url: string; tag: string };
  ttl: number;
  urgency: string | undefined;
  /** The VAPID key that signed it. */
  key: string;
}

const read = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** Checks a VAPID `Authorization` header (RFC 8292): an ES256 JWT signed by the key it names. */
async function vapidKey(header: string | undefined, origin: string): Promise<string> {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error('no VAPID authorization');
  const [, token, key] = match as unknown as [string, string, string];
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
 * A push service on loopback, as the browsers' push services behave (RFC 8030): a device is an
 * address with its own keys; a push must carry a valid VAPID signature (else 401) and a body
 * encrypted to the device's keys (aes128gcm, RFC 8291), which the stand-in decrypts with them. An
 * address unknown answers 404; the answers of a device can be set ahead (a 500, a 410).
 */
export async function startPushService() {
  const devices = new Map<string, { ecdh: ECDH; auth: string }>();
  const planned = new Map<string, number[]>();
  const received: Received[] = [];
  const refused: string[] = [];
  let origin = '';
  const server = createServer((request, response) => {
    void (async () => {
      const id = request.url?.split('/').pop() ?? '';
      const device = devices.get(id);
      const body = await read(request);
      if (!device) return response.writeHead(404).end();
      let key: string;
      try {
        key = await vapidKey(request.headers.authorization, origin);
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
          notice: JSON.parse(plain.toString('utf8')) as Received['notice'],
          ttl: Number(request.headers.ttl),
          urgency: request.headers.urgency as string | undefined,
          key,
        });
      }
      response.writeHead(status).end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    refused,
    /** A new device: the subscription its browser would hand the app. */
    subscribe(id = randomBytes(8).toString('hex')) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16).toString('base64url');
      devices.set(id, { ecdh, auth });
      return {
        id,
        endpoint: `${origin}/push/${id}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
      };
    },
    /** The next answers to a device's pushes, in turn (then 201). */
    answer(id: string, ...statuses: number[]) {
      planned.set(id, statuses);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
