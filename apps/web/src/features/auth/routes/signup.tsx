import { Alert, Anchor, Button, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { hasAccess, paths } from '@stuga/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { PersonFields, personOf } from '@/components/ui/person-fields';
import { useReturnTo, withReturn } from '@/lib/return-to';
import { useSession } from '@/lib/session';
import { PageCard } from '@/components/ui/page-card';
import { usePageTitle } from '@/lib/page-title';
import { useFormCheck } from '@/lib/schemas';
import { useCompleteSignup } from '../api/complete-signup';
import { useInviteCheck } from '../api/use-invite-check';
import { AdminConfirmationPending } from '../components/admin-confirmation';
import { AuthError } from '../components/auth-message';
import { InviteCodeCheck } from '../components/invite-code-check';
import { useT } from '@/lib/i18n';
import { Message } from '@/lib/formatting';

/** Redirect to Home this long after a successful signup (SPEC §9). */
export const SIGNUP_REDIRECT_MS = 2000;

/** Signup completion: names, phone and an invite code (SPEC §2, §5). */
export function SignupScreen() {
  const t = useT();
  usePageTitle(t('signup.title'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { user, setUser, signOut } = useSession();
  const isAdmin = hasAccess(user, 'admin');
  const [person, setPerson] = useState(() => personOf(user));
  const [code, setCode] = useState(params.get('invite_code') ?? '');
  const [submitted, setSubmitted] = useState(false);
  // What the server said; any change to the form makes it old news.
  const [serverError, setServerError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [done, setDone] = useState(false);
  const returnTo = useReturnTo();
  const check = useInviteCheck(code, !isAdmin);
  const signup = useCompleteSignup();
  const checkForm = useFormCheck();
  const timer = useRef<number>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  // Back to Login: signed out first, then the login form (not Create Account with the code).
  useEffect(() => {
    if (!leaving) return;
    void signOut().then(() => navigate(withReturn(paths.login, returnTo)));
  }, [leaving, signOut, navigate, returnTo]);

  if (!user) {
    if (leaving) return null;
    return (
      <Navigate to={withReturn(paths.login, returnTo, code ? { invite_code: code } : {})} replace />
    );
  }
  if (user.is_verified && !done) return <Navigate to={paths.home} replace />;
  if (user.admin_confirmation_pending) return <AdminConfirmationPending email={user.email} />;

  // Worked out from what the form holds now, so a message goes as soon as it stops being true.
  const problem = (() => {
    if (!person.first_name.trim() || !person.last_name.trim()) {
      return t('signup.namesRequired');
    }
    if (!isAdmin && !code.trim()) return t('signup.codeRequired');
    if (!isAdmin && check.state === 'error') return t('signup.codeInvalid');
    return null;
  })();
  const change =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setServerError(null);
    };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    // An invite still being checked is waited for: the button can be pressed again.
    if (problem || (!isAdmin && check.state !== 'valid')) return;
    const checked = await checkForm((schemas) =>
      schemas.SignupRequestSchema.safeParse({
        ...person,
        invite_code: isAdmin ? null : code.trim(),
      }),
    );
    if (!checked.ok) return setServerError(checked.problem ?? t('signup.failed'));
    setServerError(null);
    signup.mutate(checked.data, {
      onSuccess: (answer) => {
        setDone(true);
        setUser(answer.user);
        timer.current = window.setTimeout(
          () => navigate(returnTo ?? paths.home),
          SIGNUP_REDIRECT_MS,
        );
      },
      onError: (failure) => setServerError(failure.message || t('signup.failed')),
    });
  };

  const formError = serverError ?? (submitted ? problem : null);
  return (
    <PageCard title={t('signup.heading')} width={520}>
      <Text c="dimmed" mt="-xs">
        {isAdmin ? t('signup.adminIntro') : t('signup.intro')}
      </Text>
      {!isAdmin && !done && <NoCodeHelp />}
      {done ? (
        <Alert color="green" mt="lg" role="status">
          {t('signup.done')}
        </Alert>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="sm" mt="lg">
            <PersonFields value={person} onChange={change(setPerson)} showMissing={submitted} />
            {!isAdmin && (
              <>
                <TextInput
                  label={t('auth.inviteCode')}
                  required
                  value={code}
                  onChange={(e) => change(setCode)(e.currentTarget.value)}
                  error={submitted && !code.trim() ? t('signup.codeRequired') : undefined}
                />
                <InviteCodeCheck check={check} />
              </>
            )}
            <AuthError message={formError} />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt="xs">
              <Button type="submit" loading={signup.isPending}>
                {t('signup.submit')}
              </Button>
              <Button variant="default" onClick={() => setLeaving(true)}>
                {t('auth.backToLogin')}
              </Button>
            </SimpleGrid>
          </Stack>
        </form>
      )}
    </PageCard>
  );
}

/** Without a code: whom to ask for one (the contact page). */
function NoCodeHelp() {
  return (
    <Text size="sm" mt="xs" data-testid="no-code-help">
      <Message
        id="signup.noCode"
        values={{
          link: (text) => (
            <Anchor component={Link} to={paths.contact}>
              {text}
            </Anchor>
          ),
        }}
      />
    </Text>
  );
}
