import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { paths } from '@stuga/shared';
import { Link, useParams } from 'react-router';
import { PageCard } from '@/components/ui/page-card';
import { usePageTitle } from '@/lib/page-title';
import { failureMessage } from '@/lib/api-client';
import { useConfirmEmail } from '../api/confirm-email-link';
import { useCheckConfirmation } from '../api/check-confirmation';
import { NewPasswordForm } from '../components/new-password-form';
import { useSay, useT } from '@/lib/i18n';

/**
 * Where the mailed confirmation link leads. Opening the link proves the address, and proving it
 * voids every credential made before (DECISIONS §14a): whoever opens it chooses the account's
 * password here. Opening the page only checks the link (a used or expired one says so before any
 * password is asked for); nothing is used up, so mail scanners cannot spend it.
 */
export function ConfirmEmailScreen() {
  const t = useT();
  const say = useSay();
  usePageTitle(t('confirm.title'));
  const { code = '' } = useParams();
  const token = code.trim();
  const check = useCheckConfirmation(token);
  const confirm = useConfirmEmail();

  const failed = !token
    ? t('confirm.checkFailed')
    : check.error
      ? failureMessage(check.error, t('confirm.checkFailed'))
      : check.data && !check.data.valid
        ? check.data.error
          ? say(check.data.error, check.data.code)
          : t('confirm.checkFailed')
        : null;

  const body = confirm.isSuccess ? (
    <Stack gap="md">
      <Alert color="green" role="status">
        {t('confirm.done')}
      </Alert>
      <Text>{t('confirm.signedIn')}</Text>
      <Group>
        <Button component={Link} to={paths.home}>
          {t('confirm.goHome')}
        </Button>
      </Group>
    </Stack>
  ) : failed ? (
    <Stack gap="md">
      <Alert color="red" role="alert">
        {failed}
      </Alert>
      <Text size="sm">{t('confirm.newLink')}</Text>
      <Group>
        <Button component={Link} to={paths.login} variant="default">
          {t('auth.backToLogin')}
        </Button>
      </Group>
    </Stack>
  ) : check.isPending ? (
    <Text role="status">
      <Loader size="xs" mr="xs" />
      {t('confirm.checking')}
    </Text>
  ) : (
    <NewPasswordForm
      intro={t('confirm.intro')}
      submitLabel={t('confirm.title')}
      pending={confirm.isPending}
      error={confirm.error?.message ?? null}
      onSubmit={(password) => confirm.mutate({ token, new_password: password })}
      extra={
        confirm.error && (
          <Button component={Link} to={paths.login} variant="default">
            {t('auth.backToLogin')}
          </Button>
        )
      }
    />
  );

  return <PageCard title={t('confirm.heading')}>{body}</PageCard>;
}
