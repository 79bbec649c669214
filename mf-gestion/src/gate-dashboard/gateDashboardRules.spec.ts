import { barPercent, presencePercent, spansDays, throttled } from './gateDashboardRules';

describe('the gate dashboard rules', () => {
  it('gives each hour its share of the busiest, a sliver for a small count, nothing for none', () => {
    expect(barPercent(10, 10)).toBe(100);
    expect(barPercent(5, 10)).toBe(50);
    expect(barPercent(1, 1000)).toBe(2);
    expect(barPercent(0, 10)).toBe(0);
    expect(barPercent(3, 0)).toBe(0);
  });

  it('counts present against expected, capped at 100, 0 when none is expected', () => {
    expect(presencePercent(1, 4)).toBe(25);
    expect(presencePercent(2, 3)).toBe(67);
    expect(presencePercent(5, 4)).toBe(100);
    expect(presencePercent(0, 0)).toBe(0);
  });

  it("names the day when the hours cross midnight on the edition's clocks, not the browser's", () => {
    const late = { hour: '2026-07-10T21:00:00.000Z', count: 1 };
    const later = { hour: '2026-07-10T22:00:00.000Z', count: 1 };
    // 23:00 and midnight in Paris: two days there, one in UTC.
    expect(spansDays([late, later], 'Europe/Paris')).toBe(true);
    expect(spansDays([late, later], 'UTC')).toBe(false);
    expect(spansDays([], 'UTC')).toBe(false);
  });
});

describe('throttled', () => {
  beforeEach(() => jest.useFakeTimers({ now: 0 }));
  afterEach(() => jest.useRealTimers());

  it('runs the first ask at once and a burst within the second once more, at its end', () => {
    const run = jest.fn();
    const live = throttled(run, 1000);
    live.ask();
    expect(run).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(100);
    live.ask();
    live.ask();
    live.ask();
    expect(run).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(899);
    expect(run).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(5000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('runs at once again when the last run is more than the interval ago', () => {
    const run = jest.fn();
    const live = throttled(run, 1000);
    live.ask();
    jest.advanceTimersByTime(1500);
    live.ask();
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('runs nothing more once cancelled (the dashboard closed)', () => {
    const run = jest.fn();
    const live = throttled(run, 1000);
    live.ask();
    live.ask();
    live.cancel();
    jest.advanceTimersByTime(5000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
