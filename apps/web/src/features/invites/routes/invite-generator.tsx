import {
  Alert,
  Button,
  Card,
  Container,
  Group,
  List,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { hasAccess, type InviteLevel, paths } from '@stuga/shared';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { BackLink } from '@/components/ui/back-link';
import { levelSummaries } from '@/lib/access-levels';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/formatting';
import { usePageTitle } from '@/lib/page-title';
import { useSession } from '@/lib/session';
import { useGenerateInvite } from '../api/generate-invite';
import { CopyField } from '../components/copy-field';
import { InviteList } from '../components/invite-list';

/** The levels an invite can give, and the admin's, side by side. */
const capabilities = [levelSummaries.trusted, levelSummaries.verified, levelSummaries.admin];

/** Generate a single-use invite code and its shareable link (SPEC §2). */
export function InviteGeneratorScreen() {
  const t = useT();
  const format = useFormat();
  usePageTitle(t('admin.tile.invites'));
  const { user } = useSession();
  const isAdmin = hasAccess(user, 'admin');
  const [level, setLevel] = useState<InviteLevel | ''>('');
  const generate = useGenerateInvite();
  const invite = generate.data;
  const link = invite
    ? `${window.location.origin}${paths.invite.replace(':code', invite.invite_code)}`
    : '';

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={1}>{t('admin.tile.invites')}</Title>
          {/* Admins came from the Admin Panel; trusted members have none to go back to. */}
          <BackLink to={isAdmin ? paths.admin : paths.home}>
            {isAdmin ? t('admin.back') : t('notFound.back')}
          </BackLink>
        </Group>
        <Card withBorder padding="lg" radius="md">
          <Radio.Group
            label={t('invites.level')}
            value={level}
            onChange={(value) => setLevel(value as InviteLevel)}
            required
          >
            <Stack gap="xs" mt="xs">
              <Radio value="verified" label={t('auth.level.verified')} />
              <Radio value="trusted" label={t('auth.level.trusted')} />
            </Stack>
          </Radio.Group>
          <Button
            mt="md"
            disabled={!level}
            loading={generate.isPending}
            onClick={() => level && generate.mutate(level)}
          >
            {t('invites.generate')}
          </Button>
          {generate.error && (
            <Alert color="red" mt="md" role="alert">
              {generate.error.message || t('invites.generateFailed')}
            </Alert>
          )}
        </Card>

        {invite && (
          <Card withBorder padding="lg" radius="md" data-testid="invite-result">
            <Stack gap="sm">
              <Title order={2} size="h3">
                {t('invites.yours')}
              </Title>
              <CopyField
                label={t('auth.inviteCode')}
                copyLabel={t('invites.copyCode')}
                value={invite.invite_code}
                testId="invite-code"
              />
              <CopyField
                label={t('invites.link')}
                copyLabel={t('invites.copyLink')}
                value={link}
                testId="invite-link"
              />
              <Text size="sm">
                {t('invites.accessLevel', { level: t(levelSummaries[invite.code_type].title) })}
              </Text>
              <Text size="sm">{t('invites.generatedBy', { name: invite.generated_by_name })}</Text>
              <Text size="sm">
                {t('invites.expires', {
                  day: invite.expires_at
                    ? format.date(new Date(invite.expires_at * 1000))
                    : t('community.inviteLanding.never'),
                })}
              </Text>
            </Stack>
          </Card>
        )}

        <InviteList admin={isAdmin} />

        <Alert color="blue" icon={<IconInfoCircle aria-hidden />} title={t('invites.howTitle')}>
          {t('invites.how')}
        </Alert>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {capabilities.map((group) => (
            <Card key={group.title} withBorder padding="md" radius="md">
              <Text fw={600}>{t(group.title)}</Text>
              <List size="sm" mt="xs" spacing={2}>
                {group.items.map((item) => (
                  <List.Item key={item}>{t(item)}</List.Item>
                ))}
              </List>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
