import { Button, Stack, TextInput, SimpleGrid } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { NETWORK_ERROR } from '@/lib/api-client';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthError, Banner } from './auth-message';

/** Reset Password mode: an email and Send Reset Email (SPEC §2, §5, §8). */
export function ResetRequestForm({ onBack }: { onBack(): void }) {
  const [email, setEmail] = useState('');
  const [banner, setBanner] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<string | null>(null);
  const reset = useRequestPasswordReset();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !email.includes('@')) {
      setInvalid('Please enter a valid email address.');
      return;
    }
    setInvalid(null);
    setBanner(null);
    reset.mutate(email.trim(), {
      onSuccess: (answer) => {
        setBanner(answer.message);
        setEmail('');
      },
      onError: (error) =>
        setBanner(
          error.message === NETWORK_ERROR
            ? NETWORK_ERROR
            : error.message || 'Failed to send password reset email.',
        ),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
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
