import { SimpleGrid, TextInput } from '@mantine/core';
import { useT } from '@/lib/i18n';

/** A person's names and phone, as signup and the profile ask for them (and send them). */
export interface Person {
  first_name: string;
  last_name: string;
  phone: string;
}

/** The names and phone an account has, ready to edit. */
export const personOf = (
  user: { first_name: string; last_name: string; phone: string | null } | null,
): Person => ({
  first_name: user?.first_name ?? '',
  last_name: user?.last_name ?? '',
  phone: user?.phone ?? '',
});

export interface PersonFieldsProps {
  value: Person;
  onChange(next: Person): void;
  /** Say which required field is empty (once the form has been sent). */
  showMissing: boolean;
}

/** First name, last name (both required) and an optional phone, as signup and profile ask them. */
export function PersonFields({ value, onChange, showMissing }: PersonFieldsProps) {
  const t = useT();
  const missing = (text: string, message: string) =>
    showMissing && !text.trim() ? message : undefined;
  const set = (field: keyof Person) => (event: { currentTarget: HTMLInputElement }) =>
    onChange({ ...value, [field]: event.currentTarget.value });
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label={t('person.firstName')}
          required
          autoComplete="given-name"
          value={value.first_name}
          onChange={set('first_name')}
          error={missing(value.first_name, t('person.firstNameMissing'))}
        />
        <TextInput
          label={t('person.lastName')}
          required
          autoComplete="family-name"
          value={value.last_name}
          onChange={set('last_name')}
          error={missing(value.last_name, t('person.lastNameMissing'))}
        />
      </SimpleGrid>
      <TextInput
        label={t('person.phone')}
        type="tel"
        autoComplete="tel"
        value={value.phone}
        onChange={set('phone')}
      />
    </>
  );
}
