import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ContactInfo } from '@stuga/shared';
import { IconMapPin } from '@tabler/icons-react';
import { useT } from '@/lib/i18n';

const whatsappLink = (number: string) => `https://wa.me/${number.replace(/[^\d]/g, '')}`;

/** The people to reach and where the house is (verified members only). */
export function ContactDirectory({ info }: { info: ContactInfo }) {
  const t = useT();
  return (
    <Stack gap="md" component="section" aria-labelledby="directory">
      <Title order={2} size="h3" id="directory">
        {t('community.contactDirectory.contacts')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {info.contacts.map((person) => (
          <Card key={person.name} withBorder radius="md" padding="lg" data-testid="contact-person">
            <Text fw={700}>{person.name}</Text>
            <Text size="sm" c="dimmed">
              {person.role}
            </Text>
            {person.description && (
              <Text size="sm" mt="xs">
                {person.description}
              </Text>
            )}
            <Stack gap={2} mt="xs">
              {person.email && (
                <Anchor href={`mailto:${person.email}`} size="sm" className="touch-link">
                  {person.email}
                </Anchor>
              )}
              {person.phone && (
                <Anchor
                  href={`tel:${person.phone.replace(/\s/g, '')}`}
                  size="sm"
                  className="touch-link"
                >
                  {person.phone}
                </Anchor>
              )}
              {person.whatsapp && (
                <Anchor
                  href={whatsappLink(person.whatsapp)}
                  target="_blank"
                  rel="noopener noreferrer"
                  size="sm"
                  className="touch-link"
                >
                  {t('community.contactDirectory.whatsapp')} {person.whatsapp}
                </Anchor>
              )}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      {info.location && (
        <Card withBorder radius="md" padding="lg">
          <Text fw={700}>
            <IconMapPin
              size={18}
              aria-hidden
              style={{ verticalAlign: 'text-bottom', marginRight: '0.3em' }}
            />
            {info.location.name}
          </Text>
          <Text size="sm">{info.location.address}</Text>
          <Text size="sm" c="dimmed" mt={4}>
            {info.location.description}
          </Text>
        </Card>
      )}
    </Stack>
  );
}
