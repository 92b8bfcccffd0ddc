import { Group, Stack, Text } from '@mantine/core';
import { formatOre, fromWireDate, type MyPart } from '@stuga/shared';
import { useFormat } from '@/lib/formatting';
import { useT } from '@/lib/i18n';
import { usePartReason } from './part-reason';
import { KIND_WORDS } from './cost-words';

/** The viewer's part of each cost, with how it was worked out ("12 of 96 person-nights"). */
export function MyParts({ parts }: { parts: readonly MyPart[] }) {
  const t = useT();
  const format = useFormat();
  const reason = usePartReason();
  if (parts.length === 0) return <Text c="dimmed">{t('money.noParts')}</Text>;
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {parts.map((part) => (
        <Group
          key={part.cost_id}
          component="li"
          justify="space-between"
          wrap="nowrap"
          align="flex-start"
          data-testid="my-part"
        >
          <div>
            <Text size="sm" fw={600}>
              {part.what}
            </Text>
            <Text size="xs" c="dimmed">
              {[format.day(fromWireDate(part.day)), t(KIND_WORDS[part.kind]), reason(part)].join(
                ' · ',
              )}
            </Text>
          </div>
          <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {formatOre(part.amount)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
