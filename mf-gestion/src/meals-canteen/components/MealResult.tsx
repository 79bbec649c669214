import { Alert, Button, Text } from '@mantine/core';
import { IconAlertOctagon, IconToolsKitchen2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatInZone } from '@festival/i18n/zoned';
import { PreviousEntry, ResultFrame } from '../../shared/scanner/ResultFrame';
import { loudAllergy, mealOutcomeColor, serves } from '../canteenRules';
import type { MealScreen } from '../useCanteen';

/**
 * The canteen's answer, filling the screen in its outcome's colour: who, their diet, their allergy
 * (SEVERE or CRITICAL: an icon, red, big letters, whatever the outcome), a late plate, what to hand
 * over, when they ate; then serving, or the next person.
 */
export function MealResult({
  screen,
  timeZone,
  busy,
  onServe,
  onUndo,
  onHistory,
  onNext,
}: {
  screen: MealScreen;
  timeZone: string;
  busy: boolean;
  onServe: () => void;
  onUndo: () => void;
  onHistory: () => void;
  onNext: () => void;
}) {
  const { t, i18n } = useTranslation('gestion');
  const { answer, entered } = screen;
  const { outcome, person } = answer;
  const at = (moment: string) => formatInZone(moment, i18n.language, timeZone, { weekday: 'short', hour: '2-digit', minute: '2-digit' });
  const previous = answer.previous ?? (outcome === 'ALREADY_EATEN' ? person?.entry : null);
  const inForce = entered ?? (previous && previous.entryId > 0 ? { entryId: previous.entryId } : null);
  const mayServe = serves(outcome) && !entered;
  return (
    <ResultFrame
      ns="canteen"
      outcome={outcome}
      color={mealOutcomeColor(outcome)}
      title={entered ? t('canteen.served') : t(`canteen.outcome.${outcome}`)}
      person={person ? { name: person.name, line: [t(`gate.kind.${person.kind}`), person.diet && person.diet !== 'NONE' ? t(`canteen.diet.${person.diet}`) : null].filter(Boolean).join(' · ') } : null}
      canUndo={!!inForce}
      onNext={onNext}
      onHistory={onHistory}
      onUndo={onUndo}
      action={
        mayServe ? (
          <Button size="xl" h={64} variant="white" color="dark" leftSection={<IconToolsKitchen2 size={28} />} loading={busy} onClick={onServe}>
            {t('canteen.serve')}
          </Button>
        ) : null
      }
    >
      {person && (
        <>
          {person.allergies &&
            (loudAllergy(person.allergySeverity) ? (
              <Alert
                variant="white"
                color="red"
                icon={<IconAlertOctagon size={32} />}
                data-testid="canteen-allergy"
                data-loud="true"
                title={<Text fz={24} fw={800}>{t(`canteen.severity.${person.allergySeverity!}`)}</Text>}
                styles={{ root: { border: '3px solid currentColor' } }}
              >
                <Text fz={24} fw={700}>
                  {t('canteen.allergy', { allergies: person.allergies })}
                </Text>
              </Alert>
            ) : (
              <Text fz="lg" data-testid="canteen-allergy" data-loud="false">
                {t('canteen.allergy', { allergies: person.allergies })}
                {person.allergySeverity ? ` (${t(`canteen.severity.${person.allergySeverity}`)})` : ''}
              </Text>
            ))}
          {person.afterShow && (
            <Text fz={24} fw={700}>
              {t('canteen.afterShow')}
            </Text>
          )}
          {person.returnables.length > 0 && (
            <Text fz={24} fw={700} data-testid="canteen-hand-over">
              {t('canteen.handOver', { items: person.returnables.join(', ') })}
            </Text>
          )}
        </>
      )}
      {outcome === 'ALREADY_EATEN' && previous && <PreviousEntry testId="canteen-previous" since={t('canteen.eatenAt', { time: at(previous.at) })} entry={previous} />}
      {outcome === 'NOT_ELIGIBLE' && answer.refusal && <Text fz="xl">{t(`canteen.refusal.${answer.refusal}`)}</Text>}
      {outcome === 'WRONG_EDITION' && answer.otherEdition && <Text fz="xl">{t('gate.otherEdition', { edition: answer.otherEdition })}</Text>}
      {screen.fromCopy && <Text fz="md">{t('gate.fromCopy')}</Text>}
    </ResultFrame>
  );
}
