import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GoogleButton } from './google-button';

const googleScripts = () =>
  [...document.head.querySelectorAll('script')].filter((script) =>
    script.src.startsWith('https://accounts.google.com/gsi/client'),
  );

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  for (const script of googleScripts()) script.remove();
});

describe("Google's sign-in script", () => {
  it('is asked for only once the page is loaded and the browser idle, never with the page', () => {
    vi.useFakeTimers();
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    render(
      <MantineProvider>
        <GoogleButton clientId="client-1" text="signin_with" onCredential={() => undefined} />
      </MantineProvider>,
    );
    vi.runAllTimers();
    expect(googleScripts()).toHaveLength(0);
    for (const callback of idle) callback();
    return vi.waitFor(() => expect(googleScripts()).toHaveLength(1));
  });
});
