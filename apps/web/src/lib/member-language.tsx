import type { Language, UserProfile } from '@stuga/shared';
import { useCallback, useEffect, useRef } from 'react';
import { apiRequest } from './api-client';
import { useLanguage } from './i18n';
import { useFreshUser, useSession } from './session';

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
 * At every page load, and whenever a session starts, the app and the member's profile agree on a
 * language, once the server's copy of the profile is here (not the one kept from the last visit):
 * the one the member chose (on any device) wins; a member who never chose keeps what they see
 * now, and it is saved for their mail.
 */
export function FollowMemberLanguage() {
  const { jwt, setUser } = useSession();
  const freshUser = useFreshUser();
  const { language, setLanguage } = useLanguage();
  const agreedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!jwt || !freshUser || agreedFor.current === jwt) return;
    agreedFor.current = jwt;
    if (freshUser.language && freshUser.language !== language) {
      void setLanguage(freshUser.language);
    } else if (!freshUser.language) {
      saveLanguage(language).then(setUser, () => undefined);
    }
  }, [jwt, freshUser, language, setLanguage, setUser]);
  return null;
}
