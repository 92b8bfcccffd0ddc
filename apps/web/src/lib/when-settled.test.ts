import { fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SETTLED_MS, whenUsedOrSettled } from './when-settled';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('work kept from a screen being drawn (issue 61: the form checks)', () => {
  it('waits while nobody touches the page and it has not settled', () => {
    vi.useFakeTimers();
    const work = vi.fn();
    whenUsedOrSettled(work);
    vi.advanceTimersByTime(SETTLED_MS - 1);
    expect(work).not.toHaveBeenCalled();
  });

  it('runs once at the first touch or key on the page', () => {
    for (const use of [
      () => fireEvent.pointerDown(document.body),
      () => fireEvent.keyDown(document.body, { key: 'Tab' }),
    ]) {
      vi.useFakeTimers();
      const work = vi.fn();
      whenUsedOrSettled(work);
      use();
      use();
      vi.runAllTimers();
      expect(work).toHaveBeenCalledTimes(1);
    }
  });

  it('runs once the page has settled, when the browser is next idle', () => {
    vi.useFakeTimers();
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const work = vi.fn();
    whenUsedOrSettled(work);
    vi.advanceTimersByTime(SETTLED_MS);
    expect(work).not.toHaveBeenCalled();
    idle[0]!();
    fireEvent.pointerDown(document.body);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled (the form left the page)', () => {
    vi.useFakeTimers();
    const work = vi.fn();
    whenUsedOrSettled(work)();
    fireEvent.keyDown(document.body, { key: 'a' });
    vi.runAllTimers();
    expect(work).not.toHaveBeenCalled();
  });
});
