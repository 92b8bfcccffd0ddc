import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { paths } from '@stuga/shared';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { SectionCard } from '@/components/ui/section-card';
import { StatusText } from '@/components/ui/status-text';
import { failureMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { useFormCheck } from '@/lib/schemas';
import { CLOSED_KEY } from '@/lib/closed-account';
import { sessionStore } from '@/lib/session-store';
import { useCloseAccount } from '../api/close-account';

/**
 * "Close my account" (DECISIONS §26), asked twice: the first press asks whether they are sure and
 * for the password; the second closes it. Then the page forgets the session and says it is done.
 */
export function CloseAccountCard() {
  const t = useT();
  const navigate = useNavigate();
  const close = useCloseAccount();
  const [asking, setAsking] = useState(false);
  const [password, setPassword] = useState('');
  const start = useRef<HTMLButtonElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const checkForm = useFormCheck();
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const checked = await checkForm((schemas) =>
      schemas.CloseAccountSchema.safeParse({ password }),
    );
    if (!checked.ok) {
      setProblem(checked.problem ?? t('fail.close'));
      return;
    }
    close.mutate(checked.data, {
      onSuccess: () => {
        // The login page says it is done, however the page gets there once the session is gone.
        window.sessionStorage.setItem(CLOSED_KEY, '1');
        sessionStore.set(null);
        navigate(paths.login, { replace: true });
      },
    });
  };
  const open = () => {
    setAsking(true);
    // The question's first field takes the focus: the member answers it next.
    requestAnimationFrame(() => field.current?.focus());
  };
  const cancel = () => {
    setAsking(false);
    setPassword('');
    setProblem(null);
    close.reset();
    // Focus returns where the action began.
    requestAnimationFrame(() => start.current?.focus());
  };
  return (
    <SectionCard title={t('close.title')} size="h3">
      <Stack gap="sm">
        <Text size="sm">{t('close.help')}</Text>
        {asking ? (
          <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('close.title')}>
            <Stack gap="sm">
              <Text fw={600}>{t('close.sure')}</Text>
              <PasswordInput
                label={t('close.password')}
                value={password}
                onChange={(event) => setPassword(event.currentTarget.value)}
                autoComplete="current-password"
                maw={320}
                ref={field}
              />
              <Group>
                <Button type="submit" color="red" loading={close.isPending}>
                  {t('close.confirm')}
                </Button>
                <Button variant="default" onClick={cancel}>
                  {t('close.cancel')}
                </Button>
              </Group>
              {(problem || close.isError) && (
                <StatusText tone="error">
                  {problem ?? failureMessage(close.error!, t('fail.close'))}
                </StatusText>
              )}
            </Stack>
          </form>
        ) : (
          <Group>
            <Button ref={start} variant="light" color="red" onClick={open}>
              {t('close.start')}
            </Button>
          </Group>
        )}
      </Stack>
    </SectionCard>
  );
}
