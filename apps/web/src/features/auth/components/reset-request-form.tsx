import { Button, Stack, TextInput, SimpleGrid } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { loadSchemas, usePreloadSchemas } from '@/lib/schemas';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthError, Banner } from './auth-message';
import { useSay, useT } from '@/lib/i18n';

/** Reset Password mode: an email and Send Reset Email (SPEC §2, §5, §8). */
export function ResetRequestForm({ onBack }: { onBack(): void }) {
  const [email, setEmail] = useState('');
  const [banner, setBanner] = useState<{ text: string; bad: boolean } | null>(null);
  const t = useT();
  const say = useSay();
  const [invalid, setInvalid] = useState<string | null>(null);
  const reset = useRequestPasswordReset();
  usePreloadSchemas();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const schemas = await loadSchemas().catch(() => undefined);
    if (!schemas) return setBanner({ text: t('common.networkError'), bad: true });
    const parsed = schemas.PasswordResetRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setInvalid(say(parsed.error.issues[0]!.message));
      return;
    }
    setInvalid(null);
    setBanner(null);
    reset.mutate(parsed.data.email, {
      onSuccess: () => {
        setBanner({ text: t('auth.resetSent'), bad: false });
        setEmail('');
      },
      onError: (error) => setBanner({ text: error.message, bad: true }),
    });
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <Banner text={banner?.text ?? null} bad={banner?.bad ?? false} />
        <AuthError message={invalid} />
        <TextInput
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt="xs">
          <Button type="submit" disabled={!email || reset.isPending} loading={reset.isPending}>
            {t('auth.sendReset')}
          </Button>
          <Button variant="default" onClick={onBack}>
            {t('auth.backToLogin')}
          </Button>
        </SimpleGrid>
      </Stack>
    </form>
  );
}
