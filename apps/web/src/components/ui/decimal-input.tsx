import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useLanguage } from '@/lib/i18n';

/**
 * A number with decimals, typed as the reader writes it: a decimal comma in Swedish, a point in
 * English, and either key gives the decimal (a Swedish keyboard's comma in English too), so
 * "12345,5" is never read as 123455. Grouping is shown only where a caller asks for it.
 */
export function DecimalInput(props: NumberInputProps) {
  const { language } = useLanguage();
  return (
    <NumberInput
      inputMode="decimal"
      decimalSeparator={language === 'sv' ? ',' : '.'}
      allowedDecimalSeparators={['.', ',']}
      {...props}
    />
  );
}
