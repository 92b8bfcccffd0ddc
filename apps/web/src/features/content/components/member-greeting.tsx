import { Card, Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n';

/**
 * Home's greeting of a signed-in member, with what the app puts below it: code a visitor's first
 * page never fetches (it comes with the member's part of Home).
 */
export function MemberGreeting({ name, children }: { name: string; children?: ReactNode }) {
  const t = useT();
  return (
    <Container size="sm" w="100%">
      <Card withBorder padding="lg" radius="md" data-testid="greeting">
        <Title order={2} size="h3">
          {t('home.welcome', { name })}
        </Title>
        <Text mt="xs">{t('home.welcomeText')}</Text>
      </Card>
      {children}
    </Container>
  );
}
