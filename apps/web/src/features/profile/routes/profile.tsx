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
import { useFormCheck } from '@/lib/schemas';
import { useSession } from '@/lib/session';
import { useChangePassword } from '../api/change-password';
import { CloseAccountCard } from '../components/close-account-card';
import { MyDataCard } from '../components/my-data-card';
import { PasskeysCard } from '../components/passkeys-card';
import { SecondFactorCard } from '../components/second-factor-card';
import { useUpdateProfile } from '../api/update-profile';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { SectionCard } from '@/components/ui/section-card';
import { useT } from '@/lib/i18n';

/**
 * The signed-in member's own page: details, password and what their account allows. `after`:
 * what the app puts below (a member's calendar feed, from stay planning).
 */
export function ProfileScreen({ after }: { after?: ReactNode }) {
  const t = useT();
  usePageTitle(t('profile.title'));
  const { user } = useSession();
  if (!user) return null;
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('profile.profile.yourProfile')}</Title>
          <Text c="dimmed">{t('profile.signedInAs', { email: user.email })}</Text>
        </div>
        <DetailsCard user={user} key={user.id} />
        <PasswordCard hasPassword={user.has_password !== false} />
        <PasskeysCard />
        <SecondFactorCard />
        <AccessCard user={user} />
        <LanguageCard />
        {after}
        <MyDataCard />
        {!user.is_admin && <CloseAccountCard />}
      </Stack>
    </Container>
  );
}

function DetailsCard({ user }: { user: UserProfile }) {
  const checkForm = useFormCheck();
  const t = useT();
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
    const parsed = await checkForm((schemas) => schemas.ProfileUpdateSchema.safeParse(person));
    if (!parsed.ok) return setProblem(parsed.problem ?? t('common.networkError'));
    update.mutate(parsed.data);
  };

  return (
    <SectionCard title={t('profile.profile.yourDetails')} size="h3">
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
              {t('profile.profile.yourDetailsHaveBeen')}
            </Alert>
          )}
          <Button type="submit" loading={update.isPending} w={{ base: '100%', xs: 'auto' }}>
            {t('profile.profile.saveDetails')}
          </Button>
        </Stack>
      </form>
    </SectionCard>
  );
}

function PasswordCard({ hasPassword }: { hasPassword: boolean }) {
  const checkForm = useFormCheck();
  const t = useT();
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
    if (hasPassword && !current) return setProblem(t('profile.currentMissing'));
    if (!next || !confirm) return setProblem(t('password.enterAndConfirm'));
    const rule = await checkForm((schemas) => schemas.NewPasswordSchema.safeParse(next));
    if (!rule.ok) return setProblem(rule.problem ?? t('common.networkError'));
    if (next !== confirm) return setProblem(t('auth.mismatch'));
    change.mutate(
      { ...(hasPassword ? { current_password: current } : {}), new_password: next },
      {
        onSuccess: () => {
          setDone(t('profile.passwordChanged'));
          setCurrent('');
          setNext('');
          setConfirm('');
        },
      },
    );
  };

  return (
    <SectionCard
      title={hasPassword ? t('profile.profile.changePassword2') : t('profile.profile.setAPassword')}
      size="h3"
    >
      <Text size="sm" c="dimmed" mt={4}>
        {t('profile.profile.everyOtherBrowserAnd')}
      </Text>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm" mt="md">
          {hasPassword && (
            <PasswordInput
              label={t('profile.profile.currentPassword')}
              autoComplete="current-password"
              required
              value={current}
              onChange={(e) => edit(setCurrent)(e.currentTarget.value)}
            />
          )}
          <PasswordInput
            label={t('password.new')}
            autoComplete="new-password"
            required
            value={next}
            onChange={(e) => edit(setNext)(e.currentTarget.value)}
          />
          <PasswordInput
            label={t('password.confirmNew')}
            autoComplete="new-password"
            required
            value={confirm}
            onChange={(e) => edit(setConfirm)(e.currentTarget.value)}
            error={mismatch ? t('auth.mismatch') : undefined}
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
            {hasPassword ? t('profile.profile.changePassword') : t('profile.profile.setPassword')}
          </Button>
        </Stack>
      </form>
    </SectionCard>
  );
}

function AccessCard({ user }: { user: UserProfile }) {
  const t = useT();
  const summary = summaryFor(user);
  return (
    <SectionCard title={t('profile.profile.yourAccess')} size="h3">
      <Badge mt="sm" size="lg" color="red.9" data-testid="access-level">
        {t(summary.title)}
      </Badge>
      <List size="sm" mt="sm" spacing={4}>
        {summary.items.map((item) => (
          <List.Item key={item}>{t(item)}</List.Item>
        ))}
      </List>
      {user.endorser && (
        <Text size="sm" c="dimmed" mt="sm">
          {t('profile.invitedBy', { name: user.endorser })}
        </Text>
      )}
      {!user.is_verified && (
        <Button component={Link} to={paths.signup} mt="md" variant="default">
          {t('signup.submit')}
        </Button>
      )}
    </SectionCard>
  );
}

/** The language the member reads the app, and their mail, in (DECISIONS §16). */
function LanguageCard() {
  const t = useT();
  return (
    <SectionCard title={t('profile.language')} size="h3">
      <Text size="sm" mt="xs" mb="sm">
        {t('profile.languageHelp')}
      </Text>
      <LanguageSwitch size="sm" />
    </SectionCard>
  );
}
