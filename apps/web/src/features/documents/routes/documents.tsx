import { Container, Stack, Text, Title } from '@mantine/core';
import { QueryState } from '@/components/ui/query-state';
import { SectionCard } from '@/components/ui/section-card';
import { useToday } from '@/lib/clock';
import { useT } from '@/lib/i18n';
import { usePageTitle } from '@/lib/page-title';
import { useSession } from '@/lib/session';
import { useDocuments } from '../api/get-documents';
import { AddDocument } from '../components/add-document';
import { DocumentList } from '../components/document-list';

/**
 * The house's documents (DECISIONS §24): each reader sees those their part in the house may see,
 * by kind, with when each runs out; the admins add, change and remove them here.
 */
export function DocumentsScreen() {
  const t = useT();
  usePageTitle(t('documents.title'));
  const { user } = useSession();
  const today = useToday();
  const documents = useDocuments();
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>{t('documents.title')}</Title>
          <Text>{t('documents.intro')}</Text>
        </Stack>
        {user?.is_admin && (
          <SectionCard title={t('documents.add')}>
            <AddDocument />
          </SectionCard>
        )}
        <SectionCard title={t('documents.list')}>
          <QueryState
            data={documents.data && today ? { ...documents.data, today } : undefined}
            error={documents.error}
            isPending={documents.isPending || !today}
            retry={() => void documents.refetch()}
            loadingLabel={t('documents.loading')}
          >
            {(data) => <DocumentList documents={data.documents} today={data.today} />}
          </QueryState>
        </SectionCard>
      </Stack>
    </Container>
  );
}
