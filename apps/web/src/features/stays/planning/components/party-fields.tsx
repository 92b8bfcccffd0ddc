import { Checkbox, Fieldset, Group, NumberInput } from '@mantine/core';
import { BEDS_LIMIT, type Party } from '@stuga/shared';
import { useState } from 'react';
import { useT } from '@/lib/i18n';

type CountKey = 'adults' | 'children' | 'guests';

/**
 * Who comes on a plan's stays (DECISIONS §21): adults, children, guests who are not members, and
 * pets. A field emptied while typing stays empty until it is typed again or left; left empty, it
 * shows what the plan holds.
 */
export function PartyFields({
  party,
  disabled,
  onChange,
}: {
  party: Party;
  disabled: boolean;
  onChange(party: Party): void;
}) {
  const t = useT();
  // What is being typed, while it is no number yet.
  const [typing, setTyping] = useState<Partial<Record<CountKey, string>>>({});
  const count = (key: CountKey, least: number) => ({
    value: typing[key] ?? party[key],
    min: least,
    max: BEDS_LIMIT,
    allowDecimal: false,
    allowNegative: false,
    clampBehavior: 'strict' as const,
    disabled,
    inputMode: 'numeric' as const,
    w: '6.5rem',
    onChange: (value: string | number) => {
      if (value === '') return setTyping((now) => ({ ...now, [key]: '' }));
      setTyping((now) => ({ ...now, [key]: undefined }));
      onChange({ ...party, [key]: Number(value) });
    },
    onBlur: () => setTyping((now) => ({ ...now, [key]: undefined })),
  });
  return (
    <Fieldset legend={t('stays.party.whoComes')} variant="unstyled" disabled={disabled}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <NumberInput label={t('stays.party.adults')} {...count('adults', 1)} />
        <NumberInput label={t('stays.party.children')} {...count('children', 0)} />
        <NumberInput
          label={t('stays.party.guests')}
          description={t('stays.party.guestsHelp')}
          {...count('guests', 0)}
        />
        <Checkbox
          label={t('stays.party.pets')}
          checked={party.pets}
          disabled={disabled}
          onChange={(event) => onChange({ ...party, pets: event.currentTarget.checked })}
          mb={8}
        />
      </Group>
    </Fieldset>
  );
}
