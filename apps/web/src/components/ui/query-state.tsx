import { Alert, Button, Center, Group, Loader, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n';

export interface QueryStateProps<T> {
  /** The query's data, once it has arrived. */
  data: T | undefined;
  /** The query's failure, if it failed. */
  error: Error | null;
  /** Whether the first load is under way. */
  isPending: boolean;
  /** Tries the query again. */
  retry: () => void;
  /** What "loading" says to a screen reader. */
  loadingLabel: string;
  children: (data: T) => ReactNode;
}

/** Shows a loader while a query loads, its error with a retry button, or its content. */
export function QueryState<T>(props: QueryStateProps<T>) {
  if (props.data !== undefined) return <>{props.children(props.data)}</>;
  if (props.error) return <LoadFailed message={props.error.message} retry={props.retry} />;
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Loader />
      <span className="visually-hidden">{props.loadingLabel}</span>
    </Center>
  );
}

/** What a load that failed says: why, and a way to try again. */
export function LoadFailed({ message, retry }: { message: string; retry: () => void }) {
  const t = useT();
  return (
    <Alert
      color="red"
      icon={<IconAlertTriangle aria-hidden />}
      title={t('common.couldNotLoad')}
      role="alert"
    >
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="white" color="red" onClick={retry}>
          {t('common.tryAgain')}
        </Button>
      </Group>
    </Alert>
  );
}
