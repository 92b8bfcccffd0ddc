import { Button, Card, Group, Text, Title } from '@mantine/core';
import { paths } from '@stuga/shared';
import { Link } from 'react-router';
import { useT } from '@/lib/i18n';

/** Where to turn with questions about a visit (SPEC §2). */
export function HelpCard() {
  const t = useT();
  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" align="center">
        <div>
          <Title order={2} size="h4">
            {t('stays.helpCard.needHelp')}
          </Title>
          <Text size="sm" mt={4}>
            {t('stays.helpCard.questionsAboutDatesKeys')}
          </Text>
        </div>
        <Button component={Link} to={paths.contact} variant="light">
          {t('nav.contact')}
        </Button>
      </Group>
    </Card>
  );
}
