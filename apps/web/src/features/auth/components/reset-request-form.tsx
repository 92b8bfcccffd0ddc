import { Button, Stack, TextInput, SimpleGrid } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { loadSchemas, usePreloadSchemas } from '@/lib/schemas';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthError, Banner } from './auth-message';

/** Reset Password mode: an email and Send Reset Email (SPEC §2, §5, §8). */
export function ResetRequestForm({ onBack }: { onBack(): void }) {
  const [email, setEmail] = useState('');
  const [banner, setBanner] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<string | null>(null);
  const reset = useRequestPasswordReset();
  usePreloadSchemas();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const schemas = await loadSchemas().catch(() => undefined);
    if (!schemas) return setBanner('Network error. Please try again.');
    const parsed = schemas.PasswordResetRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]!.message);
      return;
    }
    setInvalid(null);
    setBanner(null);
    reset.mutate(parsed.data.email, {
      onSuccess: (answer) => {
        setBanner(answer.message);
        setEmail('');
      },
      onError: (error) => setBanner(error.message),
    });
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <Banner text={banner} />
        <AuthError message={invalid} />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt="xs">
          <Button type="submit" disabled={!email || reset.isPending} loading={reset.isPending}>
            Send Reset Email
          </Button>
          <Button variant="default" onClick={onBack}>
            Back to Login
          </Button>
        </SimpleGrid>
      </Stack>
    </form>
  );
}
