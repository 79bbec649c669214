import { Suspense } from 'react';
import { Anchor, Badge, Button, Container, Grid, Group, Image, Stack, Text, Title } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconCalendarEvent,
  IconCar,
  IconChalkboard,
  IconExternalLink,
  IconHeartHandshake,
  IconLifebuoy,
  IconMapPin,
  IconMasksTheater,
  IconMessages,
  IconPencil,
  IconSettings,
  IconTicket,
  IconWorldWww,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { loadGroups } from '@festival/i18n';
import { dayOf } from '@festival/i18n/zoned';
import { ErrorPage, ErrorState, errorStatus, hrefOf, lazyComponent, LoadingState, useAuth, usePageMeta, type PageVisit } from '@festival/ui';
import { artistSpaceEntry } from '../artist-space/entry';
import { carpoolEntry } from '../carpool/entry';
import { lostFoundEntry } from '../lost-found/entry';
import { myTicketsEntry } from '../my-tickets/entry';
import { useHoldsTicketOf } from '../my-tickets/myTicketsApi';
import { postsEntry } from '../posts/entry';
import { useProgramme } from '../programme/programmeApi';
import { FavoriteButton } from '../shared/FavoriteButton';
import { volunteersEntry } from '../volunteers/entry';
import { workshopsEntry } from '../workshops/entry';
import { AMENITY_FLAGS, countryName, formatDayRange, PAYMENT_FLAGS } from '../shared/publicRules';
import { ClaimConventionEntry } from './components/ClaimConvention';
import { EditionSection } from './components/EditionSection';
import { FlagChecklist } from './components/FlagChecklist';
import { isPosition, PositionMap } from './components/PositionMap';
import { prepareEdition, useEdition, useEditionPermissions, useFavorites, type Edition } from './editionApi';
import { communityPages, editionSubPages, parseEditionId, safeExternalUrl, type CommunityPage } from './editionRules';

/** The show programme: its own chunk, loaded only when the edition has shows (this page is on the first-visit budget). */
const ProgrammeSection = lazyComponent(() => import('../programme/components/ProgrammeSection'));

const COMMUNITY_PAGES = {
  workshops: { entry: workshopsEntry, icon: IconChalkboard },
  carpool: { entry: carpoolEntry, icon: IconCar },
  posts: { entry: postsEntry, icon: IconMessages },
  lostFound: { entry: lostFoundEntry, icon: IconLifebuoy },
} as const satisfies Record<CommunityPage, unknown>;

const SUB_PAGES = {
  gestion: { icon: IconSettings, label: 'editions.detail.manage' },
  edit: { icon: IconPencil, label: 'editions.detail.edit' },
} as const;

function EditionDetails({ edition }: { edition: Edition }) {
  const { t, i18n } = useTranslation('public');
  const { user } = useAuth();
  const favorites = useFavorites(Boolean(user));
  const permissions = useEditionPermissions(edition.id);
  const hasShows = (useProgramme(edition.id).data?.items.length ?? 0) > 0;
  const holdsTicket = useHoldsTicketOf(edition.id, Boolean(user));
  usePageMeta(edition.name, edition.description?.slice(0, 160) || undefined);
  const isFavorite = favorites.data?.items.some((e) => e.id === edition.id) ?? false;
  const subPages = editionSubPages(edition.id, user ? permissions.data : undefined);
  const community = communityPages(edition, dayOf(new Date(), edition.timeZone), Boolean(user && permissions.data?.team));
  const links = [
    { key: 'website', url: safeExternalUrl(edition.officialWebsiteUrl), icon: IconWorldWww },
    { key: 'ticketing', url: safeExternalUrl(edition.ticketingUrl), icon: IconTicket },
    { key: 'facebook', url: safeExternalUrl(edition.facebookUrl), icon: IconBrandFacebook },
    { key: 'instagram', url: safeExternalUrl(edition.instagramUrl), icon: IconBrandInstagram },
  ].filter((l): l is typeof l & { url: string } => Boolean(l.url));
  const addressLines = [
    edition.addressLine1,
    edition.addressLine2,
    [edition.postalCode, edition.city].filter(Boolean).join(' '),
    edition.region,
    edition.country && countryName(edition.country, i18n.language),
  ].filter((line): line is string => Boolean(line && line.trim()));

  return (
    <Container size="lg" py="xl" px="md">
      <Stack gap="lg">
        {edition.imageUrl && <Image src={edition.imageUrl} alt={t('editions.detail.imageAlt', { name: edition.name })} radius="md" mah={360} fit="cover" />}
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={1} style={{ overflowWrap: 'anywhere' }}>
              {edition.name}
            </Title>
            <Text c="dimmed" size="lg">
              {edition.conventionName}
            </Text>
            <Group gap="xs" mt={4}>
              <Badge variant="light" size="lg" leftSection={<IconCalendarEvent size={14} aria-hidden />}>
                {formatDayRange(edition.startDate, edition.endDate, i18n.language)}
              </Badge>
              {!edition.isOnline && (
                <Badge variant="light" color="gray" size="lg">
                  {t('editions.detail.offline')}
                </Badge>
              )}
            </Group>
          </Stack>
          <FavoriteButton editionId={edition.id} isFavorite={isFavorite} size="xl" />
        </Group>

        <Group component="nav" aria-label={t('editions.detail.pagesLabel')} gap="xs">
          <Button component={Link} to={hrefOf(volunteersEntry, { id: edition.id })} variant="light" size="sm" leftSection={<IconHeartHandshake size={16} />}>
            {t('editions.detail.volunteers')}
          </Button>
          {user && holdsTicket && (
            <Button component={Link} to={hrefOf(myTicketsEntry)} variant="light" color="blue" size="sm" leftSection={<IconTicket size={16} />}>
              {t('myTickets.title')}
            </Button>
          )}
          {user && permissions.data?.artistSpace && (
            <Button component={Link} to={hrefOf(artistSpaceEntry, { id: edition.id })} variant="light" color="grape" size="sm" leftSection={<IconMasksTheater size={16} />}>
              {t('artistSections.space.button')}
            </Button>
          )}
          {community.map((key) => {
            const { entry, icon: Icon } = COMMUNITY_PAGES[key];
            return (
              <Button key={key} component={Link} to={hrefOf(entry, { id: edition.id })} variant="light" color="teal" size="sm" leftSection={<Icon size={16} />}>
                {t(`communitySections.${key}.title`)}
              </Button>
            );
          })}
          {subPages.map(({ key, to }) => {
            const { icon: Icon, label } = SUB_PAGES[key];
            return (
              <Button key={key} component={Link} to={to} variant="default" size="sm" leftSection={<Icon size={16} />}>
                {t(label)}
              </Button>
            );
          })}
        </Group>

        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              <EditionSection id="edition-description" title={t('editions.detail.description')}>
                {edition.description ? (
                  <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{edition.description}</Text>
                ) : (
                  <Text c="dimmed">{t('editions.detail.noDescription')}</Text>
                )}
              </EditionSection>
              {hasShows && (
                <Suspense fallback={null}>
                  <ProgrammeSection editionId={edition.id} />
                </Suspense>
              )}
              {edition.program && (
                <EditionSection id="edition-program" title={t('editions.detail.program')}>
                  <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{edition.program}</Text>
                </EditionSection>
              )}
              <EditionSection id="edition-amenities" title={t('editions.amenitiesTitle')}>
                <FlagChecklist edition={edition} flags={AMENITY_FLAGS} group="amenities" />
              </EditionSection>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg">
              <EditionSection id="edition-address" title={t('editions.detail.address')}>
                {addressLines.length ? (
                  <Group gap="xs" align="flex-start" wrap="nowrap">
                    <IconMapPin size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
                    <Text component="address" style={{ fontStyle: 'normal' }}>
                      {addressLines.map((line, i) => (
                        <span key={i}>
                          {line}
                          <br />
                        </span>
                      ))}
                    </Text>
                  </Group>
                ) : (
                  <Text c="dimmed">{t('editions.detail.noAddress')}</Text>
                )}
                {isPosition(edition) && (
                  <div style={{ marginTop: 'var(--mantine-spacing-sm)' }}>
                    <PositionMap edition={edition} />
                  </div>
                )}
              </EditionSection>
              {links.length > 0 && (
                <EditionSection id="edition-links" title={t('editions.detail.links')}>
                  <Stack gap="xs">
                    {links.map(({ key, url, icon: Icon }) => (
                      <Anchor key={key} href={url} target="_blank" rel="noopener noreferrer">
                        <Group gap={6} wrap="nowrap">
                          <Icon size={18} aria-hidden />
                          <span>{t(`editions.detail.link.${key}`)}</span>
                          <IconExternalLink size={14} aria-label={t('editions.detail.newTab')} />
                        </Group>
                      </Anchor>
                    ))}
                  </Stack>
                </EditionSection>
              )}
              <EditionSection id="edition-payments" title={t('editions.detail.paymentsTitle')}>
                <FlagChecklist edition={edition} flags={PAYMENT_FLAGS} group="payments" />
              </EditionSection>
            </Stack>
          </Grid.Col>
        </Grid>
        <ClaimConventionEntry conventionId={edition.conventionId} conventionName={edition.conventionName} />
      </Stack>
    </Container>
  );
}

function EditionLoader({ id }: { id: number }) {
  const query = useEdition(id);
  if (query.isPending) return <LoadingState />;
  if (query.isError) {
    const status = errorStatus(query.error);
    if (status === 404 || status === 403) return <ErrorPage status={status} />;
    return (
      <Container size="lg" py="xl" px="md">
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      </Container>
    );
  }
  return <EditionDetails edition={query.data} />;
}

/** Fetched before the first draw when the visit starts here (with the programme's code and texts when it has shows). */
export async function prepare(visit: PageVisit): Promise<void> {
  if (await prepareEdition(visit)) await Promise.all([ProgrammeSection.preload(), loadGroups(['artists'])]);
}

/** /editions/:id — everything about one edition. */
export default function EditionPage() {
  const { id } = useParams();
  const editionId = parseEditionId(id);
  if (editionId === null) return <ErrorPage status={404} />;
  return <EditionLoader key={editionId} id={editionId} />;
}
