import { NumberInput } from '@mantine/core';
import { FEE_LIMIT_ORE } from '@stuga/shared';
import { useLanguage } from '@/lib/i18n';

/** Kronor typed as the reader writes them (a decimal comma in Swedish), kept as a string. */
export function KronorInput({
  label,
  value,
  onChange,
  description,
}: {
  label: string;
  value: string | number;
  onChange(value: string | number): void;
  description?: string;
}) {
  const { language } = useLanguage();
  return (
    <NumberInput
      label={label}
      description={description}
      value={value}
      onChange={onChange}
      min={0}
      max={FEE_LIMIT_ORE / 100}
      clampBehavior="none"
      decimalScale={2}
      decimalSeparator={language === 'sv' ? ',' : '.'}
      thousandSeparator=" "
      suffix=" kr"
      inputMode="decimal"
    />
  );
}

/** Kronor as typed to öre (an integer), or NaN when it is no number: the schema says why. */
export const toOre = (value: string | number): number =>
  value === '' ? Number.NaN : Math.round(Number(value) * 100);

/** Öre as the input shows it. */
export const fromOre = (ore: number): number => ore / 100;
