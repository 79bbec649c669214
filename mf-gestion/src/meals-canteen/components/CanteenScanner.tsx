import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@festival/i18n/zoned';
import { HistoryDrawer } from '../../shared/scanner/HistoryDrawer';
import { FoundPerson, ScannerScreen, type HistoryPerson } from '../../shared/scanner/ScannerScreen';
import { useMealHistory } from '../canteenApi';
import { mealOutcomeColor, type CanteenMeal } from '../canteenRules';
import { useAutoServe, useCanteen } from '../useCanteen';
import { MealResult } from './MealResult';

/** The canteen's scanner on one meal: the shared scanner screen with the canteen's answers (diet, allergies, items to hand over). */
export function CanteenScanner({ editionId, mealId, meals, timeZone }: { editionId: number; mealId: number; meals: CanteenMeal[]; timeZone: string }) {
  const { t, i18n } = useTranslation('gestion');
  const canteen = useCanteen(editionId, mealId);
  const mealName = (id: number) => {
    const meal = meals.find((m) => m.id === id);
    return meal ? t('canteen.mealOf', { meal: t(`canteen.mealType.${meal.mealType}`), day: formatDay(meal.date, i18n.language) }) : '';
  };
  return (
    <ScannerScreen
      ns="canteen"
      checkpoint={canteen}
      timeZone={timeZone}
      auto={useAutoServe()}
      validate={(lookup) => canteen.validate(lookup)}
      renderResult={({ screen, busy, run, onUndo, onHistory, onNext }) => (
        <MealResult screen={screen} timeZone={timeZone} busy={busy} onServe={() => run(() => canteen.validate(screen.lookup))} onUndo={onUndo} onHistory={onHistory} onNext={onNext} />
      )}
      pickOf={(p) => p}
      renderFound={(p) => (
        <FoundPerson name={p.name} line={[t(`gate.kind.${p.kind}`), p.detail].filter(Boolean).join(' · ')} color={mealOutcomeColor(p.outcome)} outcome={t(`canteen.outcome.${p.outcome}`)} />
      )}
      history={(person, onClose) => <MealHistoryDrawer editionId={editionId} timeZone={timeZone} person={person} mealName={mealName} onClose={onClose} />}
    />
  );
}

function MealHistoryDrawer({ editionId, timeZone, person, mealName, onClose }: { editionId: number; timeZone: string; person: HistoryPerson | null; mealName: (id: number) => string; onClose: () => void }) {
  return <HistoryDrawer ns="canteen" timeZone={timeZone} name={person?.name ?? null} history={useMealHistory(editionId, person)} detail={(line) => <Text>{mealName(line.mealId)}</Text>} onClose={onClose} />;
}
