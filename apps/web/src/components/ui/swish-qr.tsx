import { Button, Image, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';

/** The QR code as an image the page shows (the server made it; nothing outside is asked). */
const qrSource = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/**
 * Paying with Swish (DECISIONS §21): the QR code the Swish app scans, a link that opens the app on
 * this phone, and the number and message for typing them in.
 */
export function SwishQr({
  swish,
  size,
  alt,
  scan,
  open,
  by,
}: {
  swish: { qr: string; url: string };
  size: number;
  /** What the image is, for a screen reader: amount and number. */
  alt: string;
  /** "Scan the code with the Swish app…" */
  scan: string;
  /** "Open Swish" */
  open: string;
  /** The number and the message, written out. */
  by: string;
}) {
  return (
    <Stack gap="sm" align="center">
      <Image src={qrSource(swish.qr)} alt={alt} w={size} h={size} fit="contain" />
      <Text size="sm" ta="center">
        {scan}
      </Text>
      <Button
        component="a"
        href={swish.url}
        size="md"
        rightSection={<IconExternalLink size={16} aria-hidden />}
      >
        {open}
      </Button>
      <Text size="sm" ta="center">
        {by}
      </Text>
    </Stack>
  );
}
