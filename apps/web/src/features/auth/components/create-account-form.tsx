import { Button, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type UserProfile } from '@stuga/shared';
import { useState, type FormEvent } from 'react';
import { loadSchemas, usePreloadSchemas } from '@/lib/schemas';
import { useRegister } from '../api/register';

export interface CreateAccountFields {
  email: string;
  password: string;
  confirm: string;
  first_name: string;
  last_name: string;
  phone: string;
  invite_code: string;
}

export const emptyCreateFields = (inviteCode = ''): CreateAccountFields => ({
  email: '',
  password: '',
  confirm: '',
  first_name: '',
  last_name: '',
  phone: '',
  invite_code: inviteCode,
});

export interface CreateAccountFormProps {
  /** Held by the page so that leaving create mode can clear it. */
  fields: CreateAccountFields;
  onChange(fields: CreateAccountFields): void;
  onSignedIn(jwt: string, user: UserProfile): void;
  onError(message: string | null): void;
  onBack(): void;
}

/** Create Account mode (SPEC §2, §5). */
export function CreateAccountForm({ fields, onChange, ...props }: CreateAccountFormProps) {
  const register = useRegister();
  usePreloadSchemas();
  const [touched, setTouched] = useState(false);
  const set = (key: keyof CreateAccountFields) => (event: { currentTarget: { value: string } }) =>
    onChange({ ...fields, [key]: event.currentTarget.value });
  const filled = !!fields.email && !!fields.password && !!fields.confirm;
  const matches = fields.password === fields.confirm;
  // Said as soon as the confirmation stops being the start of the password, or is as long.
  const mismatch =
    !!fields.confirm &&
    !matches &&
    (touched ||
      !fields.password.startsWith(fields.confirm) ||
      fields.confirm.length >= fields.password.length);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!filled) return props.onError('Please fill in all required fields.');
    if (!matches) return props.onError("Passwords don't match.");
    const schemas = await loadSchemas().catch(() => undefined);
    if (!schemas) return props.onError('Network error. Please try again.');
    const parsed = schemas.RegisterRequestSchema.safeParse(fields);
    if (!parsed.success) return props.onError(parsed.error.issues[0]!.message);
    props.onError(null);
    register.mutate(
      { ...parsed.data },
      {
        onSuccess: (answer) => props.onSignedIn(answer.jwt, answer.user),
        onError: (error) => props.onError(error.message || 'Registration failed'),
      },
    );
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          value={fields.email}
          onChange={set('email')}
        />
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          required
          value={fields.password}
          onChange={set('password')}
        />
        <PasswordInput
          label="Confirm password"
          autoComplete="new-password"
          required
          value={fields.confirm}
          onChange={set('confirm')}
          error={mismatch ? "Passwords don't match." : undefined}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label="First name"
            autoComplete="given-name"
            value={fields.first_name}
            onChange={set('first_name')}
          />
          <TextInput
            label="Last name"
            autoComplete="family-name"
            value={fields.last_name}
            onChange={set('last_name')}
          />
        </SimpleGrid>
        <TextInput
          label="Phone (optional)"
          type="tel"
          autoComplete="tel"
          value={fields.phone}
          onChange={set('phone')}
        />
        <TextInput
          label="Invite code"
          required
          value={fields.invite_code}
          onChange={set('invite_code')}
          autoCapitalize="characters"
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt="xs">
          <Button type="submit" disabled={!filled || !matches} loading={register.isPending}>
            Create Account
          </Button>
          <Button variant="default" onClick={props.onBack}>
            Back to Login
          </Button>
        </SimpleGrid>
      </Stack>
    </form>
  );
}
