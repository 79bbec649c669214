import {
  clusterByGrid,
  clusterLabel,
  clusterSize,
  inView,
  internalPath,
  isNudgeKey,
  isPosition,
  isSingleSpot,
  normalizePosition,
  nudgeOffset,
  roundCoordinate,
  type ProjectedPoint,
} from './mapRules';

const point = (id: number, x: number, y: number, latitude = y / 10, longitude = x / 10): ProjectedPoint<{ id: number }> => ({ x, y, latitude, longitude, item: { id } });

describe('positions', () => {
  it('accepts only finite coordinates in range, both present', () => {
    expect(isPosition(45.76, 4.83)).toBe(true);
    expect(isPosition(-90, 180)).toBe(true);
    expect(isPosition(0, 0)).toBe(true);
    expect(isPosition(null, 4)).toBe(false);
    expect(isPosition(45, undefined)).toBe(false);
    expect(isPosition(91, 0)).toBe(false);
    expect(isPosition(0, -180.5)).toBe(false);
    expect(isPosition(Number.NaN, 0)).toBe(false);
    expect(isPosition(Infinity, 0)).toBe(false);
  });

  it('rounds to 6 decimals', () => {
    expect(roundCoordinate(45.123456789)).toBe(45.123457);
    expect(roundCoordinate(-4.0000004)).toBe(-4);
  });

  it('wraps longitudes picked on a repeated world and clamps latitudes', () => {
    expect(normalizePosition(45.5, 4.25)).toEqual({ latitude: 45.5, longitude: 4.25 });
    expect(normalizePosition(45.5, 364.25)).toEqual({ latitude: 45.5, longitude: 4.25 });
    expect(normalizePosition(10, -190)).toEqual({ latitude: 10, longitude: 170 });
    expect(normalizePosition(10, 180)).toEqual({ latitude: 10, longitude: 180 });
    expect(normalizePosition(10, -180)).toEqual({ latitude: 10, longitude: -180 });
    expect(normalizePosition(95, 0)).toEqual({ latitude: 90, longitude: 0 });
    expect(normalizePosition(-120, 0)).toEqual({ latitude: -90, longitude: 0 });
    // No "-0" sent to a form.
    expect(Object.is(normalizePosition(-0.0000001, -0.0000001).latitude, 0)).toBe(true);
  });
});

describe('keyboard nudges', () => {
  it('knows the arrow keys and moves by 10 px, or 1 px with Shift', () => {
    expect(isNudgeKey('ArrowUp')).toBe(true);
    expect(isNudgeKey('Enter')).toBe(false);
    expect(nudgeOffset('ArrowUp', false)).toEqual({ dx: 0, dy: -10 });
    expect(nudgeOffset('ArrowDown', false)).toEqual({ dx: 0, dy: 10 });
    expect(nudgeOffset('ArrowLeft', true)).toEqual({ dx: -1, dy: 0 });
    expect(nudgeOffset('ArrowRight', true)).toEqual({ dx: 1, dy: 0 });
  });
});

describe('grid clustering', () => {
  it('merges points of one cell and keeps lone points as markers keyed by id', () => {
    const clusters = clusterByGrid([point(1, 10, 10), point(2, 20, 30), point(3, 200, 200)], 5, 56);
    expect(clusters).toHaveLength(2);
    const [group, lone] = clusters;
    expect(group!.key).toBe('c:5:0:0');
    expect(group!.items.map((i) => i.id)).toEqual([1, 2]);
    expect(group!.latitude).toBeCloseTo(2);
    expect(group!.longitude).toBeCloseTo(1.5);
    expect(group!).toMatchObject({ south: 1, north: 3, west: 1, east: 2 });
    expect(lone!.key).toBe('m:3');
    expect(lone!.items).toEqual([{ id: 3 }]);
  });

  it('cells are fixed on the world: the same points give the same clusters whatever their order', () => {
    const pts = [point(1, 10, 10), point(2, 60, 10), point(3, 70, 20), point(4, 500, 500)];
    const a = clusterByGrid(pts, 7).map((c) => [c.key, c.items.map((i) => i.id).sort()]);
    const b = clusterByGrid([...pts].reverse(), 7).map((c) => [c.key, c.items.map((i) => i.id).sort()]);
    expect(new Map(b as [string, number[]][])).toEqual(new Map(a as [string, number[]][]));
  });

  it('handles thousands of points in one pass', () => {
    const pts = Array.from({ length: 5000 }, (_, i) => point(i + 1, (i * 37) % 2000, (i * 91) % 1500));
    const clusters = clusterByGrid(pts, 6);
    expect(clusters.reduce((n, c) => n + c.items.length, 0)).toBe(5000);
    expect(clusters.length).toBeLessThanOrEqual(Math.ceil(2000 / 56) * Math.ceil(1500 / 56));
  });

  it('tells a group on one spot, which zooming cannot split', () => {
    expect(isSingleSpot({ south: 45, north: 45, west: 4, east: 4 })).toBe(true);
    expect(isSingleSpot({ south: 45, north: 45.01, west: 4, east: 4 })).toBe(false);
  });

  it('keeps what lies in the view box', () => {
    const view = { south: 40, west: -5, north: 50, east: 10 };
    expect(inView({ latitude: 45, longitude: 4 }, view)).toBe(true);
    expect(inView({ latitude: 51, longitude: 4 }, view)).toBe(false);
    expect(inView({ latitude: 45, longitude: -6 }, view)).toBe(false);
  });
});

describe('cluster bubbles', () => {
  it('labels counts compactly', () => {
    expect(clusterLabel(7)).toBe('7');
    expect(clusterLabel(999)).toBe('999');
    expect(clusterLabel(1234)).toBe('1.2k');
    expect(clusterLabel(12_345)).toBe('12k');
  });

  it('grows slowly and stays bounded', () => {
    expect(clusterSize(2)).toBeGreaterThanOrEqual(28);
    expect(clusterSize(100)).toBeGreaterThan(clusterSize(2));
    expect(clusterSize(1_000_000)).toBe(56);
  });
});

describe('popup links', () => {
  it('routes same-site links in the app and leaves other sites to the browser', () => {
    const origin = 'https://festival.example';
    expect(internalPath('/editions/12', origin)).toBe('/editions/12');
    expect(internalPath('https://festival.example/editions/12?x=1#a', origin)).toBe('/editions/12?x=1#a');
    expect(internalPath('https://elsewhere.example/editions/12', origin)).toBeNull();
  });
});
