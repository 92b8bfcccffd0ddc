import { SimpleGrid, TextInput } from '@mantine/core';

type Field = 'first' | 'last' | 'phone';

export interface PersonFieldsProps {
  first: string;
  last: string;
  phone: string;
  onChange: (field: Field, value: string) => void;
  /** The message for an empty required field, once the form says it should be shown. */
  missing: (value: string, message: string) => string | undefined;
}

/** First name, last name (both required) and an optional phone, as signup and profile ask them. */
export function PersonFields({ first, last, phone, onChange, missing }: PersonFieldsProps) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label="First name"
          required
          autoComplete="given-name"
          value={first}
          onChange={(e) => onChange('first', e.currentTarget.value)}
          error={missing(first, 'First name is required')}
        />
        <TextInput
          label="Last name"
          required
          autoComplete="family-name"
          value={last}
          onChange={(e) => onChange('last', e.currentTarget.value)}
          error={missing(last, 'Last name is required')}
        />
      </SimpleGrid>
      <TextInput
        label="Phone (optional)"
        type="tel"
        autoComplete="tel"
        value={phone}
        onChange={(e) => onChange('phone', e.currentTarget.value)}
      />
    </>
  );
}
