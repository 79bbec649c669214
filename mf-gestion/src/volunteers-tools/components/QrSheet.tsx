import { useEffect, useState } from 'react';
import { Button, Card, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@festival/ui';
import type { VolunteerBadge } from '../toolsApi';

/** The QR code images of the badges (the QR library is loaded only when the sheet is asked for). */
function useQrImages(badges: VolunteerBadge[]) {
  const [images, setImages] = useState<Map<string, string> | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then(async (qr) => {
        const pairs = await Promise.all(badges.map(async (b) => [b.qrToken, await qr.toDataURL(b.qrToken, { margin: 1, width: 160, errorCorrectionLevel: 'M' })] as const));
        if (live) setImages(new Map(pairs));
      })
      .catch((err: unknown) => live && setError(err));
    return () => {
      live = false;
    };
  }, [badges]);
  return { images, error };
}

/** A printable sheet: one card per volunteer with their name, teams and entry QR code. */
export function QrSheet({ badges }: { badges: VolunteerBadge[] }) {
  const { t } = useTranslation('volunteers');
  const { images, error } = useQrImages(badges);
  if (error) return <ErrorState error={error} />;
  if (!images) return <LoadingState />;
  return (
    <Stack gap="sm">
      <Group justify="flex-end" className="volunteers-print-hide">
        <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
          {t('tools.sheet.print')}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" className="volunteers-qr-sheet">
        {badges.map((b) => (
          <Card key={b.id} withBorder padding="sm" style={{ breakInside: 'avoid' }}>
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Image src={images.get(b.qrToken)} alt={t('tools.sheet.qrAlt', { name: `${b.prenom} ${b.nom}` })} w={96} h={96} />
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {b.prenom} {b.nom}
                </Text>
                <Text size="sm" c="dimmed">
                  {b.pseudo}
                </Text>
                {b.teams.length > 0 && <Text size="sm">{b.teams.join(', ')}</Text>}
              </Stack>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
