import { GrowingTextarea } from '@/components/ui/growing-textarea';
import { Alert, Button, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { CONTACT_MESSAGE_MIN, CONTACT_SUBJECTS, type UserProfile } from '@stuga/shared';
import { useState, type FormEvent } from 'react';
import { failureMessage } from '@/lib/api-client';
import { useFormCheck } from '@/lib/schemas';
import { useSendContactMessage } from '../api/send-contact-message';
import { useT } from '@/lib/i18n';
import type { MessageKey } from '@/i18n/en';

type Fields = { name: string; email: string; subject: string; message: string };

/** Each subject's words: the English one is also what is sent and stored. */
const subjectLabels: Record<(typeof CONTACT_SUBJECTS)[number], MessageKey> = {
  'General Inquiry': 'contact.subject.general',
  'Booking Question': 'contact.subject.booking',
  'Technical Issue': 'contact.subject.technical',
  Feedback: 'contact.subject.feedback',
  Other: 'contact.subject.other',
};

/** Each field's own message (SPEC §5). */
function fieldErrors(
  fields: Fields,
  t: ReturnType<typeof useT>,
): Partial<Record<keyof Fields, string>> {
  return {
    name: fields.name.trim() ? undefined : t('contact.nameRequired'),
    email: !fields.email.trim()
      ? t('contact.emailRequired')
      : fields.email.includes('@')
        ? undefined
        : t('contact.emailInvalid'),
    subject: fields.subject ? undefined : t('contact.subjectRequired'),
    message: !fields.message.trim()
      ? t('contact.messageRequired')
      : fields.message.trim().length < CONTACT_MESSAGE_MIN
        ? t('contact.messageShort')
        : undefined,
  };
}

/** The contact form: name, email, subject, message (SPEC §2, §5, §8). */
export function ContactForm({ user }: { user: UserProfile | null }) {
  const t = useT();
  const initial = { name: user?.name ?? '', email: user?.email ?? '', subject: '', message: '' };
  const [fields, setFields] = useState<Fields>(initial);
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const send = useSendContactMessage();
  const checkForm = useFormCheck();
  const errors = touched ? fieldErrors(fields, t) : {};
  const set = (key: keyof Fields) => (value: string) => setFields({ ...fields, [key]: value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setSent(false);
    const { name, email, subject, message } = fields;
    if (!name.trim() || !email.trim() || !subject || !message.trim())
      return setError(t('auth.requiredFields'));
    if (!email.includes('@')) return setError(t('contact.emailInvalidLong'));
    const parsed = await checkForm((schemas) => schemas.ContactMessageSchema.safeParse(fields));
    if (!parsed.ok) return setError(parsed.problem ?? t('contact.networkError'));
    setError(null);
    send.mutate(parsed.data, {
      onSuccess: () => {
        setSent(true);
        setTouched(false);
        setFields({ ...initial, subject: '', message: '' });
      },
      onError: (failure) => setError(failureMessage(failure, t('contact.networkError'))),
    });
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        {sent && (
          <Alert
            color="green"
            role="status"
            title={t('community.contactForm.messageSentSuccessfully')}
          >
            {t('community.contactForm.thankYouWeWill')}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('community.contactForm.name')}
            required
            autoComplete="name"
            value={fields.name}
            onChange={(e) => set('name')(e.currentTarget.value)}
            error={errors.name}
          />
          <TextInput
            label={t('auth.email')}
            type="email"
            required
            autoComplete="email"
            value={fields.email}
            onChange={(e) => set('email')(e.currentTarget.value)}
            error={errors.email}
          />
        </SimpleGrid>
        <Select
          label={t('community.contactForm.subject')}
          required
          placeholder={t('community.contactForm.chooseASubject')}
          data={CONTACT_SUBJECTS.map((value) => ({ value, label: t(subjectLabels[value]) }))}
          value={fields.subject || null}
          onChange={(value) => set('subject')(value ?? '')}
          error={errors.subject}
          allowDeselect={false}
        />
        <GrowingTextarea
          label={t('community.subPage.title')}
          required
          minRows={5}
          value={fields.message}
          onChange={(e) => set('message')(e.currentTarget.value)}
          error={errors.message}
          maxLength={5000}
        />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Button type="submit" loading={send.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('community.contactForm.sendMessage')}
        </Button>
      </Stack>
    </form>
  );
}
