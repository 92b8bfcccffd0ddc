import { Group, Text } from '@mantine/core';
import { statusLabel, statusShade } from '../status';
import { ON_CALENDARS } from './calendar-stays';
import classes from './calendar.module.css';
import { useT } from '@/lib/i18n';

/** What the colours on the calendars mean (SPEC §2); darker is a member's first choice. */
export function Legend() {
  const t = useT();
  return (
    <Group gap="md" role="list" aria-label={t('stays.legend.legend')}>
      {ON_CALENDARS.map((status) => (
        <Group key={status} gap={6} role="listitem">
          <span
            className={classes.swatch}
            style={{ background: statusShade(status, 1) }}
            aria-hidden
          />
          <Text size="sm">{t(statusLabel[status])}</Text>
        </Group>
      ))}
      <Text size="sm" c="dimmed">
        {t('stays.legend.darkerFirstChoice')}
      </Text>
    </Group>
  );
}
