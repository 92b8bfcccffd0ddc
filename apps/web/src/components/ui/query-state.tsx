import { Alert, Button, Center, Group, Loader, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n';
import { useOnline } from '@/lib/offline';
import { Later } from './later';

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

/**
 * Shows a loader while a query loads, its error with a retry button, or its content. Content
 * that arrives after the screen is up is drawn in slices (`Later`), the loader showing until it
 * is there: an update from a query is otherwise drawn in one piece, a long task on a slow phone
 * for a form of many fields, and several of them arriving one after the other keep the page from
 * answering a touch.
 */
export function QueryState<T>(props: QueryStateProps<T>) {
  const online = useOnline();
  const loading = <QueryLoading label={props.loadingLabel} />;
  if (props.data !== undefined) {
    return <Later placeholder={loading}>{props.children(props.data)}</Later>;
  }
  if (props.error) return <LoadFailed message={props.error.message} retry={props.retry} />;
  // Offline, with nothing kept for it: the screen says so rather than spin (DECISIONS §20).
  if (!online) return <NeedsNetwork />;
  return loading;
}

/** The loader a query shows while it loads, `label` saying so to a screen reader. */
export function QueryLoading({ label }: { label: string }) {
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Loader />
      <span className="visually-hidden">{label}</span>
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

/** What a screen without what it needs says while the phone is offline. */
export function NeedsNetwork() {
  const t = useT();
  return (
    <Alert color="gray" role="status">
      {t('offline.needsNetwork')}
    </Alert>
  );
}
