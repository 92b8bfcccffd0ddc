import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { paths } from '@stuga/shared';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { failureMessage } from '@/lib/api-client';
import { PageCard } from '@/components/ui/page-card';
import { usePageTitle } from '@/lib/page-title';
import { useResetPassword } from '../api/reset-password';
import { useValidateResetToken } from '../api/validate-reset-token';
import { NewPasswordForm } from '../components/new-password-form';
import { useSay, useT } from '@/lib/i18n';

/** Go to the login page this long after a successful reset (SPEC §9). */
export const RESET_REDIRECT_MS = 3000;

/** validating → form → success, or failed (SPEC §4). */
export function ResetLandingScreen() {
  const t = useT();
  const say = useSay();
  usePageTitle(t('reset.title'));
  const { code = '' } = useParams();
  const token = code.trim();
  const navigate = useNavigate();
  const validation = useValidateResetToken(token);
  const reset = useResetPassword();
  const [succeeded, setSucceeded] = useState(false);
  const timer = useRef<number>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const submit = (password: string) =>
    reset.mutate(
      { reset_token: token, new_password: password },
      {
        onSuccess: () => {
          setSucceeded(true);
          timer.current = window.setTimeout(() => navigate(paths.login), RESET_REDIRECT_MS);
        },
      },
    );

  let body;
  if (!token) {
    body = <Failed message={t('reset.noToken')} />;
  } else if (succeeded) {
    body = (
      <Alert color="green" role="status">
        {t('reset.done')}
      </Alert>
    );
  } else if (validation.isPending) {
    body = (
      <Text role="status">
        <Loader size="xs" mr="xs" />
        {t('reset.checking')}
      </Text>
    );
  } else if (validation.error) {
    body = <Failed message={failureMessage(validation.error, t('reset.validateFailed'))} />;
  } else if (!validation.data?.valid) {
    body = (
      <Failed
        message={
          validation.data?.error
            ? say(validation.data.error, validation.data.code)
            : t('reset.invalid')
        }
      />
    );
  } else {
    body = (
      <NewPasswordForm
        intro={t('reset.intro', { email: validation.data.email ?? '' })}
        submitLabel={t('auth.reset')}
        pending={reset.isPending}
        error={reset.error?.message ?? null}
        onSubmit={submit}
      />
    );
  }

  return <PageCard title={t('reset.heading')}>{body}</PageCard>;
}

function Failed({ message }: { message: string }) {
  const t = useT();
  return (
    <Stack gap="md">
      <Alert color="red" role="alert">
        {message}
      </Alert>
      <Button component={Link} to={paths.login} variant="default">
        {t('auth.backToLogin')}
      </Button>
    </Stack>
  );
}
