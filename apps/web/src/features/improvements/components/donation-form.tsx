import { GrowingTextarea } from '@/components/ui/growing-textarea';
import {
  Button,
  Checkbox,
  Group,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { StatusText } from '@/components/ui/status-text';
import { failureMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { useFormCheck } from '@/lib/schemas';
import { useAddDonation } from '../api/add-donation';
import { useAdminImprovements } from '../api/get-admin-improvements';

const empty = {
  amount: '' as number | string,
  anonymous: false,
  name: '',
  email: '',
  message: '',
  verified: true,
  /** The improvement it was given for, as the select's value ('': the goal, when verified). */
  improvement: '',
};

/**
 * Recording a donation (SPEC §2, §5): an amount above 0; name and email disabled (and not kept)
 * for an anonymous one; verified unless unticked; what it was given for (DECISIONS §15: else the
 * funding goal when it is verified).
 */
export function DonationForm() {
  const t = useT();
  const checkForm = useFormCheck();
  const add = useAddDonation();
  const improvements = useAdminImprovements();
  const [fields, setFields] = useState(empty);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [amountError, setAmountError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    const amount = typeof fields.amount === 'number' ? fields.amount : Number.NaN;
    if (!(amount > 0)) return setAmountError(t('api.improvement.amount'));
    setAmountError(null);
    const parsed = await checkForm((schemas) =>
      schemas.DonationInputSchema.safeParse({
        amount,
        donor_name: fields.name,
        donor_email: fields.email,
        message: fields.message,
        is_anonymous: fields.anonymous,
        is_verified: fields.verified,
        improvement_id: fields.improvement ? Number(fields.improvement) : null,
      }),
    );
    if (!parsed.ok) {
      return setResult({ ok: false, text: parsed.problem ?? t('donations.addFailed') });
    }
    add.mutate(parsed.data, {
      onSuccess: () => {
        setFields(empty);
        setResult({ ok: true, text: t('donations.added') });
      },
      onError: (error) =>
        setResult({ ok: false, text: failureMessage(error, t('donations.addFailed')) }),
    });
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('donations.form')}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NumberInput
            label={t('donations.amount')}
            required
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=" "
            value={fields.amount}
            onChange={(amount) => setFields({ ...fields, amount })}
            error={amountError}
          />
          <Checkbox
            mt={{ base: 0, sm: 30 }}
            label={t('community.guestbookEntry.anonymous')}
            checked={fields.anonymous}
            onChange={(event) => setFields({ ...fields, anonymous: event.currentTarget.checked })}
          />
          <TextInput
            label={t('donations.donorName')}
            disabled={fields.anonymous}
            value={fields.anonymous ? '' : fields.name}
            onChange={(event) => setFields({ ...fields, name: event.currentTarget.value })}
          />
          <TextInput
            label={t('donations.donorEmail')}
            type="email"
            disabled={fields.anonymous}
            value={fields.anonymous ? '' : fields.email}
            onChange={(event) => setFields({ ...fields, email: event.currentTarget.value })}
          />
        </SimpleGrid>
        <NativeSelect
          label={t('donations.for')}
          description={t('donations.forHelp')}
          value={fields.improvement}
          onChange={(event) => setFields({ ...fields, improvement: event.currentTarget.value })}
          data={[
            { value: '', label: t('donations.theGoal') },
            ...(improvements.data?.improvements ?? [])
              .filter((item) => !item.is_done)
              .map((item) => ({ value: String(item.id), label: item.title })),
          ]}
        />
        <GrowingTextarea
          label={t('community.leaveMessageCard.message')}
          minRows={2}
          maxLength={500}
          value={fields.message}
          onChange={(event) => setFields({ ...fields, message: event.currentTarget.value })}
        />
        <Checkbox
          label={t('donations.verifiedCheck')}
          checked={fields.verified}
          onChange={(event) => setFields({ ...fields, verified: event.currentTarget.checked })}
        />
        {result && <StatusText tone={result.ok ? 'success' : 'error'}>{result.text}</StatusText>}
        <Group>
          <Button type="submit" loading={add.isPending}>
            {t('donations.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
