import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@stuga/shared';
import { useLanguage, useT } from '@/lib/i18n';
import { useChooseLanguage } from '@/lib/member-language';
import { ChoiceChips } from './choice-chips';

/**
 * Svenska | English, on the profile: the app changes language at once and keeps the choice (in
 * this browser, and on the member's profile, for their mail).
 */
export function LanguageSwitch({ size = 'xs' }: { size?: 'xs' | 'sm' }) {
  const { language } = useLanguage();
  const choose = useChooseLanguage();
  const t = useT();
  return (
    <ChoiceChips<Language>
      size={size}
      label={t('layout.language')}
      value={language}
      onChange={(chosen) => void choose(chosen)}
      choices={LANGUAGES.map((code) => ({
        value: code,
        title: LANGUAGE_NAMES[code],
        lang: code,
        // The short code on the chip; its own name for screen readers and on hover.
        label: (
          <>
            <span aria-hidden>{code.toUpperCase()}</span>
            <span className="visually-hidden">{LANGUAGE_NAMES[code]}</span>
          </>
        ),
      }))}
    />
  );
}
