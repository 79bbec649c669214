import { compareTrips, groupByDay, type DatedTrip, type TripKind } from './pickups-rules';

const trip = (artistId: number, artistName: string, kind: TripKind, at: string | null): DatedTrip => ({ artistId, artistName, kind, at });
const PARIS = 'Europe/Paris';

describe('pickups rules: order', () => {
  it('puts trips in time order, pickups before drop-offs at the same time, then by name, undated last', () => {
    const list = [
      trip(1, 'Zoé', 'DROPOFF', '2027-07-02T10:00:00.000Z'),
      trip(2, 'Anna', 'DROPOFF', '2027-07-02T10:00:00.000Z'),
      trip(3, 'Yves', 'PICKUP', '2027-07-02T10:00:00.000Z'),
      trip(4, 'Bob', 'PICKUP', null),
      trip(5, 'Carl', 'PICKUP', '2027-07-01T08:00:00.000Z'),
    ];
    expect([...list].sort(compareTrips).map((t) => t.artistId)).toEqual([5, 3, 2, 1, 4]);
  });

  it('orders two artists of the same name by record', () => {
    expect([trip(9, 'Duo', 'PICKUP', null), trip(3, 'Duo', 'PICKUP', null)].sort(compareTrips).map((t) => t.artistId)).toEqual([3, 9]);
  });
});

describe('pickups rules: grouping by day', () => {
  it('groups the trips by local day, days in order, each in time order; undated ones apart, by name', () => {
    const grouped = groupByDay(
      [
        trip(1, 'Flo', 'DROPOFF', '2027-07-04T15:00:00.000Z'),
        trip(2, 'Mia', 'PICKUP', '2027-07-01T16:45:00.000Z'),
        trip(3, 'Kai', 'PICKUP', null),
        trip(4, 'Ada', 'PICKUP', '2027-07-01T09:10:00.000Z'),
        trip(2, 'Mia', 'DROPOFF', null),
        trip(5, 'Ben', 'PICKUP', '2027-07-04T08:00:00.000Z'),
      ],
      'UTC',
    );
    expect(grouped.days.map((d) => [d.day, d.trips.map((t) => `${t.artistName} ${t.kind}`)])).toEqual([
      ['2027-07-01', ['Ada PICKUP', 'Mia PICKUP']],
      ['2027-07-04', ['Ben PICKUP', 'Flo DROPOFF']],
    ]);
    expect(grouped.undated.map((t) => `${t.artistName} ${t.kind}`)).toEqual(['Kai PICKUP', 'Mia DROPOFF']);
  });

  it('puts a late train on the local day it arrives, not the UTC one', () => {
    const grouped = groupByDay([trip(1, 'Night owl', 'PICKUP', '2027-07-01T22:30:00.000Z'), trip(2, 'Early bird', 'PICKUP', '2027-07-02T06:00:00.000Z')], PARIS);
    expect(grouped.days).toEqual([{ day: '2027-07-02', trips: [expect.objectContaining({ artistId: 1 }), expect.objectContaining({ artistId: 2 })] }]);
    expect(groupByDay(grouped.days[0]!.trips, 'UTC').days.map((d) => d.day)).toEqual(['2027-07-01', '2027-07-02']);
  });

  it('answers no day and nothing undated for no trip, and keeps the rows it was given (their other fields too)', () => {
    expect(groupByDay([], PARIS)).toEqual({ days: [], undated: [] });
    const row = { ...trip(1, 'Ada', 'PICKUP', '2027-07-01T09:00:00.000Z'), location: 'Lyon Part-Dieu' };
    expect(groupByDay([row], 'UTC').days[0]!.trips[0]).toBe(row);
  });
});
