/** @dom */
import { draw, screen } from '@festival/ui/testing';
import { eater, mealAnswer } from '../testing/canteenFixtures';
import type { MealAnswer } from '../canteenRules';
import type { MealScreen } from '../useCanteen';
import { MealResult } from './MealResult';

const drawResult = (a: MealAnswer, over: Partial<MealScreen> = {}) => {
  const calls: string[] = [];
  const screenOf: MealScreen = { answer: a, lookup: { code: 'X' }, entered: null, fromCopy: false, ...over };
  const drawn = draw(
    <MealResult
      screen={screenOf}
      timeZone="Europe/Paris"
      busy={false}
      onServe={() => calls.push('serve')}
      onUndo={() => calls.push('undo')}
      onHistory={() => calls.push('history')}
      onNext={() => calls.push('next')}
    />,
  );
  return { ...drawn, calls };
};

describe('MealResult: one answer per outcome, the screen in its colour', () => {
  it('ELIGIBLE: name, kind and diet, the SEVERE allergy loud (icon, red, words), what to hand over, then "Serve the meal"', async () => {
    const { user, calls } = drawResult(mealAnswer());
    const result = screen.getByTestId('canteen-result');
    expect(result).toHaveAttribute('data-outcome', 'ELIGIBLE');
    expect(result.style.background).toBe('var(--mantine-color-green-filled)');
    expect(screen.getByRole('heading', { name: 'May eat' })).toBeInTheDocument();
    expect(screen.getByText('Volunteer · Vegan')).toBeInTheDocument();
    const allergy = screen.getByTestId('canteen-allergy');
    expect(allergy).toHaveAttribute('data-loud', 'true');
    expect(allergy).toHaveTextContent('SEVERE ALLERGY');
    expect(allergy).toHaveTextContent('Allergies: Peanuts');
    expect(allergy.querySelector('svg')).not.toBeNull();
    expect(screen.getByTestId('canteen-hand-over')).toHaveTextContent('Hand over: Cup');
    await user.click(screen.getByRole('button', { name: 'Serve the meal' }));
    expect(calls).toEqual(['serve']);
  });

  it('shows a CRITICAL allergy loudly whatever the outcome, and a light one quietly', () => {
    const { unmount } = drawResult(mealAnswer({ outcome: 'NOT_ELIGIBLE', refusal: 'NO_MEAL', person: eater({ kind: 'ARTIST', allergySeverity: 'CRITICAL', allergies: 'Shellfish', afterShow: true }) }));
    expect(screen.getByTestId('canteen-allergy')).toHaveAttribute('data-loud', 'true');
    expect(screen.getByTestId('canteen-allergy')).toHaveTextContent('CRITICAL ALLERGY');
    expect(screen.getByText('After the show: keep a plate aside')).toBeInTheDocument();
    expect(screen.getByText('No such meal for them')).toBeInTheDocument();
    unmount();
    drawResult(mealAnswer({ person: eater({ allergySeverity: 'LIGHT', allergies: 'Kiwi', diet: 'NONE' }) }));
    expect(screen.getByTestId('canteen-allergy')).toHaveAttribute('data-loud', 'false');
    expect(screen.getByTestId('canteen-allergy')).toHaveTextContent('Allergies: Kiwi (Light allergy)');
    expect(screen.getByText('Volunteer')).toBeInTheDocument();
  });

  it('ALREADY_EATEN: when (on the edition’s clocks), by whom, on which device, in orange, with undo and no "Serve"', async () => {
    const previous = { entryId: 77, at: '2027-05-14T10:35:00.000Z', by: 'cook', deviceId: 'abcdef123456', offline: false };
    const { user, calls } = drawResult(mealAnswer({ outcome: 'ALREADY_EATEN', previous, person: eater({ entry: previous }) }));
    expect(screen.getByTestId('canteen-result').style.background).toBe('var(--mantine-color-orange-filled)');
    expect(screen.getByRole('heading', { name: 'Already eaten' })).toBeInTheDocument();
    expect(screen.getByTestId('canteen-previous')).toHaveTextContent('Eaten at Fri 12:35 PM · by cook · device abcdef12');
    expect(screen.queryByRole('button', { name: 'Serve the meal' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo the meal' }));
    expect(calls).toEqual(['undo']);
  });

  it.each([
    ['TICKET_REFUNDED', 'Ticket refunded', 'red'],
    ['CANCELLED', 'Ticket cancelled', 'red'],
    ['NOT_ELIGIBLE', 'Not eligible', 'red'],
    ['UNKNOWN', 'Not recognised', 'gray'],
  ] as const)('%s: "%s" in %s, nothing to serve', (outcome, title, color) => {
    drawResult(mealAnswer({ outcome, person: outcome === 'UNKNOWN' ? null : eater() }));
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByTestId('canteen-result').style.background).toBe(`var(--mantine-color-${color}-filled)`);
    expect(screen.queryByRole('button', { name: 'Serve the meal' })).not.toBeInTheDocument();
  });

  it('served by this device: says so, and offers the undo', () => {
    drawResult(mealAnswer({ entryId: 5 }), { entered: { entryId: 5, clientId: 'c' } });
    expect(screen.getByRole('heading', { name: 'Served — enjoy your meal' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo the meal' })).toBeInTheDocument();
  });
});
