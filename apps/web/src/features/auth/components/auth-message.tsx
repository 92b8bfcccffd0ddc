import { Alert } from '@mantine/core';
import { StatusText } from '@/components/ui/status-text';

/** The red text area for a failure on the login card (SPEC §8). */
export function AuthError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <StatusText tone="error" data-testid="auth-error">
      {message}
    </StatusText>
  );
}

/** A banner: red for an error or a failure, else green (SPEC §8). */
export function Banner({ text, bad }: { text: string | null; bad: boolean }) {
  if (!text) return null;
  return (
    <Alert color={bad ? 'red' : 'green'} role={bad ? 'alert' : 'status'} variant="light">
      {text}
    </Alert>
  );
}
