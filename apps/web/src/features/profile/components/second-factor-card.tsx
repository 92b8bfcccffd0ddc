import { Alert, Button, Code, Group, Image, List, Stack, Text, TextInput } from '@mantine/core';
import {
  SECOND_FACTOR_ANCHOR,
  type SecondFactorSetup,
  type SecondFactorStatus,
} from '@stuga/shared';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { QueryState } from '@/components/ui/query-state';
import { SectionCard } from '@/components/ui/section-card';
import { StatusText } from '@/components/ui/status-text';
import { failureMessage } from '@/lib/api-client';
import { useFormat } from '@/lib/formatting';
import { useT } from '@/lib/i18n';
import { useFormCheck } from '@/lib/schemas';
import { useSession } from '@/lib/session';
import { useConfirmSecondFactor } from '../api/confirm-second-factor';
import { useSecondFactor } from '../api/get-second-factor';
import { useSetUpSecondFactor } from '../api/set-up-second-factor';
import { useTurnOffSecondFactor } from '../api/turn-off-second-factor';

/**
 * The one-time code (DECISIONS §26): set up from a QR code the server draws (or its key typed),
 * turned on with a first code, which shows ten recovery codes once; turned off with a code,
 * unless the house requires it of every admin.
 */
export function SecondFactorCard() {
  const t = useT();
  const status = useSecondFactor();
  const ready = !!status.data;
  const { hash } = useLocation();
  // Sent here to set it up (the admin screens' gate): the card is brought into view.
  useEffect(() => {
    if (ready && hash === `#${SECOND_FACTOR_ANCHOR}`) {
      document.getElementById(SECOND_FACTOR_ANCHOR)?.scrollIntoView?.({ block: 'start' });
    }
  }, [ready, hash]);
  return (
    <SectionCard title={t('secondFactor.title')} size="h3" id={SECOND_FACTOR_ANCHOR}>
      <QueryState
        data={status.data}
        error={status.error}
        isPending={status.isPending}
        retry={() => void status.refetch()}
        loadingLabel={t('secondFactor.loading')}
      >
        {(data) => <SecondFactorBody status={data} />}
      </QueryState>
    </SectionCard>
  );
}

function SecondFactorBody({ status }: { status: SecondFactorStatus }) {
  const t = useT();
  const format = useFormat();
  const { user } = useSession();
  const [codes, setCodes] = useState<string[] | null>(null);
  if (codes) return <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />;
  const required = status.required && !!user?.is_admin;
  if (status.enabled) {
    return (
      <Stack gap="sm" mt="xs">
        <Text size="sm">
          {t('secondFactor.onSince', {
            day: format.date(status.enabled_at!),
            left: status.recovery_left,
          })}
        </Text>
        {required ? (
          <Text size="sm" c="dimmed">
            {t('secondFactor.requiredOn')}
          </Text>
        ) : (
          <CodeForm action="off" />
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="sm" mt="xs">
      {required && (
        <Alert color="yellow" role="status">
          {t('secondFactor.requiredOff')}
        </Alert>
      )}
      <Text size="sm">{t('secondFactor.help')}</Text>
      <SetUp onCodes={setCodes} />
    </Stack>
  );
}

function SetUp({ onCodes }: { onCodes(codes: string[]): void }) {
  const t = useT();
  const setup = useSetUpSecondFactor();
  if (!setup.data) {
    return (
      <Stack gap="xs">
        <Group>
          <Button variant="light" loading={setup.isPending} onClick={() => setup.mutate()}>
            {t('secondFactor.setUp')}
          </Button>
        </Group>
        {setup.error && (
          <StatusText tone="error">
            {failureMessage(setup.error, t('fail.secondFactor'))}
          </StatusText>
        )}
      </Stack>
    );
  }
  return <Scan setup={setup.data} onCodes={onCodes} />;
}

function Scan({ setup, onCodes }: { setup: SecondFactorSetup; onCodes(codes: string[]): void }) {
  const t = useT();
  return (
    <Stack gap="sm">
      <Text size="sm">{t('secondFactor.scan')}</Text>
      <Image src={setup.qr} alt={t('secondFactor.qr')} w={220} h={220} data-testid="totp-qr" />
      <Text size="sm">
        {t('secondFactor.key')} <Code style={{ wordBreak: 'break-all' }}>{setup.secret}</Code>
      </Text>
      <CodeForm action="on" onCodes={onCodes} />
    </Stack>
  );
}

/** A code typed to turn the one-time code on (its first) or off. */
function CodeForm({ action, onCodes }: { action: 'on' | 'off'; onCodes?(codes: string[]): void }) {
  const t = useT();
  const checkForm = useFormCheck();
  const confirm = useConfirmSecondFactor();
  const turnOff = useTurnOffSecondFactor();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const busy = confirm.isPending || turnOff.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = await checkForm((schemas) =>
      schemas.SecondFactorCodeRequestSchema.safeParse({ code }),
    );
    if (!parsed.ok) return setProblem(parsed.problem ?? t('fail.secondFactor'));
    const onError = (error: Error) => setProblem(failureMessage(error, t('fail.secondFactor')));
    if (action === 'on') {
      confirm.mutate(parsed.data.code, {
        onSuccess: (answer) => onCodes?.(answer.recovery_codes),
        onError,
      });
    } else turnOff.mutate(parsed.data.code, { onError });
  };

  const label = action === 'on' ? t('secondFactor.turnOn') : t('secondFactor.turnOff');
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={label}>
      <Stack gap="sm">
        <TextInput
          label={t('secondFactor.code')}
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            setProblem(null);
          }}
          maw={260}
        />
        {problem && <StatusText tone="error">{problem}</StatusText>}
        <Group>
          <Button type="submit" variant={action === 'on' ? 'filled' : 'default'} loading={busy}>
            {label}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const t = useT();
  return (
    <Stack gap="sm" mt="xs">
      <Alert color="green" role="status">
        {t('secondFactor.isOn')}
      </Alert>
      <Text size="sm">{t('secondFactor.recoveryHelp')}</Text>
      <List spacing={2} data-testid="recovery-codes" style={{ fontFamily: 'monospace' }}>
        {codes.map((code) => (
          <List.Item key={code}>{code}</List.Item>
        ))}
      </List>
      <Group>
        <Button variant="default" onClick={onDone}>
          {t('secondFactor.saved')}
        </Button>
      </Group>
    </Stack>
  );
}
