import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Later } from './later';
import { WhenRead } from './when-read';

/** A placeholder that says each time it is drawn. */
const seen = vi.fn<(name: string) => void>();
function Placeholder({ name }: { name: 'outer' | 'inner' }) {
  seen(name);
  return <p>{name} loading</p>;
}
const drawn = (name: string) => seen.mock.calls.filter(([which]) => which === name).length;

beforeEach(() => seen.mockClear());

describe('parts drawn later (issue 61: screens that moved while they loaded)', () => {
  it('draws a part after what is around it, its placeholder first', async () => {
    render(
      <Later placeholder={<Placeholder name="outer" />}>
        <p>content</p>
      </Later>,
    );
    expect(await screen.findByText('content')).toBeInTheDocument();
    expect(drawn('outer')).toBeGreaterThan(0);
    expect(screen.queryByText('outer loading')).toBeNull();
  });

  it('draws a part inside another at once: its own placeholder is never shown', async () => {
    render(
      <Later placeholder={<Placeholder name="outer" />}>
        <Later placeholder={<Placeholder name="inner" />}>
          <p>inner content</p>
        </Later>
      </Later>,
    );
    expect(await screen.findByText('inner content')).toBeInTheDocument();
    expect(drawn('inner')).toBe(0);
  });

  it('WhenRead shows one loader while any read is pending, then every part at once', async () => {
    const parts = (
      <Later placeholder={<Placeholder name="inner" />}>
        <p>first part</p>
        <p>second part</p>
      </Later>
    );
    const { rerender } = render(
      <WhenRead reads={[{ isPending: false }, { isPending: true }]} loadingLabel="Loading parts">
        {parts}
      </WhenRead>,
      { wrapper: MantineProvider },
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading parts');
    expect(screen.queryByText('first part')).toBeNull();
    rerender(
      <WhenRead reads={[{ isPending: false }, { isPending: false }]} loadingLabel="Loading parts">
        {parts}
      </WhenRead>,
    );
    expect(await screen.findByText('first part')).toBeInTheDocument();
    expect(screen.getByText('second part')).toBeInTheDocument();
    expect(drawn('inner')).toBe(0);
  });
});
