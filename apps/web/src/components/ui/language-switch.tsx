import { SegmentedControl } from '@mantine/core';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@stuga/shared';
import { useLanguage, useT } from '@/lib/i18n';
import { useChooseLanguage } from '@/lib/member-language';

/**
 * Svenska | English, on the profile: the app changes language at once and keeps the choice (in
 * this browser, and on the member's profile, for their mail).
 */
export function LanguageSwitch({ size = 'xs' }: { size?: 'xs' | 'sm' }) {
  const { language } = useLanguage();
  const choose = useChooseLanguage();
  const t = useT();
  return (
    <SegmentedControl
      size={size}
      aria-label={t('layout.language')}
      value={language}
      onChange={(value) => void choose(value as Language)}
      data={LANGUAGES.map((code) => ({
        value: code,
        // The short code on the bar; its own name for screen readers and on hover.
        label: (
          <span title={LANGUAGE_NAMES[code]} lang={code}>
            <span aria-hidden>{code.toUpperCase()}</span>
            <span className="visually-hidden">{LANGUAGE_NAMES[code]}</span>
          </span>
        ),
      }))}
    />
  );
}
