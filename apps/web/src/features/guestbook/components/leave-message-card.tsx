import { GrowingTextarea } from '@/components/ui/growing-textarea';
import {
  Alert,
  Button,
  Card,
  Chip,
  Collapse,
  Group,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { GUESTBOOK_MESSAGE_MAX, normaliseTags } from '@stuga/shared';
import { IconChevronDown } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { StatusText } from '@/components/ui/status-text';
import { useFormCheck } from '@/lib/schemas';
import { usePostGuestbook } from '../api/post-guestbook';
import { useT } from '@/lib/i18n';

/** Tags offered as chips; anything else goes in the custom field. */
export const SUGGESTED_TAGS = [
  'summer',
  'winter',
  'sauna',
  'swimming',
  'fishing',
  'family',
  'thanks',
];

/** The collapsible 'Leave a Message' card (SPEC §2): name optional, message, tags. */
export function LeaveMessageCard({ signedIn }: { signedIn: boolean }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [message, setMessage] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [custom, setCustom] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [thanks, setThanks] = useState(false);
  const post = usePostGuestbook();
  const checkForm = useFormCheck();
  const tags = normaliseTags(chosen, custom);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setThanks(false);
    if (!signedIn) return setError(t('community.leaveMessageCard.logInToPost'));
    const parsed = await checkForm((schemas) =>
      schemas.GuestbookPostSchema.safeParse({ name, message, tags }),
    );
    if (!parsed.ok) return setError(parsed.problem ?? t('community.leaveMessageCard.failed'));
    setError(null);
    post.mutate(
      { name: name.trim(), message: parsed.data.message, tags: parsed.data.tags },
      {
        onSuccess: () => {
          setName('');
          setMessage('');
          setChosen([]);
          setCustom('');
          setThanks(true);
        },
        onError: (failure) => setError(failure.message || t('community.leaveMessageCard.failed')),
      },
    );
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <UnstyledButton
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        w="100%"
        mih={44}
      >
        <Group justify="space-between">
          <Text fw={700} size="lg">
            {t('community.leaveMessageCard.leaveAMessage')}
          </Text>
          <IconChevronDown
            aria-hidden
            style={{
              transform: open ? 'rotate(180deg)' : undefined,
              transition: 'transform 150ms',
            }}
          />
        </Group>
      </UnstyledButton>
      <Collapse expanded={open}>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="sm" mt="md">
            {thanks && (
              <Alert color="green" role="status">
                {t('community.leaveMessageCard.thanksForYourMessage')}
              </Alert>
            )}
            <TextInput
              label={t('community.leaveMessageCard.nameOptional')}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              maxLength={100}
            />
            <GrowingTextarea
              label={t('community.leaveMessageCard.message')}
              description={t('community.leaveMessageCard.markdownWorksBoldItalic')}
              required
              minRows={4}
              value={message}
              onChange={(e) => setMessage(e.currentTarget.value)}
              maxLength={GUESTBOOK_MESSAGE_MAX}
            />
            <Text size="xs" c="dimmed" ta="right" aria-live="polite">
              {t('common.ofMax', { count: message.length, max: GUESTBOOK_MESSAGE_MAX })}
            </Text>
            <Text size="sm" fw={500} id="suggested-tags-label" mb={-6}>
              {t('community.leaveMessageCard.tags2')}
            </Text>
            <Chip.Group multiple value={chosen} onChange={setChosen}>
              <Group gap="xs" aria-labelledby="suggested-tags-label" role="group">
                {SUGGESTED_TAGS.map((tag) => (
                  <Chip key={tag} value={tag} size="sm">
                    {tag}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
            <TextInput
              label={t('community.leaveMessageCard.otherTags')}
              description={t('community.leaveMessageCard.separateTagsWithCommas')}
              value={custom}
              onChange={(e) => setCustom(e.currentTarget.value)}
            />
            {tags.length > 0 && (
              <Text size="sm" data-testid="tag-preview">
                {t('community.leaveMessageCard.tags', { tags: tags.join(', ') })}
              </Text>
            )}
            {error && <StatusText tone="error">{error}</StatusText>}
            <Group>
              <Button type="submit" loading={post.isPending}>
                {t('community.leaveMessageCard.postMessage')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Collapse>
    </Card>
  );
}
