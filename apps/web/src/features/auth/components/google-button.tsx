import { Box } from '@mantine/core';
import { useEffect, useRef } from 'react';

interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: {
        client_id: string;
        callback: (answer: { credential: string }) => void;
      }): void;
      renderButton(element: HTMLElement, options: Record<string, string | number>): void;
    };
  };
}

declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

const SCRIPT = 'https://accounts.google.com/gsi/client';
let loading: Promise<void> | undefined;

/**
 * Settles once the page is drawn and loaded and the browser is idle: Google's script then never
 * competes with the screen's own files, nor holds its largest paint (issue 61).
 */
const afterThePage = () =>
  new Promise<void>((resolve) => {
    const whenIdle = () =>
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(() => resolve(), { timeout: 3000 })
        : setTimeout(resolve, 200);
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  });

function loadGoogleScript(): Promise<void> {
  loading ??= afterThePage().then(
    () =>
      new Promise((resolve, reject) => {
        const script = document.createElement('script');
        script.src = SCRIPT;
        script.async = true;
        script.onload = () => resolve();
        script.onerror = () => {
          loading = undefined;
          reject(new Error('Google sign-in could not be loaded'));
        };
        document.head.appendChild(script);
      }),
  );
  return loading;
}

export interface GoogleButtonProps {
  clientId: string;
  /** 'signin_with' on the login form, 'signup_with' on Create Account. */
  text: 'signin_with' | 'signup_with';
  onCredential(credential: string): void;
}

/** Google's own sign-in button: outline theme, large, pill shape (SPEC §2). */
export function GoogleButton({ clientId, text, onCredential }: GoogleButtonProps) {
  const target = useRef<HTMLDivElement>(null);
  const callback = useRef(onCredential);
  useEffect(() => {
    callback.current = onCredential;
  }, [onCredential]);

  useEffect(() => {
    let cancelled = false;
    loadGoogleScript().then(
      () => {
        if (cancelled || !target.current || !window.google) return;
        window.google.accounts.id.initialize({
          client_id: clientId,
          callback: (answer) => callback.current(answer.credential),
        });
        window.google.accounts.id.renderButton(target.current, {
          theme: 'outline',
          size: 'large',
          shape: 'pill',
          text,
          width: 300,
        });
      },
      // Without Google's script (offline, blocked) there is simply no button; email login works.
      (error: Error) => console.warn(error.message),
    );
    return () => {
      cancelled = true;
    };
  }, [clientId, text]);

  return <Box ref={target} data-testid="google-button" mih={44} />;
}
