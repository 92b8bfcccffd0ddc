/**
 * The browser's side of notifications (DECISIONS §25): whether it can show them, this device's
 * subscription with the house's push key, and a name for the device the member recognises.
 */

/** Whether this browser can receive pushes at all. */
export const canPush = (): boolean =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/** An iPhone or iPad, where pushes need the app on the home screen. */
export const onIos = (): boolean =>
  /iPhone|iPad|iPod/.test(navigator.userAgent) ||
  (navigator.userAgent.includes('Macintosh') && navigator.maxTouchPoints > 1);

/** The app's service worker, registered if it was not yet (it is after the first screen). */
async function worker(): Promise<ServiceWorkerRegistration> {
  const found = await navigator.serviceWorker.getRegistration();
  if (!found) await navigator.serviceWorker.register('/sw.js');
  return navigator.serviceWorker.ready;
}

/** This device's subscription, if notifications are on for it. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!canPush()) return null;
  const found = await navigator.serviceWorker.getRegistration();
  return found ? found.pushManager.getSubscription() : null;
}

/**
 * Asks for permission (only now, on the member's tap) and subscribes with the house's key;
 * `denied` when the member or the browser said no.
 */
export async function subscribe(publicKey: string): Promise<PushSubscription | 'denied'> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  const registration = await worker();
  return registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: publicKey,
  });
}

/** "Chrome on Android": the browser and the system, from what the browser says it is. */
export function deviceLabel(agent: string): string {
  const browser = /Edg\//.test(agent)
    ? 'Edge'
    : /Firefox\//.test(agent)
      ? 'Firefox'
      : /Chrome\//.test(agent)
        ? 'Chrome'
        : /Safari\//.test(agent)
          ? 'Safari'
          : 'Browser';
  const system = /Android/.test(agent)
    ? 'Android'
    : /iPhone|iPod/.test(agent)
      ? 'iPhone'
      : /iPad/.test(agent)
        ? 'iPad'
        : /Windows/.test(agent)
          ? 'Windows'
          : /Mac OS X|Macintosh/.test(agent)
            ? 'Mac'
            : /Linux/.test(agent)
              ? 'Linux'
              : '';
  return system ? `${browser} · ${system}` : browser;
}
