import { render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyPart, RELOADED_AT_KEY, reloadForCode } from './lazy-part';

const failed = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>part failed</p> : this.props.children;
  }
}

const draw = (Part: ReturnType<typeof lazyPart>) =>
  render(
    <Boundary>
      <Suspense fallback={<p>loading</p>}>
        <Part />
      </Suspense>
    </Boundary>,
  );

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('code that does not come (a part drawn lazily)', () => {
  it('reloads the page once and keeps the loader until it goes', async () => {
    const reload = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    draw(lazyPart(failed, reload));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(screen.queryByText('part failed')).toBeNull();
    expect(Number(sessionStorage.getItem(RELOADED_AT_KEY))).toBeGreaterThan(0);
  });

  it('shows the error when it fails again just after the reload, rather than reloading again', async () => {
    sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now() - 5_000));
    const reload = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    draw(lazyPart(failed, reload));
    expect(await screen.findByText('part failed')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('draws the part when its code comes, without reloading', async () => {
    const reload = vi.fn();
    draw(lazyPart(() => Promise.resolve({ default: () => <p>the part</p> }), reload));
    expect(await screen.findByText('the part')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('reloadForCode', () => {
  it('reloads again once half a minute has passed since the last time', () => {
    const reload = vi.fn();
    expect(reloadForCode(reload, 1_000_000)).toBe(true);
    expect(reloadForCode(reload, 1_000_000 + 29_000)).toBe(false);
    expect(reloadForCode(reload, 1_000_000 + 31_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload while the browser knows it is offline: the kept copy is all there is', () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    const reload = vi.fn();
    expect(reloadForCode(reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
