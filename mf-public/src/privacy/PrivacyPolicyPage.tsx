import { Anchor, Container, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { appConfig, PageHeader, sectionHref, usePageMeta } from '@festival/ui';
import { privacyEntry } from './entry';

const SECTIONS = ['controller', 'data', 'purposes', 'cookies', 'retention', 'sharing', 'security', 'rights', 'changes'] as const;
/** Sections whose text is a list of items in the translation file. */
const LIST_SECTIONS: Partial<Record<(typeof SECTIONS)[number], string[]>> = {
  data: ['account', 'profile', 'feedback', 'session', 'technical'],
  cookies: ['session', 'language', 'local'],
  retention: ['account', 'feedback', 'session', 'unverified'],
  rights: ['access', 'rectification', 'erasure', 'portability', 'objection', 'complaint'],
};

/** The avatar service's host, when this instance asks one for the pictures of users without their own. */
function avatarServiceHost(): string | null {
  const template = appConfig().avatarServiceUrl;
  if (!template) return null;
  try {
    return new URL(template.replaceAll('{hash}', 'h').replaceAll('{size}', '1')).hostname;
  } catch {
    return null;
  }
}

export default function PrivacyPolicyPage() {
  const { t } = useTranslation('public');
  const avatarService = avatarServiceHost();
  usePageMeta(t(privacyEntry.title), t('privacy.description'));
  const profile = sectionHref('shell/profile');
  return (
    <Container size="md" py="xl" px="md">
      <Stack gap="lg">
        <PageHeader
          title={t('privacy.title')}
          below={
            <>
              <Text c="dimmed">{t('privacy.description')}</Text>
              <Text size="sm" c="dimmed" mt={4}>
                {t('privacy.updated')}
              </Text>
            </>
          }
        />
        <Text>{t('privacy.intro')}</Text>
        {SECTIONS.map((section) => (
          <Stack key={section} gap="xs" component="section">
            <Title order={2} size="h3">
              {t(`privacy.sections.${section}.title`)}
            </Title>
            <Text>{t(`privacy.sections.${section}.text`)}</Text>
            {section === 'sharing' && avatarService && <Text>{t('privacy.sections.sharing.avatarService', { service: avatarService })}</Text>}
            {LIST_SECTIONS[section] && (
              <List spacing="xs">
                {LIST_SECTIONS[section]!.map((item) => (
                  <List.Item key={item}>{t(`privacy.sections.${section}.items.${item}`)}</List.Item>
                ))}
              </List>
            )}
          </Stack>
        ))}
        <Text>
          {t('privacy.contact')}{' '}
          {profile && (
            <Anchor component={Link} to={profile}>
              {t('privacy.profileLink')}
            </Anchor>
          )}
        </Text>
      </Stack>
    </Container>
  );
}
