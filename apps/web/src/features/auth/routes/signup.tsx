import {
  Alert,
  Button,
  Card,
  Container,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { hasAccess, paths } from '@stuga/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useSession } from '@/lib/session';
import { usePageTitle } from '@/lib/page-title';
import { loadSchemas, usePreloadSchemas } from '@/lib/schemas';
import { useCompleteSignup } from '../api/complete-signup';
import { useInviteCheck } from '../api/use-invite-check';
import { AdminConfirmationPending } from '../components/admin-confirmation';
import { AuthError } from '../components/auth-message';
import { InviteCodeCheck } from '../components/invite-code-check';

/** Redirect to Home this long after a successful signup (SPEC §9). */
export const SIGNUP_REDIRECT_MS = 2000;

/** Signup completion: names, phone and an invite code (SPEC §2, §5). */
export function SignupScreen() {
  usePageTitle('Complete Signup');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { user, setUser, signOut } = useSession();
  const isAdmin = hasAccess(user, 'admin');
  const [first, setFirst] = useState(user?.first_name ?? '');
  const [last, setLast] = useState(user?.last_name ?? '');
  const [phone, setPhone] = useState(user?.phone ?? '');
  const [code, setCode] = useState(params.get('invite_code') ?? '');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const check = useInviteCheck(code, !isAdmin);
  const signup = useCompleteSignup();
  usePreloadSchemas();
  const timer = useRef<number>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  if (!user) {
    const query = code ? `?invite_code=${encodeURIComponent(code)}` : '';
    return <Navigate to={`${paths.login}${query}`} replace />;
  }
  if (user.is_verified && !done) return <Navigate to={paths.home} replace />;
  if (user.admin_confirmation_pending) return <AdminConfirmationPending email={user.email} />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!first.trim() || !last.trim()) return setError('First and last name are required');
    if (!isAdmin && !code.trim()) return setError('Invite code is required');
    if (!isAdmin && check.state !== 'valid') return setError('Please enter a valid invite code');
    const schemas = await loadSchemas().catch(() => undefined);
    if (!schemas) return setError('Signup failed');
    const body = schemas.SignupRequestSchema.parse({
      first_name: first,
      last_name: last,
      phone,
      invite_code: isAdmin ? null : code.trim(),
    });
    setError(null);
    signup.mutate(body, {
      onSuccess: (answer) => {
        setDone(true);
        setUser(answer.user);
        timer.current = window.setTimeout(() => navigate(paths.home), SIGNUP_REDIRECT_MS);
      },
      onError: (failure) => setError(failure.message || 'Signup failed'),
    });
  };

  const fieldError = (value: string, message: string) =>
    touched && !value.trim() ? message : undefined;
  return (
    <Container size={520} py="xl">
      <Card withBorder padding="xl" radius="md">
        <Title order={1} size="h2">
          Complete your signup
        </Title>
        <Text c="dimmed" mt="xs">
          {isAdmin
            ? 'Tell us your name to finish setting up your admin account.'
            : 'Enter your name and the invite code you were given to get access.'}
        </Text>
        {done ? (
          <Alert color="green" mt="lg" role="status">
            Signup completed successfully!
          </Alert>
        ) : (
          <form onSubmit={(event) => void submit(event)} noValidate>
            <Stack gap="sm" mt="lg">
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <TextInput
                  label="First name"
                  required
                  autoComplete="given-name"
                  value={first}
                  onChange={(e) => setFirst(e.currentTarget.value)}
                  error={fieldError(first, 'First name is required')}
                />
                <TextInput
                  label="Last name"
                  required
                  autoComplete="family-name"
                  value={last}
                  onChange={(e) => setLast(e.currentTarget.value)}
                  error={fieldError(last, 'Last name is required')}
                />
              </SimpleGrid>
              <TextInput
                label="Phone (optional)"
                type="tel"
                autoComplete="tel"
                value={phone}
                onChange={(e) => setPhone(e.currentTarget.value)}
              />
              {!isAdmin && (
                <>
                  <TextInput
                    label="Invite code"
                    required
                    value={code}
                    onChange={(e) => setCode(e.currentTarget.value)}
                    error={fieldError(code, 'Invite code is required')}
                  />
                  <InviteCodeCheck check={check} />
                </>
              )}
              <AuthError message={error} />
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt="xs">
                <Button type="submit" loading={signup.isPending}>
                  Complete Signup
                </Button>
                <Button
                  variant="default"
                  onClick={() => {
                    signOut();
                    navigate(paths.login);
                  }}
                >
                  Back to Login
                </Button>
              </SimpleGrid>
            </Stack>
          </form>
        )}
      </Card>
    </Container>
  );
}
