import type { IncomingMessage, ServerResponse } from 'node:http';

/** A push as the stand-in received it: decrypted with the device's own keys. */
export interface Received {
  device: string;
  notice: { title: string; body: string; url: string; tag: string };
  ttl: number;
  urgency: string | undefined;
  /** The VAPID key that signed it. */
  key: string;
}

/** A device's subscription, as its browser would hand it to the app. */
export interface Subscription {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** The stand-in's state and handler, for a server it shares. */
export interface PushStandIn {
  origin: string;
  handle(request: IncomingMessage, response: ServerResponse): Promise<void>;
  received: Received[];
  /** Why pushes were refused (a signature that did not hold). */
  refused: string[];
  /** A new device. */
  subscribe(id?: string): Subscription;
  /** The next answers to a device's pushes, in turn (then 201). */
  answer(id: string, ...statuses: number[]): void;
}

export interface PushService extends PushStandIn {
  close(): Promise<void>;
}

/** The stand-in, to serve from a server of one's own: set its `origin`. */
export function pushStandIn(): PushStandIn;

/** A push service on loopback that checks VAPID and decrypts what it receives. */
export function startPushService(): Promise<PushService>;
