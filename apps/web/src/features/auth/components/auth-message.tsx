import { Alert, Text } from '@mantine/core';

/** The red text area for a failure on the login card (SPEC §8). */
export function AuthError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Text c="red.8" size="sm" role="alert" data-testid="auth-error">
      {message}
    </Text>
  );
}

/** A banner: red when its text speaks of an error or a failure, else green (SPEC §8). */
export function Banner({ text }: { text: string | null }) {
  if (!text) return null;
  const bad = /error|Failed/.test(text);
  return (
    <Alert color={bad ? 'red' : 'green'} role={bad ? 'alert' : 'status'} variant="light">
      {text}
    </Alert>
  );
}
