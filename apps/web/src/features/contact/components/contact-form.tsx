import { Alert, Button, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { CONTACT_MESSAGE_MIN, CONTACT_SUBJECTS, type UserProfile } from '@stuga/shared';
import { useState, type FormEvent } from 'react';
import { failureMessage } from '@/lib/api-client';
import { loadSchemas, usePreloadSchemas } from '@/lib/schemas';
import { useSendContactMessage } from '../api/send-contact-message';

type Fields = { name: string; email: string; subject: string; message: string };

/** Each field's own message (SPEC §5). */
function fieldErrors(fields: Fields): Partial<Record<keyof Fields, string>> {
  return {
    name: fields.name.trim() ? undefined : 'Name is required',
    email: !fields.email.trim()
      ? 'Email is required'
      : fields.email.includes('@')
        ? undefined
        : 'Please enter a valid email',
    subject: fields.subject ? undefined : 'Please select a subject',
    message: !fields.message.trim()
      ? 'Message is required'
      : fields.message.trim().length < CONTACT_MESSAGE_MIN
        ? 'Message must be at least 10 characters'
        : undefined,
  };
}

/** The contact form: name, email, subject, message (SPEC §2, §5, §8). */
export function ContactForm({ user }: { user: UserProfile | null }) {
  const initial = { name: user?.name ?? '', email: user?.email ?? '', subject: '', message: '' };
  const [fields, setFields] = useState<Fields>(initial);
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const send = useSendContactMessage();
  usePreloadSchemas();
  const errors = touched ? fieldErrors(fields) : {};
  const set = (key: keyof Fields) => (value: string) => setFields({ ...fields, [key]: value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setSent(false);
    const { name, email, subject, message } = fields;
    if (!name.trim() || !email.trim() || !subject || !message.trim())
      return setError('Please fill in all required fields.');
    if (!email.includes('@')) return setError('Please enter a valid email address.');
    const schemas = await loadSchemas().catch(() => undefined);
    if (!schemas) return setError('Network error. Please check your connection and try again.');
    const parsed = schemas.ContactMessageSchema.safeParse(fields);
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    setError(null);
    send.mutate(parsed.data, {
      onSuccess: () => {
        setSent(true);
        setTouched(false);
        setFields({ ...initial, subject: '', message: '' });
      },
      onError: (failure) =>
        setError(
          failureMessage(failure, 'Network error. Please check your connection and try again.'),
        ),
    });
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        {sent && (
          <Alert color="green" role="status" title="Message Sent Successfully!">
            Thank you. We will get back to you soon.
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Name"
            required
            autoComplete="name"
            value={fields.name}
            onChange={(e) => set('name')(e.currentTarget.value)}
            error={errors.name}
          />
          <TextInput
            label="Email"
            type="email"
            required
            autoComplete="email"
            value={fields.email}
            onChange={(e) => set('email')(e.currentTarget.value)}
            error={errors.email}
          />
        </SimpleGrid>
        <Select
          label="Subject"
          required
          placeholder="Choose a subject"
          data={[...CONTACT_SUBJECTS]}
          value={fields.subject || null}
          onChange={(value) => set('subject')(value ?? '')}
          error={errors.subject}
          allowDeselect={false}
        />
        <Textarea
          label="Message"
          required
          autosize
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
          Send Message
        </Button>
      </Stack>
    </form>
  );
}
