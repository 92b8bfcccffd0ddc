import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { encodeCBOR, type CBORType } from '@levischuck/tiny-cbor';

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

interface Credential {
  id: Buffer;
  privateKey: KeyObject;
  userHandle: string;
  rpId: string;
  counter: number;
}

/**
 * A software authenticator for the tests: a real P-256 key per credential, real signatures over
 * WebAuthn's bytes (authenticator data, CBOR attestation, client data), a counter it raises on
 * every signature. It answers as a browser's `navigator.credentials` would, as SimpleWebAuthn's
 * JSON, for any origin the test says the browser is at.
 */
export class SoftAuthenticator {
  readonly credentials: Credential[] = [];

  /** Answers registration options: a new discoverable credential. */
  create(
    options: { challenge: string; rp: { id?: string }; user: { id: string } },
    origin: string,
  ) {
    const rpId = options.rp.id ?? new URL(origin).hostname;
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const cose = encodeCBOR(
      new Map<number, CBORType>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, new Uint8Array(Buffer.from(jwk.x!, 'base64url'))],
        [-3, new Uint8Array(Buffer.from(jwk.y!, 'base64url'))],
      ]),
    );
    const id = randomBytes(16);
    const credential = { id, privateKey, userHandle: options.user.id, rpId, counter: 0 };
    this.credentials.push(credential);
    const length = Buffer.alloc(2);
    length.writeUInt16BE(id.length);
    const authData = Buffer.concat([
      this.head(rpId, 0x45, 0),
      Buffer.alloc(16),
      length,
      id,
      Buffer.from(cose),
    ]);
    const attestationObject = encodeCBOR(
      new Map<string, CBORType>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', new Uint8Array(authData)],
      ]),
    );
    const clientData = {
      type: 'webauthn.create',
      challenge: options.challenge,
      origin,
      crossOrigin: false,
    };
    return {
      id: b64url(id),
      rawId: b64url(id),
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(JSON.stringify(clientData)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    };
  }

  /** Answers sign-in options with a credential (the latest made, or the one given), signed. */
  get(
    options: { challenge: string },
    origin: string,
    which: Credential = this.credentials.at(-1)!,
    counter = which.counter + 1,
  ) {
    which.counter = counter;
    const authData = this.head(which.rpId, 0x05, counter);
    const clientDataJSON = JSON.stringify({
      type: 'webauthn.get',
      challenge: options.challenge,
      origin,
      crossOrigin: false,
    });
    const signature = sign(
      'sha256',
      Buffer.concat([authData, sha256(clientDataJSON)]),
      which.privateKey,
    );
    return {
      id: b64url(which.id),
      rawId: b64url(which.id),
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: which.userHandle,
      },
      clientExtensionResults: {},
    };
  }

  /** The relying party's hash, the flags (user present, verified, data attached) and the counter. */
  private head(rpId: string, flags: number, counter: number) {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count]);
  }
}
