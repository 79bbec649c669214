import { Badge, Group, SimpleGrid, Text } from '@mantine/core';
import { Checkbox, Fieldset } from '@festival/ui/later';
import { useTranslation } from 'react-i18next';
import { grantedRights, RIGHT_KEYS, rightDisabled, type RightKey, type Rights } from '../collaboratorsRules';

/** The 8 right checkboxes; the ones the current user does not hold are disabled (they cannot grant them). */
export function RightsFields({ value, onChange, mine }: { value: Rights; onChange: (next: Rights) => void; mine: Partial<Rights> }) {
  const { t } = useTranslation('gestion');
  const anyDisabled = RIGHT_KEYS.some((k) => rightDisabled(mine, k));
  return (
    <Fieldset legend={t('collaborators.rightsLegend')} variant="unstyled">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing="xs">
        {RIGHT_KEYS.map((key) => (
          <Checkbox
            key={key}
            label={t(`rights.${key}`)}
            checked={value[key]}
            disabled={rightDisabled(mine, key)}
            onChange={(e) => onChange({ ...value, [key]: e.currentTarget.checked })}
          />
        ))}
      </SimpleGrid>
      {anyDisabled && (
        <Text size="xs" c="dimmed" mt="xs">
          {t('collaborators.rightsDisabledHint')}
        </Text>
      )}
    </Fieldset>
  );
}

/** Granted rights as small badges ("No rights" when none). */
export function RightsBadges({ rights, all }: { rights?: Partial<Rights>; all?: boolean }) {
  const { t } = useTranslation('gestion');
  if (all) {
    return (
      <Badge size="sm" variant="light" color="grape">
        {t('collaborators.allRights')}
      </Badge>
    );
  }
  const granted: RightKey[] = rights ? grantedRights(rights) : [];
  if (granted.length === 0) {
    return (
      <Text size="xs" c="dimmed">
        {t('collaborators.noRights')}
      </Text>
    );
  }
  return (
    <Group gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('collaborators.rightsLegend')}>
      {granted.map((key) => (
        <li key={key}>
          <Badge size="sm" variant="light" style={{ textTransform: 'none' }}>
            {t(`rights.${key}`)}
          </Badge>
        </li>
      ))}
    </Group>
  );
}
