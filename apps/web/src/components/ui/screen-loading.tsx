import { Center, Loader } from '@mantine/core';
import { useT } from '@/lib/i18n';

/** Shown while a screen's code (or its texts) loads; tests wait until it is gone. */
export function ScreenLoading() {
  const t = useT();
  return (
    <Center py="xl" role="status" aria-live="polite" data-screen-loading>
      <Loader />
      <span className="visually-hidden">{t('layout.loading')}</span>
    </Center>
  );
}
