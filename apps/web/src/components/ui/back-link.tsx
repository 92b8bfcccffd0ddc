import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A button-styled link back to the screen one came from, with a left arrow. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button
      component={Link}
      to={to}
      variant="default"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
    >
      {children}
    </Button>
  );
}
