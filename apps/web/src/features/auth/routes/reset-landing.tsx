import {
  Alert,
  Button,
  Card,
  Container,
  Loader,
  PasswordInput,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { paths } from '@stuga/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { failureMessage } from '@/lib/api-client';
import { usePageTitle } from '@/lib/page-title';
import { loadSchemas, usePreloadSchemas } from '@/lib/schemas';
import { useResetPassword } from '../api/reset-password';
import { useValidateResetToken } from '../api/validate-reset-token';
import { AuthError } from '../components/auth-message';

/** Go to the login page this long after a successful reset (SPEC §9). */
export const RESET_REDIRECT_MS = 3000;

/** validating → form → success, or failed (SPEC §4). */
export function ResetLandingScreen() {
  usePageTitle('Choose a New Password');
  const { code = '' } = useParams();
  const token = code.trim();
  const navigate = useNavigate();
  const validation = useValidateResetToken(token);
  const reset = useResetPassword();
  usePreloadSchemas();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [succeeded, setSucceeded] = useState(false);
  const timer = useRef<number>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!password || !confirm) return setError('Please enter and confirm your new password');
    const schemas = await loadSchemas().catch(() => undefined);
    if (!schemas) return setError('Network error. Please try again.');
    const rule = schemas.NewPasswordSchema.safeParse(password);
    if (!rule.success) return setError(rule.error.issues[0]!.message);
    if (password !== confirm) return setError('Passwords do not match');
    setError(null);
    reset.mutate(
      { reset_token: token, new_password: password },
      {
        onSuccess: () => {
          setSucceeded(true);
          timer.current = window.setTimeout(() => navigate(paths.login), RESET_REDIRECT_MS);
        },
        onError: (failure) => setError(failure.message),
      },
    );
  };

  let body;
  if (!token) {
    body = <Failed message="No reset token provided in URL" />;
  } else if (succeeded) {
    body = (
      <Alert color="green" role="status">
        Your password has been reset. Taking you to the login page…
      </Alert>
    );
  } else if (validation.isPending) {
    body = (
      <Text role="status">
        <Loader size="xs" mr="xs" />
        Checking your reset link…
      </Text>
    );
  } else if (validation.error) {
    body = <Failed message={failureMessage(validation.error, 'Failed to validate reset token')} />;
  } else if (!validation.data?.valid) {
    body = <Failed message={validation.data?.error || 'Invalid reset token'} />;
  } else {
    body = (
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Text>Choose a new password for {validation.data.email}.</Text>
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            required
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={touched && !password ? 'Password is required' : undefined}
          />
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            required
            value={confirm}
            onChange={(e) => setConfirm(e.currentTarget.value)}
            error={touched && !confirm ? 'Please confirm your password' : undefined}
          />
          <AuthError message={error} />
          <Button type="submit" loading={reset.isPending}>
            Reset Password
          </Button>
        </Stack>
      </form>
    );
  }

  return (
    <Container size={480} py="xl">
      <Card withBorder padding="xl" radius="md">
        <Title order={1} size="h2" mb="md">
          Reset your password
        </Title>
        {body}
      </Card>
    </Container>
  );
}

function Failed({ message }: { message: string }) {
  return (
    <Stack gap="md">
      <Alert color="red" role="alert">
        {message}
      </Alert>
      <Button component={Link} to={paths.login} variant="default">
        Back to Login
      </Button>
    </Stack>
  );
}
