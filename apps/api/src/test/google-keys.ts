import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';

export const GOOGLE_TEST_CLIENT_ID = 'stuga-test.apps.googleusercontent.com';

/** A Google-like key set served on loopback, and a signer for ID tokens. */
export async function startGoogleKeys() {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const other = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  async function sign(
    claims: JWTPayload,
    options: { key?: CryptoKey; now: Date; expiresInSeconds?: number },
  ): Promise<string> {
    const iat = Math.floor(options.now.getTime() / 1000);
    return new SignJWT({
      iss: 'https://accounts.google.com',
      aud: GOOGLE_TEST_CLIENT_ID,
      email_verified: true,
      ...claims,
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuedAt(iat)
      .setExpirationTime(iat + (options.expiresInSeconds ?? 3600))
      .sign(options.key ?? privateKey);
  }

  return {
    url: `http://127.0.0.1:${port}/certs`,
    sign,
    otherKey: other.privateKey,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
