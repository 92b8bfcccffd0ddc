import { Chip, Group } from '@mantine/core';
import { useId, type ReactNode } from 'react';

export interface Choice<V extends string> {
  value: V;
  label: ReactNode;
  /** Said on hover. */
  title?: string;
  lang?: string;
}

/**
 * One of a few choices, as chips in a labelled radio group. Used where a segmented control would
 * be: its sliding mark measures the page (a layout forced at every change of the page while a
 * screen is drawn, issue 61).
 */
export function ChoiceChips<V extends string>({
  label,
  value,
  onChange,
  choices,
  size = 'sm',
}: {
  label: string;
  value: V;
  onChange: (value: V) => void;
  choices: readonly Choice<V>[];
  size?: 'xs' | 'sm';
}) {
  // One name for the group's radios, so the arrow keys move between them.
  const name = useId();
  return (
    <Chip.Group value={value} onChange={(chosen) => onChange(chosen as V)}>
      <Group gap={6} role="radiogroup" aria-label={label}>
        {choices.map((choice) => (
          <Chip
            key={choice.value}
            value={choice.value}
            name={name}
            size={size}
            title={choice.title}
            lang={choice.lang}
          >
            {choice.label}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}
