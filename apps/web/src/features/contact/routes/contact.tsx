import { Alert, Container, Stack, Title } from '@mantine/core';
import { hasAccess } from '@stuga/shared';
import { IconInfoCircle } from '@tabler/icons-react';
import { QueryState } from '@/components/ui/query-state';
import { useSession } from '@/lib/session';
import { usePageTitle } from '@/lib/page-title';
import { useContactInfo } from '../api/get-contact-info';
import { ContactDirectory } from '../components/contact-directory';
import { ContactForm } from '../components/contact-form';
import { SectionCard } from '@/components/ui/section-card';

/** Contact: the directory for verified members, and a form for everyone (SPEC §2). */
export function ContactScreen() {
  usePageTitle('Contact');
  const { user } = useSession();
  const verified = hasAccess(user, 'verified');
  const info = useContactInfo(verified);

  return (
    <Container size="md" py="xl">
      <Stack gap="xl">
        <Title order={1}>Contact</Title>
        {verified && (
          <QueryState
            data={info.data}
            error={info.error}
            isPending={info.isPending}
            retry={() => void info.refetch()}
            loadingLabel="Loading contacts"
          >
            {(data) => <ContactDirectory info={data} />}
          </QueryState>
        )}
        <SectionCard title="Send us a message" size="h3">
          <Alert color="blue" icon={<IconInfoCircle aria-hidden />} mb="md">
            {user
              ? `You are logged in as ${user.name}. We will answer at ${user.email}.`
              : 'You are not logged in. Anyone can write to us; leave an email address we can answer.'}
          </Alert>
          <ContactForm key={user?.id ?? 'anonymous'} user={user} />
        </SectionCard>
      </Stack>
    </Container>
  );
}
