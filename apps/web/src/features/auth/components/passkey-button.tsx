import { Button } from '@mantine/core';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import type { SignInAnswer } from '@stuga/shared';
import { IconKey } from '@tabler/icons-react';
import { failureMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { passkeyDismissed } from '@/lib/webauthn';
import { usePasskeySignIn } from '../api/passkey-sign-in';

/**
 * "Sign in with a passkey" (DECISIONS §26): the browser offers the member's passkeys for this
 * house; no address is typed. Not shown in a browser without WebAuthn.
 */
export function PasskeyButton(props: {
  onAnswer(answer: SignInAnswer): void;
  onError(message: string | null): void;
}) {
  const t = useT();
  const signIn = usePasskeySignIn();
  if (!browserSupportsWebAuthn()) return null;
  return (
    <Button
      variant="default"
      leftSection={<IconKey size={18} aria-hidden />}
      loading={signIn.isPending}
      onClick={() => {
        props.onError(null);
        signIn.mutate(undefined, {
          onSuccess: props.onAnswer,
          onError: (error) =>
            props.onError(
              passkeyDismissed(error)
                ? t('passkey.dismissed')
                : failureMessage(error, t('fail.passkey')),
            ),
        });
      }}
    >
      {t('passkey.signIn')}
    </Button>
  );
}
