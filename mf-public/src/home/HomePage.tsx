import { Badge, Box, Button, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconCalendarEvent,
  IconCar,
  IconHandStop,
  IconMicrophone2,
  IconSchool,
  IconTicket,
  IconToolsKitchen2,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { sectionHref, useAuth, usePageMeta } from '@festival/ui';
import { EditionBrowser } from './components/EditionBrowser';
import { prepareHome } from './homeApi';
import { homeEntry } from './entry';

const FEATURES = [
  { key: 'editions', icon: IconCalendarEvent, color: 'violet' },
  { key: 'volunteers', icon: IconHandStop, color: 'teal' },
  { key: 'ticketing', icon: IconTicket, color: 'blue' },
  { key: 'meals', icon: IconToolsKitchen2, color: 'orange' },
  { key: 'artists', icon: IconMicrophone2, color: 'pink' },
  { key: 'workshops', icon: IconSchool, color: 'grape' },
  { key: 'carpool', icon: IconCar, color: 'cyan' },
  { key: 'community', icon: IconUsersGroup, color: 'green' },
] as const;

/** Fetched before the first draw when the visit starts here. */
export const prepare = prepareHome;

export default function HomePage() {
  const { t } = useTranslation('public');
  const { user } = useAuth();
  usePageMeta(t(homeEntry.title), t('home.metaDescription'));
  // Pages of the shell and of mf-gestion: their paths come from the table of sections the shell registers.
  const calls = user
    ? [{ to: sectionHref('gestion/my-conventions'), label: t('home.ctaMyConventions'), variant: 'filled' }]
    : [
        { to: sectionHref('shell/register'), label: t('home.ctaRegister'), variant: 'filled' },
        { to: sectionHref('shell/login'), label: t('home.ctaLogin'), variant: 'default' },
      ];
  return (
    <>
      <Box
        py={{ base: 48, sm: 80 }}
        style={{ background: 'linear-gradient(135deg, var(--mantine-color-violet-light) 0%, var(--mantine-color-pink-light) 100%)' }}
      >
        <Container size="lg">
          <Stack gap="lg" maw={720}>
            <Badge variant="light" size="lg" w="fit-content">
              {t('home.badge')}
            </Badge>
            <Title order={1} fz={{ base: 32, sm: 48 }} lh={1.15}>
              {t('home.heroTitle')}
            </Title>
            <Text size="lg" c="dimmed">
              {t('home.heroText')}
            </Text>
            <Group>
              {calls.map(({ to, label, variant }) =>
                to ? (
                  <Button key={to} component={Link} to={to} size="md" variant={variant}>
                    {label}
                  </Button>
                ) : null,
              )}
            </Group>
          </Stack>
        </Container>
      </Box>

      <Container size="lg" py="xl">
        <Title order={2} mb="xs">
          {t('home.featuresTitle')}
        </Title>
        <Text c="dimmed" mb="lg">
          {t('home.featuresText')}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
          {FEATURES.map(({ key, icon: Icon, color }) => (
            <Card key={key} withBorder padding="lg" radius="md">
              <ThemeIcon size={44} radius="md" variant="light" color={color} mb="sm">
                <Icon size={24} />
              </ThemeIcon>
              <Text fw={600}>{t(`home.features.${key}.title`)}</Text>
              <Text size="sm" c="dimmed" mt={4}>
                {t(`home.features.${key}.text`)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Container>

      <Container size="lg" py="xl" component="section" aria-labelledby="find-editions">
        <Title order={2} id="find-editions" mb="md">
          {t('home.editionsTitle')}
        </Title>
        <EditionBrowser />
      </Container>
    </>
  );
}
