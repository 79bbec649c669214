import { useState } from 'react';
import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorPage, usePageMeta } from '@festival/ui';
import { Select } from '@festival/ui/later';
import { formatDay } from '@festival/i18n/zoned';
import { parseId } from '../shared/gestionRules';
import { QueryGate } from '../shared/QueryGate';
import { EditionGate } from '../shared/SectionGates';
import { useCanteenMeals } from './canteenApi';
import { CanteenScanner } from './components/CanteenScanner';
import { mealsCanteenEntry } from './entry';

/**
 * The canteen of an edition, for a phone in one hand: a meal picked (the one being served, or the
 * next, by default) and the shared scanner on it. Its own frame, without the way back to "My
 * conventions": a meal-validation volunteer holds this right only.
 */
export default function CanteenPage() {
  const { t } = useTranslation('gestion');
  usePageMeta(t(mealsCanteenEntry.title));
  const id = parseId(useParams().id);
  if (id == null) return <ErrorPage status={404} />;
  return (
    <Container size="sm" py="md" px="sm">
      <EditionGate id={id} entry={mealsCanteenEntry}>
        {(edition) => (
          <Stack gap="sm">
            <Title order={1} size="h3">
              {t('canteen.title', { edition: edition.name })}
            </Title>
            <Canteen editionId={edition.id} />
          </Stack>
        )}
      </EditionGate>
    </Container>
  );
}

function Canteen({ editionId }: { editionId: number }) {
  const { t, i18n } = useTranslation('gestion');
  const meals = useCanteenMeals(editionId);
  const [picked, setPicked] = useState<number | null>(null);
  return (
    <QueryGate queries={[meals]}>
      {() => {
        const { meals: list, currentMealId, timeZone } = meals.data!;
        const mealId = picked ?? currentMealId;
        if (mealId === null) return <Text c="dimmed">{t('canteen.noMeals')}</Text>;
        return (
          <Stack gap="sm">
            <Select
              size="lg"
              label={t('canteen.meal')}
              allowDeselect={false}
              value={String(mealId)}
              onChange={(value) => value && setPicked(Number(value))}
              data={list.map((m) => ({
                value: String(m.id),
                label: [t('canteen.mealOf', { meal: t(`canteen.mealType.${m.mealType}`), day: formatDay(m.date, i18n.language) }), m.enabled ? null : t('canteen.mealOff')].filter(Boolean).join(' · '),
              }))}
            />
            <CanteenScanner key={mealId} editionId={editionId} mealId={mealId} meals={list} timeZone={timeZone} />
          </Stack>
        );
      }}
    </QueryGate>
  );
}
