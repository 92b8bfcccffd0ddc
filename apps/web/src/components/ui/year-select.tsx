import { NativeSelect } from '@mantine/core';

/** The years a list of the house's money offers: next year, this year and the two before. */
const yearsAround = (year: number) => [year + 1, year, year - 1, year - 2].map(String);

/** Chooses a year of the house's records, around this one. */
export function YearSelect({
  label,
  thisYear,
  value,
  onChange,
}: {
  label: string;
  thisYear: number;
  value: number;
  onChange(year: number): void;
}) {
  return (
    <NativeSelect
      label={label}
      data={yearsAround(thisYear)}
      value={String(value)}
      onChange={(event) => onChange(Number(event.currentTarget.value))}
      w={120}
    />
  );
}
