import type { Language, UserProfile } from '@stuga/shared';
import { useCallback, useEffect, useRef } from 'react';
import { apiRequest } from './api-client';
import { useLanguage } from './i18n';
import { useSession } from './session';

/** `PUT /api/profile/language`: the language the member reads the app, and their mail, in. */
const saveLanguage = (language: Language) =>
  apiRequest<UserProfile>('/api/profile/language', 'fail.language', {
    method: 'PUT',
    body: { language },
  });

/**
 * Shows the app in another language and keeps the choice: in this browser, and on the profile of
 * whoever is signed in (their mail follows it). Not saved (offline): the app still switches, and
 * the profile is told at the next sign-in.
 */
export function useChooseLanguage(): (language: Language) => Promise<void> {
  const { setLanguage } = useLanguage();
  const { user, setUser } = useSession();
  const signedIn = user !== null;
  return useCallback(
    async (language: Language) => {
      await setLanguage(language);
      if (!signedIn) return;
      try {
        setUser(await saveLanguage(language));
      } catch {
        // Kept in this browser; the profile learns it at the next sign-in.
      }
    },
    [setLanguage, setUser, signedIn],
  );
}

/**
 * When a session starts, the app and the member's profile agree on a language: the one the member
 * chose before (on any device) wins; a member who never chose keeps what they see now, and it is
 * saved for their mail.
 */
export function FollowMemberLanguage() {
  const { jwt, user, setUser } = useSession();
  const { language, setLanguage } = useLanguage();
  const agreedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!jwt || !user || agreedFor.current === jwt) return;
    agreedFor.current = jwt;
    if (user.language && user.language !== language) {
      void setLanguage(user.language);
    } else if (!user.language) {
      saveLanguage(language).then(setUser, () => undefined);
    }
  }, [jwt, user, language, setLanguage, setUser]);
  return null;
}
