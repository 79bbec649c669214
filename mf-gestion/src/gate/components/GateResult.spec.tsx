/** @dom */
import { draw, screen } from '@festival/ui/testing';
import { answer, person } from '../testing/gateFixtures';
import type { GateAnswer } from '../gateRules';
import type { GateScreen } from '../useGate';
import { GateResult } from './GateResult';

const drawResult = (a: GateAnswer, over: Partial<GateScreen> = {}) => {
  const calls: string[] = [];
  const screenOf: GateScreen = { answer: a, lookup: { code: 'X' }, entered: null, fromCopy: false, ...over };
  const drawn = draw(
    <GateResult
      screen={screenOf}
      timeZone="Europe/Paris"
      busy={false}
      onLetIn={(method) => calls.push(`in:${method ?? ''}`)}
      onUndo={() => calls.push('undo')}
      onHistory={() => calls.push('history')}
      onNext={() => calls.push('next')}
    />,
  );
  return { ...drawn, calls };
};

describe('GateResult: one answer per outcome, the screen in its colour', () => {
  it('VALID: name, kind, tier, options, answers and what to hand over, then "Let in"', async () => {
    const { user, calls } = drawResult(answer());
    const result = screen.getByTestId('gate-result');
    expect(result).toHaveAttribute('data-outcome', 'VALID');
    expect(result.style.background).toBe('var(--mantine-color-green-filled)');
    expect(screen.getByRole('heading', { name: 'Valid' })).toBeInTheDocument();
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('Ticket · Weekend · HA-1001')).toBeInTheDocument();
    expect(screen.getByText('Options: Camping')).toBeInTheDocument();
    expect(screen.getByTestId('gate-hand-over')).toHaveTextContent('Hand over: cup, wristband');
    expect(screen.getByText('T-shirt')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Let in' }));
    expect(calls).toEqual(['in:']);
  });

  it('VALID: the meals included, by day and meal in the reader’s language; no line without meals', () => {
    const { unmount } = drawResult(answer({ person: person({ meals: [{ date: '2027-07-10', mealType: 'BREAKFAST' }, { date: '2027-07-11', mealType: 'DINNER' }] }) }));
    expect(screen.getByTestId('gate-meals')).toHaveTextContent('Meals: Sat, Jul 10 Breakfast · Sun, Jul 11 Dinner');
    unmount();
    drawResult(answer());
    expect(screen.queryByTestId('gate-meals')).not.toBeInTheDocument();
  });

  it('ALREADY_IN: when (on the edition’s clocks), by whom, on which device, in orange, with undo and no "Let in"', async () => {
    const previous = { entryId: 77, at: '2027-05-14T08:05:00.000Z', by: 'gatekeeper', deviceId: 'abcdef123456', offline: false };
    const { user, calls } = drawResult(answer({ outcome: 'ALREADY_IN', previous, person: person({ entry: previous }) }));
    expect(screen.getByTestId('gate-result').style.background).toBe('var(--mantine-color-orange-filled)');
    expect(screen.getByRole('heading', { name: 'Already in' })).toBeInTheDocument();
    // 08:05 UTC is 10:05 in Paris in May.
    expect(screen.getByTestId('gate-previous')).toHaveTextContent('In since Fri 10:05 AM · by gatekeeper · device abcdef12');
    expect(screen.queryByRole('button', { name: 'Let in' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo the entry' }));
    expect(calls).toEqual(['undo']);
  });

  it.each([
    ['REFUNDED', 'Refunded', 'red'],
    ['CANCELLED', 'Cancelled', 'red'],
    ['NOT_ACCEPTED', 'Not accepted', 'red'],
  ] as const)('%s: a refusal in red, nobody let in', (outcome, title, color) => {
    drawResult(answer({ outcome }));
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByTestId('gate-result').style.background).toBe(`var(--mantine-color-${color}-filled)`);
    expect(screen.queryByRole('button', { name: 'Let in' })).not.toBeInTheDocument();
  });

  it("WRONG_EDITION: the other edition's name, nothing of the person", () => {
    drawResult(answer({ outcome: 'WRONG_EDITION', person: null, otherEdition: 'Jonglissimo 2026' }));
    expect(screen.getByRole('heading', { name: 'Wrong edition' })).toBeInTheDocument();
    expect(screen.getByText('A code of Jonglissimo 2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'History' })).not.toBeInTheDocument();
  });

  it.each([
    ['NOT_YET_VALID', 'Not yet valid'],
    ['EXPIRED', 'Expired'],
  ] as const)("%s: the tier's window on the edition's clocks", (outcome, title) => {
    drawResult(answer({ outcome, person: person({ tier: { id: 3, name: 'Saturday', validFrom: '2027-05-15T06:00:00.000Z', validUntil: '2027-05-15T22:00:00.000Z' } }) }));
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByTestId('gate-window')).toHaveTextContent('Valid from Sat 8:00 AM · Valid until Sun 12:00 AM');
  });

  it('UNKNOWN: "not recognised" in grey, revealing nothing', () => {
    drawResult(answer({ outcome: 'UNKNOWN', person: null }));
    expect(screen.getByRole('heading', { name: 'Not recognised' })).toBeInTheDocument();
    expect(screen.getByTestId('gate-result').style.background).toBe('var(--mantine-color-gray-filled)');
    expect(screen.queryByText('Ada Lovelace')).not.toBeInTheDocument();
  });

  it('pay at the gate: the amount, and one button per payment method that lets in with it', async () => {
    const { user, calls } = drawResult(answer({ toPay: 1500 }));
    expect(screen.getByText('To pay: €15.00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Let in' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Paid by card — let in' }));
    await user.click(screen.getByRole('button', { name: 'Paid in cash — let in' }));
    expect(calls).toEqual(['in:CARD', 'in:CASH']);
  });

  it('after a let-in: "In", undo and history, no second "Let in"', () => {
    drawResult(answer({ entryId: 12 }), { entered: { entryId: 12, clientId: 'x' } });
    expect(screen.getByRole('heading', { name: 'In — welcome' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo the entry' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'History' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Let in' })).not.toBeInTheDocument();
  });
});
