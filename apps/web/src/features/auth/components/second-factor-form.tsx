import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import type { UserProfile } from '@stuga/shared';
import { useState, type FormEvent } from 'react';
import { failureMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { useFormCheck } from '@/lib/schemas';
import { useSecondFactorSignIn } from '../api/second-factor-sign-in';

export interface SecondFactorFormProps {
  ticket: string;
  onSignedIn(jwt: string, user: UserProfile): void;
  onError(message: string | null): void;
  onBack(): void;
}

/**
 * A sign-in's second step (DECISIONS §26): the code from the authenticator app, or a recovery
 * code. The field takes focus when the step opens.
 */
export function SecondFactorForm(props: SecondFactorFormProps) {
  const t = useT();
  const checkForm = useFormCheck();
  const finish = useSecondFactorSignIn();
  const [code, setCode] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = await checkForm((schemas) =>
      schemas.SecondFactorSignInSchema.safeParse({ ticket: props.ticket, code }),
    );
    if (!parsed.ok) return props.onError(parsed.problem ?? t('common.networkError'));
    props.onError(null);
    finish.mutate(parsed.data, {
      onSuccess: (answer) => props.onSignedIn(answer.jwt, answer.user),
      onError: (error) => props.onError(failureMessage(error, t('fail.login'))),
    });
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('secondFactor.step')}>
      <Stack gap="sm">
        <Text size="sm">{t('secondFactor.stepHelp')}</Text>
        <TextInput
          label={t('secondFactor.code')}
          autoComplete="one-time-code"
          inputMode="text"
          autoFocus
          value={code}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            props.onError(null);
          }}
          required
        />
        <Button type="submit" disabled={!code.trim()} loading={finish.isPending}>
          {t('auth.login')}
        </Button>
        <Anchor
          component="button"
          type="button"
          size="sm"
          className="touch-link"
          onClick={props.onBack}
        >
          {t('secondFactor.back')}
        </Anchor>
      </Stack>
    </form>
  );
}
