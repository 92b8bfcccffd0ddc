import { Divider, Stack, Text } from '@mantine/core';
import { needsSignup, paths, type SignInAnswer, type UserProfile } from '@stuga/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { closedNotice, forgetClosedNotice } from '@/lib/closed-account';
import { PageCard } from '@/components/ui/page-card';
import { usePageTitle } from '@/lib/page-title';
import { useReturnTo, withReturn } from '@/lib/return-to';
import { useSession } from '@/lib/session';
import { useAuthConfig } from '../api/get-auth-config';
import { useGoogleSignIn } from '../api/google-sign-in';
import { AuthError } from '../components/auth-message';
import {
  CreateAccountForm,
  emptyCreateFields,
  type CreateAccountFields,
} from '../components/create-account-form';
import { GoogleButton } from '../components/google-button';
import { LoginForm } from '../components/login-form';
import { PasskeyButton } from '../components/passkey-button';
import { SecondFactorForm } from '../components/second-factor-form';
import { ResetRequestForm } from '../components/reset-request-form';
import { useT } from '@/lib/i18n';
import type { MessageKey } from '@/i18n/en';

type Mode = 'login' | 'create' | 'reset';
const titles: Record<Mode, MessageKey> = {
  login: 'auth.login',
  create: 'auth.create',
  reset: 'auth.reset',
};

/**
 * After signing in, wait 500 ms, then go to signup completion, or back to the screen that asked
 * for the login, or Home (SPEC §4).
 */
export const REDIRECT_DELAY_MS = 500;

/** Login, Create Account and Reset Password on one card (SPEC §2). */
export function LoginScreen() {
  const [params] = useSearchParams();
  const inviteCode = params.get('invite_code') ?? '';
  const navigate = useNavigate();
  const returnTo = useReturnTo();
  const session = useSession();
  const [mode, setMode] = useState<Mode>(inviteCode ? 'create' : 'login');
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<CreateAccountFields>(() => emptyCreateFields(inviteCode));
  const [signedIn, setSignedIn] = useState(false);
  const [closed] = useState(closedNotice);
  const t = useT();
  usePageTitle(t(titles[mode]));
  const config = useAuthConfig();
  const google = useGoogleSignIn();
  const timer = useRef<number>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const switchTo = (next: Mode) => {
    // Leaving create mode clears what was typed there.
    if (mode === 'create' && next !== 'create') setFields(emptyCreateFields());
    setError(null);
    setMode(next);
  };

  const onSignedIn = useCallback(
    (jwt: string, user: UserProfile) => {
      // Marked first, so the page shows "Signed in" for the delay instead of moving on at once.
      flushSync(() => setSignedIn(true));
      forgetClosedNotice();
      session.signIn(jwt, user);
      timer.current = window.setTimeout(() => {
        if (user.requires_signup || needsSignup(user)) {
          const code = inviteCode || fields.invite_code;
          navigate(withReturn(paths.signup, returnTo, code ? { invite_code: code } : {}));
        } else navigate(returnTo ?? paths.home);
      }, REDIRECT_DELAY_MS);
    },
    [session, navigate, inviteCode, fields.invite_code, returnTo],
  );

  const { ticket, onAnswer, back } = useSecondStep(onSignedIn, setError);

  const onGoogle = useCallback(
    (credential: string) =>
      google.mutate(credential, {
        onSuccess: onAnswer,
        onError: (failure) => setError(failure.message || t('auth.googleFailed')),
      }),
    [google, onAnswer, t],
  );

  // Someone already signed in has nothing to do here.
  if (session.user && !signedIn) {
    const next = needsSignup(session.user) ? withReturn(paths.signup, returnTo) : returnTo;
    return <Navigate to={next ?? paths.home} replace />;
  }

  const clientId = config.data?.google_client_id;
  return (
    <PageCard title={t(titles[mode])}>
      <Stack gap="md">
        {signedIn ? (
          <Text role="status">{t('auth.signedIn')}</Text>
        ) : (
          <>
            {mode === 'login' && closed && <Text role="status">{t('auth.closed')}</Text>}
            {mode === 'login' && ticket && (
              <SecondFactorForm
                ticket={ticket}
                onSignedIn={onSignedIn}
                onError={setError}
                onBack={back}
              />
            )}
            {mode === 'login' && !ticket && (
              <LoginForm
                onAnswer={onAnswer}
                onError={setError}
                onCancel={() => navigate(paths.home)}
                onForgot={() => switchTo('reset')}
                onCreate={() => switchTo('create')}
              />
            )}
            {mode === 'create' && (
              <CreateAccountForm
                fields={fields}
                onChange={(next) => {
                  setFields(next);
                  setError(null);
                }}
                onSignedIn={onSignedIn}
                onError={setError}
                onBack={() => switchTo('login')}
              />
            )}
            {mode === 'reset' && <ResetRequestForm onBack={() => switchTo('login')} />}
            <AuthError message={error} />
            {mode === 'login' && !ticket && (
              <PasskeyButton onAnswer={onAnswer} onError={setError} />
            )}
            {clientId && mode !== 'reset' && !ticket && (
              <>
                <Divider label={t('auth.or')} labelPosition="center" />
                <GoogleButton
                  clientId={clientId}
                  text={mode === 'create' ? 'signup_with' : 'signin_with'}
                  onCredential={onGoogle}
                />
              </>
            )}
          </>
        )}
      </Stack>
    </PageCard>
  );
}

/**
 * A sign-in's answer: a session, or a ticket for the second step (the one-time code, DECISIONS
 * §26), which the screen then asks for; `back` leaves that step.
 */
function useSecondStep(
  onSignedIn: (jwt: string, user: UserProfile) => void,
  setError: (message: string | null) => void,
) {
  const [ticket, setTicket] = useState<string | null>(null);
  const onAnswer = useCallback(
    (answer: SignInAnswer) => {
      if ('ticket' in answer) {
        setError(null);
        setTicket(answer.ticket);
      } else onSignedIn(answer.jwt, answer.user);
    },
    [onSignedIn, setError],
  );
  const back = () => {
    setTicket(null);
    setError(null);
  };
  return { ticket, onAnswer, back };
}
