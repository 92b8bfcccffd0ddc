import {
  Alert,
  Badge,
  Button,
  Container,
  List,
  PasswordInput,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { paths, type UserProfile } from '@stuga/shared';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { PersonFields, personOf, type Person } from '@/components/ui/person-fields';
import { summaryFor } from '@/lib/access-levels';
import { usePageTitle } from '@/lib/page-title';
import { loadSchemas, usePreloadSchemas } from '@/lib/schemas';
import { useSession } from '@/lib/session';
import { useChangePassword } from '../api/change-password';
import { useUpdateProfile } from '../api/update-profile';
import { SectionCard } from '@/components/ui/section-card';

/**
 * The signed-in member's own page: details, password and what their account allows. `after`:
 * what the app puts below (a member's calendar feed, from stay planning).
 */
export function ProfileScreen({ after }: { after?: ReactNode }) {
  usePageTitle('Your Profile');
  const { user } = useSession();
  usePreloadSchemas();
  if (!user) return null;
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>Your profile</Title>
          <Text c="dimmed">Signed in as {user.email}</Text>
        </div>
        <DetailsCard user={user} key={user.id} />
        <PasswordCard hasPassword={user.has_password !== false} />
        <AccessCard user={user} />
        {after}
      </Stack>
    </Container>
  );
}

function DetailsCard({ user }: { user: UserProfile }) {
  const update = useUpdateProfile();
  const [person, setPerson] = useState(() => personOf(user));
  const [submitted, setSubmitted] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const change = (next: Person) => {
    setPerson(next);
    setProblem(null);
    update.reset();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!person.first_name.trim() || !person.last_name.trim()) return;
    const schemas = await loadSchemas().catch(() => undefined);
    if (!schemas) return setProblem('Network error. Please try again.');
    const parsed = schemas.ProfileUpdateSchema.safeParse(person);
    if (!parsed.success) return setProblem(parsed.error.issues[0]!.message);
    update.mutate(parsed.data);
  };

  return (
    <SectionCard title="Your details" size="h3">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm" mt="md">
          <PersonFields value={person} onChange={change} showMissing={submitted} />
          {(problem ?? update.error) && (
            <Alert color="red" role="alert">
              {problem ?? update.error?.message}
            </Alert>
          )}
          {update.isSuccess && (
            <Alert color="green" role="status">
              Your details have been saved.
            </Alert>
          )}
          <Button type="submit" loading={update.isPending} w={{ base: '100%', xs: 'auto' }}>
            Save Details
          </Button>
        </Stack>
      </form>
    </SectionCard>
  );
}

function PasswordCard({ hasPassword }: { hasPassword: boolean }) {
  const change = useChangePassword();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setProblem(null);
    setDone(null);
    change.reset();
  };
  const mismatch = !!confirm && next !== confirm && !next.startsWith(confirm);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (hasPassword && !current) return setProblem('Please enter your current password');
    if (!next || !confirm) return setProblem('Please enter and confirm your new password');
    const schemas = await loadSchemas().catch(() => undefined);
    if (!schemas) return setProblem('Network error. Please try again.');
    const rule = schemas.NewPasswordSchema.safeParse(next);
    if (!rule.success) return setProblem(rule.error.issues[0]!.message);
    if (next !== confirm) return setProblem("Passwords don't match.");
    change.mutate(
      { ...(hasPassword ? { current_password: current } : {}), new_password: next },
      {
        onSuccess: (answer) => {
          setDone(answer.message);
          setCurrent('');
          setNext('');
          setConfirm('');
        },
      },
    );
  };

  return (
    <SectionCard title={hasPassword ? 'Change password' : 'Set a password'} size="h3">
      <Text size="sm" c="dimmed" mt={4}>
        Every other browser and phone signed in to your account is signed out; this one stays.
      </Text>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm" mt="md">
          {hasPassword && (
            <PasswordInput
              label="Current password"
              autoComplete="current-password"
              required
              value={current}
              onChange={(e) => edit(setCurrent)(e.currentTarget.value)}
            />
          )}
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            required
            value={next}
            onChange={(e) => edit(setNext)(e.currentTarget.value)}
          />
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            required
            value={confirm}
            onChange={(e) => edit(setConfirm)(e.currentTarget.value)}
            error={mismatch ? "Passwords don't match." : undefined}
          />
          {(problem ?? change.error) && (
            <Alert color="red" role="alert">
              {problem ?? change.error?.message}
            </Alert>
          )}
          {done && (
            <Alert color="green" role="status">
              {done}
            </Alert>
          )}
          <Button type="submit" loading={change.isPending} w={{ base: '100%', xs: 'auto' }}>
            {hasPassword ? 'Change Password' : 'Set Password'}
          </Button>
        </Stack>
      </form>
    </SectionCard>
  );
}

function AccessCard({ user }: { user: UserProfile }) {
  const summary = summaryFor(user);
  return (
    <SectionCard title="Your access" size="h3">
      <Badge mt="sm" size="lg" color="red.9" data-testid="access-level">
        {summary.title}
      </Badge>
      <List size="sm" mt="sm" spacing={4}>
        {summary.items.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List>
      {user.endorser && (
        <Text size="sm" c="dimmed" mt="sm">
          Invited by {user.endorser}
        </Text>
      )}
      {!user.is_verified && (
        <Button component={Link} to={paths.signup} mt="md" variant="default">
          Complete Signup
        </Button>
      )}
    </SectionCard>
  );
}
