import { describe, expect, it } from 'vitest';
import { nextSelection } from './selection';

const today = '2025-09-12';

describe('range selection on the timeline (SPEC §4)', () => {
  it('starts with the first click and completes with the second', () => {
    const first = nextSelection(null, '2025-10-01', today);
    expect(first).toEqual({ from: '2025-10-01' });
    expect(nextSelection(first, '2025-10-05', today)).toEqual({
      from: '2025-10-01',
      to: '2025-10-05',
    });
  });

  it('swaps a second day earlier than the first', () => {
    expect(nextSelection({ from: '2025-10-05' }, '2025-10-01', today)).toEqual({
      from: '2025-10-01',
      to: '2025-10-05',
    });
  });

  it('ignores past days and restarts on a third click', () => {
    expect(nextSelection(null, '2025-09-11', today)).toBeNull();
    expect(nextSelection({ from: '2025-10-01' }, '2025-09-01', today)).toEqual({
      from: '2025-10-01',
    });
    expect(nextSelection({ from: '2025-10-01', to: '2025-10-05' }, '2025-11-01', today)).toEqual({
      from: '2025-11-01',
    });
    expect(nextSelection(null, today, today)).toEqual({ from: today });
  });

  it('ignores days not open for planning', () => {
    const open = (day: string) => day <= '2025-12-31';
    expect(nextSelection(null, '2026-01-02', today, open)).toBeNull();
    expect(nextSelection({ from: '2025-12-20' }, '2026-01-02', today, open)).toEqual({
      from: '2025-12-20',
    });
    expect(nextSelection({ from: '2025-12-20' }, '2025-12-31', today, open)).toEqual({
      from: '2025-12-20',
      to: '2025-12-31',
    });
  });
});
