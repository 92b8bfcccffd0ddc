import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { paths } from '@stuga/shared';
import { Link, useParams } from 'react-router';
import { PageCard } from '@/components/ui/page-card';
import { usePageTitle } from '@/lib/page-title';
import { useConfirmEmail } from '../api/confirm-email';
import { NewPasswordForm } from '../components/new-password-form';
import { useT } from '@/lib/i18n';

/**
 * Where the mailed confirmation link leads. Opening the link proves the address, and proving it
 * voids every credential made before (DECISIONS §14a): whoever opens it chooses the account's
 * password here. Nothing happens when the page merely opens, so mail scanners cannot use it up.
 */
export function ConfirmEmailScreen() {
  const t = useT();
  usePageTitle(t('confirm.title'));
  const { code = '' } = useParams();
  const confirm = useConfirmEmail();

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
  ) : (
    <NewPasswordForm
      intro={t('confirm.intro')}
      submitLabel={t('confirm.title')}
      pending={confirm.isPending}
      error={confirm.error?.message ?? null}
      onSubmit={(password) => confirm.mutate({ token: code.trim(), new_password: password })}
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
