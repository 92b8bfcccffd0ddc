import { GrowingTextarea } from '@/components/ui/growing-textarea';
import {
  Button,
  Fieldset,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import type { Content } from '@stuga/shared';
import { useState } from 'react';
import { QueryState } from '@/components/ui/query-state';
import { SectionCard } from '@/components/ui/section-card';
import { StatusText } from '@/components/ui/status-text';
import { useT } from '@/lib/i18n';
import { useCheckedSave } from '@/lib/schemas';
import { useContent } from '../api/get-content';
import { useMessage } from '../api/get-message';
import { useWriteMessage } from '../api/write-message';
import { useWriteAbout } from '../api/write-about';

const EMPTY: Content = {
  definition: { term: '', definition: '' },
  about: {
    title: '',
    description: '',
    house: { title: '', description: '' },
    setting: { title: '', description: '' },
    technology: { title: '', description: '' },
  },
};

/**
 * The pages the house writes about itself (a new house has none until an admin writes them):
 * the About page, and the short message of the Sub page.
 */
export function PagesCards() {
  const t = useT();
  const about = useContent();
  const message = useMessage();
  // The About page is written seldom: its form opens when asked for (or when sent here for it).
  const [editing, setEditing] = useState(() => window.location.hash === '#about');
  return (
    <>
      <div id="about" style={{ scrollMarginTop: 80 }}>
        <SectionCard title={t('settings.about.title')} size="h3">
          <Text size="sm" c="dimmed" mb="sm">
            {t('settings.about.help')}
          </Text>
          <QueryState
            data={about.data}
            error={about.error}
            isPending={about.isPending}
            retry={() => void about.refetch()}
            loadingLabel={t('community.about.loadingTheAboutPage')}
          >
            {(stored) =>
              editing ? (
                <AboutForm stored={stored ?? EMPTY} />
              ) : (
                <Group justify="space-between" gap="sm">
                  <Text size="sm">
                    {stored
                      ? t('settings.about.written', { term: stored.definition.term })
                      : t('api.content.noAbout')}
                  </Text>
                  <Button variant="light" onClick={() => setEditing(true)}>
                    {t(stored ? 'settings.about.edit' : 'settings.about.write')}
                  </Button>
                </Group>
              )
            }
          </QueryState>
        </SectionCard>
      </div>
      <SectionCard title={t('settings.message.title')} size="h3">
        <QueryState
          data={message.data}
          error={message.error}
          isPending={message.isPending}
          retry={() => void message.refetch()}
          loadingLabel={t('settings.message.loading')}
        >
          {(stored) => <MessageForm stored={stored.message} />}
        </QueryState>
      </SectionCard>
    </>
  );
}

function AboutForm({ stored }: { stored: Content }) {
  const t = useT();
  const write = useWriteAbout();
  const [content, setContent] = useState(stored);
  const { result, onSubmit } = useCheckedSave(
    (schemas) => schemas.ContentUpdateSchema.safeParse(content),
    (data, done) => write.mutate(data, done),
    { saved: t('settings.about.saved'), failed: t('settings.about.failed') },
  );
  const card = (key: 'house' | 'setting' | 'technology', label: string) => (
    <Fieldset legend={label} key={key}>
      <TextInput
        label={t('settings.about.cardTitle')}
        value={content.about[key].title}
        maxLength={100}
        onChange={(e) => {
          const title = e.currentTarget.value;
          setContent((c) => ({ ...c, about: { ...c.about, [key]: { ...c.about[key], title } } }));
        }}
      />
      <GrowingTextarea
        mt="xs"
        label={t('settings.about.cardText')}
        value={content.about[key].description}
        maxLength={2000}
        minRows={2}
        onChange={(e) => {
          const description = e.currentTarget.value;
          setContent((c) => ({
            ...c,
            about: { ...c.about, [key]: { ...c.about[key], description } },
          }));
        }}
      />
    </Fieldset>
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('settings.about.title')}>
      <Stack gap="sm">
        <TextInput
          label={t('settings.about.term')}
          value={content.definition.term}
          maxLength={100}
          onChange={(e) => {
            const term = e.currentTarget.value;
            setContent((c) => ({ ...c, definition: { ...c.definition, term } }));
          }}
        />
        <GrowingTextarea
          label={t('settings.about.definition')}
          value={content.definition.definition}
          maxLength={2000}
          minRows={2}
          onChange={(e) => {
            const definition = e.currentTarget.value;
            setContent((c) => ({ ...c, definition: { ...c.definition, definition } }));
          }}
        />
        <TextInput
          label={t('settings.about.heading')}
          value={content.about.title}
          maxLength={100}
          onChange={(e) => {
            const title = e.currentTarget.value;
            setContent((c) => ({ ...c, about: { ...c.about, title } }));
          }}
        />
        <GrowingTextarea
          label={t('settings.about.description')}
          value={content.about.description}
          maxLength={4000}
          minRows={3}
          onChange={(e) => {
            const description = e.currentTarget.value;
            setContent((c) => ({ ...c, about: { ...c.about, description } }));
          }}
        />
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="sm">
          {card('house', t('settings.about.house'))}
          {card('setting', t('settings.about.setting'))}
          {card('technology', t('settings.about.technology'))}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={write.isPending}>
            {t('settings.about.save')}
          </Button>
        </Group>
        {result && <StatusText tone={result.ok ? 'success' : 'error'}>{result.text}</StatusText>}
      </Stack>
    </form>
  );
}

function MessageForm({ stored }: { stored: string }) {
  const t = useT();
  const write = useWriteMessage();
  const [message, setMessage] = useState(stored);
  const { result, onSubmit } = useCheckedSave(
    (schemas) => schemas.MessageUpdateSchema.safeParse({ message }),
    (data, done) => write.mutate(data.message, done),
    { saved: t('settings.message.saved'), failed: t('settings.message.failed') },
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('settings.message.title')}>
      <Textarea
        label={t('settings.message.label')}
        description={t('settings.message.help')}
        value={message}
        maxLength={2000}
        rows={3}
        onChange={(e) => setMessage(e.currentTarget.value)}
      />
      <Group justify="flex-end" mt="sm">
        <Button type="submit" loading={write.isPending}>
          {t('settings.message.save')}
        </Button>
      </Group>
      {result && (
        <StatusText tone={result.ok ? 'success' : 'error'} mt="sm">
          {result.text}
        </StatusText>
      )}
    </form>
  );
}
