import { Alert, Container, Stack, Title } from '@mantine/core';
import { hasAccess } from '@stuga/shared';
import { IconInfoCircle } from '@tabler/icons-react';
import { LoadFailed, QueryState } from '@/components/ui/query-state';
import { useSession } from '@/lib/session';
import { usePageTitle } from '@/lib/page-title';
import { useContactInfo } from '../api/get-contact-info';
import { ContactDirectory } from '../components/contact-directory';
import { ContactForm } from '../components/contact-form';
import { SectionCard } from '@/components/ui/section-card';
import { useT } from '@/lib/i18n';

/** Contact: the directory for verified members, and a form for everyone (SPEC §2). */
export function ContactScreen() {
  const t = useT();
  usePageTitle(t('nav.contact'));
  const { user } = useSession();
  const verified = hasAccess(user, 'verified');
  const info = useContactInfo(verified);

  const form = (
    <SectionCard title={t('community.contact.sendUsAMessage')} size="h3">
      <Alert color="blue" icon={<IconInfoCircle aria-hidden />} mb="md">
        {user
          ? t('community.contact.youAreLoggedIn', { name: user.name, email: user.email })
          : t('community.contact.youAreNotLogged')}
      </Alert>
      <ContactForm key={user?.id ?? 'anonymous'} user={user} />
    </SectionCard>
  );
  return (
    <Container size="md" py="xl">
      <Stack gap="xl">
        <Title order={1}>{t('nav.contact')}</Title>
        {/* A member's form is drawn with the directory above it, so it is not pushed down; when
            the directory cannot be read, the form is there below its error. */}
        {verified && !info.error ? (
          <QueryState
            data={info.data}
            error={null}
            isPending={info.isPending}
            retry={() => void info.refetch()}
            loadingLabel={t('community.contact.loadingContacts')}
          >
            {(data) => (
              <Stack gap="xl">
                <ContactDirectory info={data} />
                {form}
              </Stack>
            )}
          </QueryState>
        ) : (
          <>
            {verified && (
              <LoadFailed message={info.error!.message} retry={() => void info.refetch()} />
            )}
            {form}
          </>
        )}
      </Stack>
    </Container>
  );
}
