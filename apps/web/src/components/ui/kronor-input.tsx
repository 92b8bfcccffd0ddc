import { DecimalInput } from '@/components/ui/decimal-input';

/**
 * Kronor typed as the reader writes them (a decimal comma in Swedish), kept as a string; `maxOre`
 * the most the call takes (the server checks it again and says why).
 */
export function KronorInput({
  label,
  value,
  onChange,
  description,
  maxOre,
}: {
  label: string;
  value: string | number;
  onChange(value: string | number): void;
  description?: string;
  maxOre: number;
}) {
  return (
    <DecimalInput
      label={label}
      description={description}
      value={value}
      onChange={onChange}
      min={0}
      max={maxOre / 100}
      clampBehavior="none"
      decimalScale={2}
      thousandSeparator=" "
      suffix=" kr"
    />
  );
}

/** Kronor as typed to öre (an integer), or NaN when it is no number: the schema says why. */
export const toOre = (value: string | number): number =>
  value === '' ? Number.NaN : Math.round(Number(value) * 100);

/** Öre as the input shows it. */
export const fromOre = (ore: number): number => ore / 100;
