import { Card, Container, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A screen that is one card under its title: logging in, signup, invites, links mailed. */
export function PageCard({
  title,
  width = 480,
  children,
}: {
  title: ReactNode;
  width?: number;
  children: ReactNode;
}) {
  return (
    <Container size={width} py="xl">
      <Card withBorder padding="xl" radius="md">
        <Title order={1} size="h2" mb="md">
          {title}
        </Title>
        {children}
      </Card>
    </Container>
  );
}
