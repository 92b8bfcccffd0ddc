import { Button, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type UserProfile } from '@stuga/shared';
import { useState, type FormEvent } from 'react';
import { useFormCheck } from '@/lib/schemas';
import { useRegister } from '../api/register';
import { useT } from '@/lib/i18n';

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
  const t = useT();
  const checkForm = useFormCheck();
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
    if (!filled) return props.onError(t('auth.requiredFields'));
    if (!matches) return props.onError(t('auth.mismatch'));
    const parsed = await checkForm((schemas) => schemas.RegisterRequestSchema.safeParse(fields));
    if (!parsed.ok) return props.onError(parsed.problem ?? t('common.networkError'));
    props.onError(null);
    register.mutate(
      { ...parsed.data },
      {
        onSuccess: (answer) => props.onSignedIn(answer.jwt, answer.user),
        onError: (error) => props.onError(error.message || t('auth.registrationFailed')),
      },
    );
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          required
          value={fields.email}
          onChange={set('email')}
        />
        <PasswordInput
          label={t('auth.password')}
          autoComplete="new-password"
          required
          value={fields.password}
          onChange={set('password')}
        />
        <PasswordInput
          label={t('auth.confirmPassword')}
          autoComplete="new-password"
          required
          value={fields.confirm}
          onChange={set('confirm')}
          error={mismatch ? t('auth.mismatch') : undefined}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={t('person.firstName')}
            autoComplete="given-name"
            value={fields.first_name}
            onChange={set('first_name')}
          />
          <TextInput
            label={t('person.lastName')}
            autoComplete="family-name"
            value={fields.last_name}
            onChange={set('last_name')}
          />
        </SimpleGrid>
        <TextInput
          label={t('person.phone')}
          type="tel"
          autoComplete="tel"
          value={fields.phone}
          onChange={set('phone')}
        />
        <TextInput
          label={t('auth.inviteCode')}
          required
          value={fields.invite_code}
          onChange={set('invite_code')}
          autoCapitalize="characters"
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt="xs">
          <Button type="submit" disabled={!filled || !matches} loading={register.isPending}>
            {t('auth.create')}
          </Button>
          <Button variant="default" onClick={props.onBack}>
            {t('auth.backToLogin')}
          </Button>
        </SimpleGrid>
      </Stack>
    </form>
  );
}
