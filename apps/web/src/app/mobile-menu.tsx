import { Drawer, Stack } from '@mantine/core';
import { useHouseName } from '@/lib/house-name';
import { useT } from '@/lib/i18n';
import { NavLinks } from './nav-links';

/** The navigation in a drawer on narrow screens; loaded the first time the menu opens. */
export default function MobileMenu({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useT();
  const house = useHouseName();
  return (
    <Drawer opened={opened} onClose={onClose} title={house} size="xs" position="right">
      <Stack component="nav" aria-label={t('layout.mainNav')} gap={4}>
        <NavLinks onNavigate={onClose} />
      </Stack>
    </Drawer>
  );
}
