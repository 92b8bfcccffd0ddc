import { Box, Card, Group, Title, type CardProps } from '@mantine/core';
import { useId, type ReactNode } from 'react';

export interface SectionCardProps extends Omit<CardProps, 'title' | 'children'> {
  /** The section's heading (a level-2 heading, which also names the section). */
  title: ReactNode;
  /** How large the heading reads: h3 for a screen's main sections, h4 for the smaller ones. */
  size?: 'h3' | 'h4';
  /** Beside the heading: a button, a notice. */
  aside?: ReactNode;
  /** The section's element id, where a link leads to it. */
  id?: string;
  children?: ReactNode;
}

/** A section of a screen as a card, named by its heading for assistive technology. */
export function SectionCard({ title, size = 'h4', aside, children, ...card }: SectionCardProps) {
  const id = useId();
  const heading = (
    <Title order={2} size={size} id={id}>
      {title}
    </Title>
  );
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={id} {...card}>
      {aside ? (
        <Group justify="space-between" align="center" wrap="wrap" gap="sm" mb="sm">
          {heading}
          {aside}
        </Group>
      ) : (
        <Box mb="sm">{heading}</Box>
      )}
      {children}
    </Card>
  );
}
