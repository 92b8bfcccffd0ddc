import { Container, Paper, Text, Title } from '@mantine/core';
import { QueryState } from '@/components/ui/query-state';
import { usePageTitle } from '@/lib/page-title';
import { useMessage } from '../api/get-message';

/** Sub page: a short message from the server (SPEC §2). */
export function SubPageScreen() {
  usePageTitle('Message');
  const message = useMessage();
  return (
    <Container size="sm" py="xl">
      <Title order={1} mb="md">
        A message from the house
      </Title>
      <QueryState
        data={message.data}
        error={message.error}
        isPending={message.isPending}
        retry={() => void message.refetch()}
        loadingLabel="Loading the message"
      >
        {(data) => (
          <Paper withBorder p="lg" radius="md">
            <Text size="lg">{data.message || 'No message right now.'}</Text>
          </Paper>
        )}
      </QueryState>
    </Container>
  );
}
