import { Checkbox, Fieldset, Group, NativeSelect } from '@mantine/core';
import type { Party } from '@stuga/shared';
import { useT } from '@/lib/i18n';

type CountKey = 'adults' | 'children' | 'guests';

/** The counts a field offers: from `least` to the beds, and the one held if it is more. */
const counts = (least: number, beds: number, held: number) =>
  Array.from({ length: Math.max(beds, held) - least + 1 }, (_, i) => String(least + i));

/**
 * Who comes on a plan's stays (DECISIONS §21): adults, children, guests who are not members, and
 * pets. Each count is a native select (a phone's own picker, no typing), up to the house's beds.
 */
export function PartyFields({
  party,
  beds,
  disabled,
  onChange,
}: {
  party: Party;
  beds: number;
  disabled: boolean;
  onChange(party: Party): void;
}) {
  const t = useT();
  const count = (key: CountKey, least: number) => ({
    value: String(party[key]),
    data: counts(least, beds, party[key]),
    disabled,
    w: '6.5rem',
    onChange: (event: { currentTarget: { value: string } }) =>
      onChange({ ...party, [key]: Number(event.currentTarget.value) }),
  });
  return (
    <Fieldset legend={t('stays.party.whoComes')} variant="unstyled" disabled={disabled}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <NativeSelect label={t('stays.party.adults')} {...count('adults', 1)} />
        <NativeSelect label={t('stays.party.children')} {...count('children', 0)} />
        <NativeSelect
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
