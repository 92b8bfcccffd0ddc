import { Anchor, Button, Group, PasswordInput, Stack, TextInput, SimpleGrid } from '@mantine/core';
import { type SignInAnswer } from '@stuga/shared';
import { useState, type FormEvent } from 'react';
import { useFormCheck } from '@/lib/schemas';
import { useLogin } from '../api/login';
import { useT } from '@/lib/i18n';

export interface LoginFormProps {
  /** A session, or the second step asked for. */
  onAnswer(answer: SignInAnswer): void;
  onError(message: string | null): void;
  onCancel(): void;
  onForgot(): void;
  onCreate(): void;
}

/** Login mode: email, password, Login and Cancel, and the two links. */
export function LoginForm(props: LoginFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const login = useLogin();
  const t = useT();
  const checkForm = useFormCheck();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = await checkForm((schemas) =>
      schemas.LoginRequestSchema.safeParse({ email, password }),
    );
    if (!parsed.ok) return props.onError(parsed.problem ?? t('common.networkError'));
    props.onError(null);
    login.mutate(parsed.data, {
      onSuccess: props.onAnswer,
      onError: (error) => props.onError(error.message || t('auth.unknownError')),
    });
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          required
        />
        <PasswordInput
          label={t('auth.password')}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          required
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt="xs">
          <Button type="submit" disabled={!email || !password} loading={login.isPending}>
            {t('auth.login')}
          </Button>
          <Button variant="default" onClick={props.onCancel}>
            {t('auth.cancel')}
          </Button>
        </SimpleGrid>
        <Group justify="space-between">
          <Anchor
            component="button"
            type="button"
            size="sm"
            className="touch-link"
            onClick={props.onForgot}
          >
            {t('auth.forgot')}
          </Anchor>
          <Anchor
            component="button"
            type="button"
            size="sm"
            className="touch-link"
            onClick={props.onCreate}
          >
            {t('auth.create')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
