import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useFormCheck } from '@/lib/schemas';
import { AuthError } from './auth-message';
import { useT } from '@/lib/i18n';

export interface NewPasswordFormProps {
  /** What the form is for, above the fields. */
  intro: ReactNode;
  submitLabel: string;
  pending: boolean;
  /** The server's refusal, shown under the fields. */
  error: string | null;
  /** Called with a password that passed SPEC's checks (§5) and its confirmation. */
  onSubmit(password: string): void;
  /** Buttons beside the submit button. */
  extra?: ReactNode;
}

/**
 * A new password and its confirmation, checked as SPEC's password reset form (§5) and by the
 * server's own rule: on the reset landing and on the address confirmation.
 */
export function NewPasswordForm({
  intro,
  submitLabel,
  pending,
  error,
  onSubmit,
  extra,
}: NewPasswordFormProps) {
  const checkForm = useFormCheck();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const t = useT();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!password || !confirm) return setProblem(t('password.enterAndConfirm'));
    const rule = await checkForm((schemas) => schemas.NewPasswordSchema.safeParse(password));
    if (!rule.ok) return setProblem(rule.problem ?? t('common.networkError'));
    if (password !== confirm) return setProblem(t('password.mismatch'));
    setProblem(null);
    onSubmit(password);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <Text>{intro}</Text>
        <PasswordInput
          label={t('password.new')}
          autoComplete="new-password"
          required
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={touched && !password ? t('password.required') : undefined}
        />
        <PasswordInput
          label={t('password.confirmNew')}
          autoComplete="new-password"
          required
          value={confirm}
          onChange={(e) => setConfirm(e.currentTarget.value)}
          error={touched && !confirm ? t('password.confirmRequired') : undefined}
        />
        <AuthError message={problem ?? error} />
        <Group>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
          {extra}
        </Group>
      </Stack>
    </form>
  );
}
