import { Badge, Button, Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { formatSek, plural, type Improvement } from '@stuga/shared';

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
            {improvement.is_active ? 'Active' : 'Inactive'}
          </Badge>
          {improvement.is_done && (
            <Badge variant="light" color="teal" tt="none">
              Done
            </Badge>
          )}
        </Group>
        <Title order={2} size="h4">
          {improvement.title}
        </Title>
        <Text size="sm">{improvement.description}</Text>
        <Text size="sm">
          <b>{formatSek(improvement.price)}</b> · {improvement.category} · priority{' '}
          {improvement.priority} · {plural(improvement.total_votes, 'vote', 'votes')}
        </Text>
        <Switch
          label="Active"
          checked={improvement.is_active}
          disabled={props.busy}
          onChange={(event) => props.onToggleActive(event.currentTarget.checked)}
        />
        <Group gap="xs" mt="xs">
          <Button size="xs" variant="light" onClick={props.onEdit} disabled={props.busy}>
            Edit
          </Button>
          <Button
            size="xs"
            variant="light"
            color="teal"
            onClick={props.onToggleDone}
            loading={props.busy}
          >
            {improvement.is_done ? 'Undo' : 'Done'}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            onClick={props.onDelete}
            disabled={props.busy}
          >
            Delete
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
