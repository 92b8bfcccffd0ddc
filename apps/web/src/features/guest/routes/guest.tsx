import { Alert, Container, Stack, Text, Title } from '@mantine/core';
import { fromWireDate, type GuestView } from '@stuga/shared';
import { useState } from 'react';
import { QueryState } from '@/components/ui/query-state';
import { SectionCard } from '@/components/ui/section-card';
import { Markdown } from '@/components/ui/markdown';
import { useFormat } from '@/lib/formatting';
import { useT } from '@/lib/i18n';
import { usePageTitle } from '@/lib/page-title';
import { useGuestView } from '../api/get-guest-view';
import { GuestChecklist } from '../components/guest-checklist';
import { GuestLog } from '../components/guest-log';
import { guestPass } from '../pass';

/**
 * A guest's view (DECISIONS §26): opened by a guest pass's link, without an account: the host's
 * first name and the stay, and inside the codes window the house codes, the guides, the stay's
 * checklists (ticked as the guest's) and the house log (a note added). Nothing else of the app.
 */
export function GuestScreen() {
  const t = useT();
  usePageTitle(t('guest.title'));
  const [pass] = useState(guestPass);
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('guest.title')}</Title>
        {pass ? <GuestPass pass={pass} /> : <Alert color="yellow">{t('guest.noPass')}</Alert>}
      </Stack>
    </Container>
  );
}

function GuestPass({ pass }: { pass: string }) {
  const t = useT();
  const view = useGuestView(pass);
  return (
    <QueryState
      data={view.data}
      error={view.error}
      isPending={view.isPending}
      retry={() => void view.refetch()}
      loadingLabel={t('guest.loading')}
    >
      {(data) => <GuestContent pass={pass} view={data} />}
    </QueryState>
  );
}

function GuestContent({ pass, view }: { pass: string; view: GuestView }) {
  const t = useT();
  const format = useFormat();
  const stay = {
    host: view.host,
    from: format.day(fromWireDate(view.stay.from)),
    to: format.day(fromWireDate(view.stay.to)),
  };
  return (
    <Stack gap="lg">
      <Text>{t('guest.welcome', { name: view.guest_name, ...stay })}</Text>
      {!view.open && (
        <Alert color="blue" role="status">
          {t('guest.notYet', { when: format.dateTime(view.opens_at) })}
        </Alert>
      )}
      {view.open && (
        <>
          <Text size="sm" c="dimmed">
            {t('guest.until', { when: format.dateTime(view.closes_at) })}
          </Text>
          <SectionCard title={t('guest.codes')} size="h3">
            <Stack gap={4} mt="xs">
              {view.codes.map((code) => (
                <div key={code.id}>
                  <Text fz="lg">{t('guest.code', { label: code.label, value: code.value })}</Text>
                  {code.note && (
                    <Text size="sm" c="dimmed">
                      {code.note}
                    </Text>
                  )}
                </div>
              ))}
            </Stack>
          </SectionCard>
          <SectionCard title={t('house.arrival')} size="h3">
            <GuestChecklist pass={pass} list="arrival" items={view.arrival} />
          </SectionCard>
          <SectionCard title={t('house.departure')} size="h3">
            <GuestChecklist pass={pass} list="departure" items={view.departure} />
          </SectionCard>
          <SectionCard title={t('house.log.title')} size="h3">
            <GuestLog pass={pass} notes={view.house_log} />
          </SectionCard>
          {view.guides
            .filter((guide) => guide.sections.length > 0)
            .map((guide) => (
              <SectionCard key={guide.title} title={guide.title} size="h3">
                <Stack gap="md" mt="xs">
                  {guide.sections.map((section) => (
                    <div key={section.id}>
                      <Title order={3} size="h4">
                        {section.title}
                      </Title>
                      <Markdown>{section.content}</Markdown>
                    </div>
                  ))}
                </Stack>
              </SectionCard>
            ))}
        </>
      )}
    </Stack>
  );
}
