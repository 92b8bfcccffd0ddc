import { Container, Paper, Text, Title } from '@mantine/core';
import { QueryState } from '@/components/ui/query-state';
import { usePageTitle } from '@/lib/page-title';
import { useMessage } from '../api/get-message';
import { useT } from '@/lib/i18n';

/** Sub page: a short message from the server (SPEC §2). */
export function SubPageScreen() {
  const t = useT();
  usePageTitle(t('community.subPage.title'));
  const message = useMessage();
  return (
    <Container size="sm" py="xl">
      <Title order={1} mb="md">
        {t('community.subPage.aMessageFromThe')}
      </Title>
      <QueryState
        data={message.data}
        error={message.error}
        isPending={message.isPending}
        retry={() => void message.refetch()}
        loadingLabel={t('community.subPage.loadingTheMessage')}
      >
        {(data) => (
          <Paper withBorder p="lg" radius="md">
            <Text size="lg">{data.message || t('community.subPage.noMessageRightNow')}</Text>
          </Paper>
        )}
      </QueryState>
    </Container>
  );
}
