import { Button, Stack, TextInput, SimpleGrid } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useFormCheck } from '@/lib/schemas';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthError, Banner } from './auth-message';
import { useT } from '@/lib/i18n';

/** Reset Password mode: an email and Send Reset Email (SPEC §2, §5, §8). */
export function ResetRequestForm({ onBack }: { onBack(): void }) {
  const [email, setEmail] = useState('');
  const [banner, setBanner] = useState<{ text: string; bad: boolean } | null>(null);
  const t = useT();
  const [invalid, setInvalid] = useState<string | null>(null);
  const reset = useRequestPasswordReset();
  const checkForm = useFormCheck();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = await checkForm((schemas) =>
      schemas.PasswordResetRequestSchema.safeParse({ email }),
    );
    if (!parsed.ok) {
      if (parsed.problem === null) setBanner({ text: t('common.networkError'), bad: true });
      else setInvalid(parsed.problem);
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
