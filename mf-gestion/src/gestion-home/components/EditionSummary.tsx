import { AspectRatio, Badge, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AMENITY_FLAGS, countryName, FLAG_ICONS, PAYMENT_FLAGS } from '@festival/ui/editions';
import { EditionDates, VisibilityBadge } from '../../shared/EditionBadges';
import type { Edition } from '../../shared/gestionApi';

/** What the edition looks like today: image, dates, visibility, place, links, amenities and payments. */
export function EditionSummary({ edition }: { edition: Edition }) {
  const { t, i18n } = useTranslation('gestion');
  const { t: tp } = useTranslation('public');
  const country = edition.country && countryName(edition.country, i18n.language);
  const place = [edition.addressLine1, edition.postalCode, edition.city, edition.region, country].filter(Boolean).join(', ');
  const flags = [...AMENITY_FLAGS, ...PAYMENT_FLAGS].filter((f) => edition[f]);
  const links = [edition.officialWebsiteUrl, edition.ticketingUrl, edition.facebookUrl, edition.instagramUrl].filter(Boolean).length;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="gestion-summary">
      <Group align="flex-start" gap="lg" wrap="wrap">
        {edition.imageUrl && (
          <AspectRatio ratio={4 / 3} w={{ base: '100%', xs: 200 }} style={{ flexShrink: 0 }}>
            <Image src={edition.imageUrl} alt={t('editionImage.alt', { name: edition.name })} radius="sm" fit="cover" />
          </AspectRatio>
        )}
        <Stack gap="xs" style={{ flex: 1, minWidth: 220 }}>
          <Title order={2} size="h4" id="gestion-summary">
            {t('gestionHome.summary')}
          </Title>
          <Group gap="xs" wrap="wrap">
            <EditionDates startDate={edition.startDate} endDate={edition.endDate} />
            <VisibilityBadge isOnline={edition.isOnline} />
          </Group>
          <Text size="sm" c="dimmed">
            {edition.isOnline ? t('editions.onlineHelp') : t('editions.offlineHelp')}
          </Text>
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconMapPin size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {place || t('gestionHome.noAddress')}
            </Text>
          </Group>
          <Text size="sm">{t('gestionHome.linksCount', { count: links })}</Text>
          {flags.length > 0 ? (
            <Group gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('gestionHome.flags')}>
              {flags.map((flag) => {
                const Icon = FLAG_ICONS[flag];
                const label = (PAYMENT_FLAGS as readonly string[]).includes(flag) ? tp(`payments.${flag}`) : tp(`amenities.${flag}`);
                return (
                  <li key={flag}>
                    <Badge variant="light" color="teal" size="sm" leftSection={<Icon size={12} aria-hidden />} style={{ textTransform: 'none' }}>
                      {label}
                    </Badge>
                  </li>
                );
              })}
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              {t('gestionHome.noFlags')}
            </Text>
          )}
        </Stack>
      </Group>
    </Card>
  );
}
