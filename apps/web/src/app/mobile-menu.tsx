import { Drawer, Stack } from '@mantine/core';
import { NavLinks } from './nav-links';

/** The navigation in a drawer on narrow screens; loaded the first time the menu opens. */
export default function MobileMenu({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Drawer opened={opened} onClose={onClose} title="Stuga" size="xs" position="right">
      <Stack component="nav" aria-label="Main" gap={4}>
        <NavLinks onNavigate={onClose} />
      </Stack>
    </Drawer>
  );
}
