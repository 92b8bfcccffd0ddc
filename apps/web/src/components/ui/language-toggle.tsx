import { UnstyledButton } from '@mantine/core';
import { LANGUAGE_NAMES, type Language } from '@stuga/shared';
import { useLanguage } from '@/lib/i18n';
import { useChooseLanguage } from '@/lib/member-language';
import classes from './language-toggle.module.css';

/**
 * The header's way to the other language, at every width: its code (`SV`, `EN`), named for screen
 * readers in that language itself (Svenska, English). Small, so the header fits a phone.
 */
export function LanguageToggle() {
  const { language } = useLanguage();
  const choose = useChooseLanguage();
  const other: Language = language === 'sv' ? 'en' : 'sv';
  return (
    <UnstyledButton
      className={classes.toggle}
      lang={other}
      aria-label={LANGUAGE_NAMES[other]}
      title={LANGUAGE_NAMES[other]}
      onClick={() => void choose(other)}
    >
      {other.toUpperCase()}
    </UnstyledButton>
  );
}
