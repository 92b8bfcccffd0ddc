import { Badge, Button, Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { formatSek, type Improvement } from '@stuga/shared';
import { useT } from '@/lib/i18n';
import { Message } from '@/lib/formatting';
import { categoryKeys } from '../categories';

export interface AdminImprovementCardProps {
  improvement: Improvement;
  busy: boolean;
  onEdit(): void;
  onToggleDone(): void;
  onToggleActive(active: boolean): void;
  onDelete(): void;
}

/** One improvement as admins manage it: Done and Undo, active or not, edit and delete (SPEC §2). */
export function AdminImprovementCard(props: AdminImprovementCardProps) {
  const t = useT();
  const { improvement } = props;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-label={improvement.title}
      data-testid="admin-improvement"
    >
      <Stack gap={6}>
        <Group gap="xs">
          <Badge variant="light" color={improvement.is_active ? 'blue' : 'gray'} tt="none">
            {improvement.is_active
              ? t('adminImprovements.active')
              : t('adminImprovements.inactive')}
          </Badge>
          {improvement.is_done && (
            <Badge variant="light" color="teal" tt="none">
              {t('improvements.improvementCard.done')}
            </Badge>
          )}
        </Group>
        <Title order={2} size="h4">
          {improvement.title}
        </Title>
        <Text size="sm">{improvement.description}</Text>
        <Text size="sm">
          <Message
            id="adminImprovements.line"
            values={{
              price: formatSek(improvement.price),
              category: t(categoryKeys[improvement.category]),
              priority: improvement.priority,
              votes: improvement.total_votes,
              b: (chunks) => <b>{chunks}</b>,
            }}
          />
        </Text>
        <Switch
          label={t('adminImprovements.active')}
          checked={improvement.is_active}
          disabled={props.busy}
          onChange={(event) => props.onToggleActive(event.currentTarget.checked)}
        />
        <Group gap="xs" mt="xs">
          <Button size="xs" variant="light" onClick={props.onEdit} disabled={props.busy}>
            {t('adminImprovements.edit')}
          </Button>
          <Button
            size="xs"
            variant="light"
            color="teal"
            onClick={props.onToggleDone}
            loading={props.busy}
          >
            {improvement.is_done
              ? t('adminImprovements.undo')
              : t('improvements.improvementCard.done')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            onClick={props.onDelete}
            disabled={props.busy}
          >
            {t('common.delete')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
