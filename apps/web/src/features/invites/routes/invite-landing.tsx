import { Alert, Button, List, Loader, Stack, Text, SimpleGrid } from '@mantine/core';
import { paths, type InviteVerification } from '@stuga/shared';
import { Link, useParams } from 'react-router';
import { failureMessage } from '@/lib/api-client';
import { useHouseName } from '@/lib/house-name';
import { useSession } from '@/lib/session';
import { PageCard } from '@/components/ui/page-card';
import { usePageTitle } from '@/lib/page-title';
import { useVerifyInvite } from '../api/verify-invite';
import { useSay, useT } from '@/lib/i18n';
import { Message, useFormat } from '@/lib/formatting';

/** Checks the code in the address: checking, valid, invalid or error (SPEC §2, §4). */
export function InviteLandingScreen() {
  const say = useSay();
  const t = useT();
  const house = useHouseName();
  usePageTitle(t('community.inviteLanding.title'));
  const { code = '' } = useParams();
  const inviteCode = code.trim();
  const { user } = useSession();
  const check = useVerifyInvite(inviteCode);
  const withCode = `?invite_code=${encodeURIComponent(inviteCode)}`;

  // Every dead end offers a way on: Home, and Log in for a visitor.
  const ways = (
    <SimpleGrid cols={{ base: 1, xs: user ? 1 : 2 }} spacing="sm">
      <Button component={Link} to={paths.home} variant={user ? 'filled' : 'default'}>
        {t('confirm.goHome')}
      </Button>
      {!user && (
        <Button component={Link} to={paths.login}>
          {t('community.signedOut.logIn')}
        </Button>
      )}
    </SimpleGrid>
  );

  let body;
  if (!inviteCode) {
    body = (
      <Stack gap="md">
        <Alert color="red" role="alert">
          {t('community.inviteLanding.noInviteCodeProvided')}
        </Alert>
        {ways}
      </Stack>
    );
  } else if (check.isPending) {
    body = (
      <Text role="status">
        <Loader size="xs" mr="xs" />
        {t('community.inviteLanding.checkingYourInviteCode')}
      </Text>
    );
  } else if (check.error) {
    body = (
      <Stack gap="md">
        <Alert color="red" role="alert" title={t('screenError.title')}>
          {failureMessage(check.error, t('community.inviteLanding.verifyFailed'))}
        </Alert>
        <Button variant="default" onClick={() => void check.refetch()} loading={check.isFetching}>
          {t('community.loadMore.tryAgain')}
        </Button>
        {ways}
      </Stack>
    );
  } else if (!check.data?.valid) {
    body = (
      <Stack gap="md">
        <Alert color="red" role="alert" title={t('community.inviteLanding.thisInviteCannotBe')}>
          {check.data?.error
            ? say(check.data.error, check.data.code)
            : t('community.inviteLanding.invalidInviteCode')}
        </Alert>
        <Text size="sm">{t('community.inviteLanding.askTheMemberWho')}</Text>
        {ways}
      </Stack>
    );
  } else {
    body = <ValidInvite invite={check.data} withCode={withCode} />;
  }

  return (
    <PageCard title={t('community.inviteLanding.youAreInvitedTo', { house })} width={520}>
      {body}
    </PageCard>
  );
}

/** A valid code: the level it gives, who made it, its uses and its last day, and the ways in. */
function ValidInvite({ invite, withCode }: { invite: InviteVerification; withCode: string }) {
  const t = useT();
  const format = useFormat();
  const { user } = useSession();
  return (
    <Stack gap="md">
      <Alert color="green" role="status" title={t('community.inviteLanding.yourInviteIsValid')}>
        <Message
          id="community.inviteLanding.youAreInvitedAs"
          values={{
            level: t(invite.code_type === 'trusted' ? 'auth.level.trusted' : 'auth.level.verified'),
            b: (chunks) => <strong>{chunks}</strong>,
          }}
        />
      </Alert>
      <List spacing={4} size="sm">
        <List.Item>
          {t(
            invite.generated_by_type === 'admin'
              ? 'community.inviteLanding.invitedByAdmin'
              : 'community.inviteLanding.invitedByTrusted',
            { name: invite.generated_by_name ?? '' },
          )}
        </List.Item>
        {(invite.current_uses ?? 0) > 0 && (
          <List.Item>
            {t('community.inviteLanding.uses', {
              count: invite.current_uses ?? 0,
              max: invite.max_uses ?? 1,
            })}
          </List.Item>
        )}
        <List.Item>
          {t('community.inviteLanding.validUntil', {
            day: invite.expires_at
              ? format.date(new Date(invite.expires_at * 1000))
              : t('community.inviteLanding.never'),
          })}
        </List.Item>
      </List>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {user && !user.is_verified ? (
          <Button component={Link} to={`${paths.signup}${withCode}`}>
            {t('signup.submit')}
          </Button>
        ) : (
          <Button component={Link} to={`${paths.login}${withCode}`}>
            {t('auth.create')}
          </Button>
        )}
        <Button component={Link} to={paths.login} variant="default">
          {t('community.signedOut.logIn')}
        </Button>
      </SimpleGrid>
    </Stack>
  );
}
