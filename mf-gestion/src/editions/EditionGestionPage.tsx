import type { ReactNode } from 'react';
import { AspectRatio, Badge, Button, Card, Group, Image, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarPlus, IconExternalLink, IconLock, IconMapPin, IconPencil, IconSettings, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { EmptyState, ErrorPage, loginPathFor, useAuth, usePageMeta } from '@festival/ui';
import { useConventionPermissions } from '../conventions/conventionApi';
import { parseId, type Permissions } from '../conventions/conventionRules';
import { GestionFrame } from '../conventions/GestionFrame';
import { QueryGate } from '../conventions/QueryGate';
import { useEdition, useEditionPermissions, type EditionPermissions } from './editionApi';
import { EditionDates, VisibilityBadge } from './EditionBadges';
import { FLAG_ICONS } from '@festival/ui/editions';
import { AMENITY_FLAGS, PAYMENT_FLAGS, type Edition } from './editionRules';

interface EntryPoint {
  id: string;
  to: string;
  icon: ReactNode;
  title: string;
  text: string;
}

/** The management pages this user may open; only pages that exist are listed. */
function entryPoints(edition: Edition, mine: EditionPermissions, convention: Permissions | undefined, t: (key: string) => string): EntryPoint[] {
  const out: EntryPoint[] = [];
  if (mine.canEdit || mine.canDelete) {
    out.push({
      id: 'edit',
      to: `/editions/${edition.id}/edit`,
      icon: <IconPencil size={20} />,
      title: mine.canEdit ? t('gestionHome.entries.edit.title') : t('gestionHome.entries.settings.title'),
      text: mine.canEdit ? t('gestionHome.entries.edit.text') : t('gestionHome.entries.settings.text'),
    });
  }
  if (convention?.team) {
    out.push({
      id: 'team',
      to: `/conventions/${edition.conventionId}/collaborators`,
      icon: <IconUsers size={20} />,
      title: t('gestionHome.entries.team.title'),
      text: convention.canManageCollaborators ? t('gestionHome.entries.team.manageText') : t('gestionHome.entries.team.viewText'),
    });
  }
  if (convention?.canAddEdition) {
    out.push({
      id: 'add',
      to: `/conventions/${edition.conventionId}/editions/add`,
      icon: <IconCalendarPlus size={20} />,
      title: t('gestionHome.entries.add.title'),
      text: t('gestionHome.entries.add.text'),
    });
  }
  if (convention?.canEditConvention || convention?.canDeleteConvention) {
    out.push({
      id: 'convention',
      to: `/conventions/${edition.conventionId}/edit`,
      icon: <IconSettings size={20} />,
      title: t('gestionHome.entries.convention.title'),
      text: t('gestionHome.entries.convention.text'),
    });
  }
  return out;
}

function Summary({ edition }: { edition: Edition }) {
  const { t } = useTranslation('gestion');
  const { t: tp } = useTranslation('public');
  const place = [edition.addressLine1, edition.postalCode, edition.city, edition.region, edition.country].filter(Boolean).join(', ');
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

function GestionHome({ edition, permissions }: { edition: Edition; permissions: EditionPermissions }) {
  const { t } = useTranslation('gestion');
  usePageMeta(`${t('gestionHome.title')} · ${edition.name}`);
  const convention = useConventionPermissions(edition.conventionId);
  const entries = entryPoints(edition, permissions, convention.data, t);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Text c="dimmed" size="sm" style={{ overflowWrap: 'anywhere' }}>
            {edition.conventionName}
          </Text>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {edition.name}
          </Title>
          <Text c="dimmed">{t('gestionHome.subtitle')}</Text>
        </div>
        <Button component={Link} to={`/editions/${edition.id}`} variant="default" leftSection={<IconExternalLink size={16} />}>
          {t('editions.viewPage')}
        </Button>
      </Group>

      <Summary edition={edition} />

      <Stack gap="sm" component="section" aria-labelledby="gestion-entries">
        <Title order={2} size="h4" id="gestion-entries">
          {t('gestionHome.manage')}
        </Title>
        {convention.isPending ? null : entries.length === 0 ? (
          <Card withBorder radius="md">
            <EmptyState icon={<IconLock size={28} />} title={t('gestionHome.nothingTitle')} description={t('gestionHome.nothingText')} />
          </Card>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {entries.map((entry) => (
              <li key={entry.id}>
                <Card component={Link} to={entry.to} withBorder radius="md" padding="md" h="100%">
                  <Group wrap="nowrap" align="flex-start" gap="md">
                    <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
                      {entry.icon}
                    </ThemeIcon>
                    <div style={{ minWidth: 0 }}>
                      <Text fw={600}>{entry.title}</Text>
                      <Text size="sm" c="dimmed">
                        {entry.text}
                      </Text>
                    </div>
                  </Group>
                </Card>
              </li>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Stack>
  );
}

/** Not signed in: the management page needs an account (the route itself has no guard, as the spec says). */
function SignInFirst() {
  const { t } = useTranslation('gestion');
  const location = useLocation();
  return (
    <Card withBorder radius="md">
      <EmptyState
        icon={<IconLock size={28} />}
        title={t('gestionHome.signInTitle')}
        description={t('gestionHome.signInText')}
        action={
          <Button component={Link} to={loginPathFor(`${location.pathname}${location.search}`)}>
            {t('gestionHome.signIn')}
          </Button>
        }
      />
    </Card>
  );
}

/** /editions/:id/gestion — the edition's management home. */
export default function EditionGestionPage() {
  const { t } = useTranslation('gestion');
  usePageMeta(t('gestionHome.title'));
  const id = parseId(useParams().id);
  const { user, sessionChecked } = useAuth();
  if (id == null) return <ErrorPage status={404} />;
  return (
    <GestionFrame>
      {sessionChecked && !user ? <SignInFirst /> : <GestionLoader id={id} />}
    </GestionFrame>
  );
}

function GestionLoader({ id }: { id: number }) {
  const edition = useEdition(id);
  const permissions = useEditionPermissions(id);
  return (
    <QueryGate queries={[edition, permissions]}>
      {() => (permissions.data!.team ? <GestionHome edition={edition.data!} permissions={permissions.data!} /> : <ErrorPage status={403} />)}
    </QueryGate>
  );
}
