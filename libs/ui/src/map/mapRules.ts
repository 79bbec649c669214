/** Pure rules behind the maps: positions, grid clustering of markers, keyboard nudges. */

export interface LatLng {
  latitude: number;
  longitude: number;
}

/** 6 decimals ≈ 11 cm: more is noise from a mouse click. */
export const COORDINATE_DECIMALS = 6;

/** Where a map with nothing to show opens: western Europe, where most of our conventions are. */
export const DEFAULT_CENTER: LatLng = { latitude: 47, longitude: 4 };
export const DEFAULT_ZOOM = 4;
/** Zoom used to show one position (a town and its streets). */
export const POSITION_ZOOM = 13;
/** Cell side, in screen pixels, inside which markers merge into one cluster. */
export const CLUSTER_CELL_PX = 56;

export function roundCoordinate(value: number): number {
  const f = 10 ** COORDINATE_DECIMALS;
  return Math.round(value * f) / f;
}

/** Both parts present, finite and in range. */
export function isPosition(latitude: number | null | undefined, longitude: number | null | undefined): boolean {
  return (
    typeof latitude === 'number' &&
    typeof longitude === 'number' &&
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    latitude >= -90 &&
    latitude <= 90 &&
    longitude >= -180 &&
    longitude <= 180
  );
}

/**
 * A point picked on the map, made storable: latitude clamped (the Mercator map stops at ±85°, but a
 * drag can overshoot), longitude wrapped into [-180, 180] (the world repeats sideways), rounded.
 */
export function normalizePosition(latitude: number, longitude: number): LatLng {
  const lat = Math.max(-90, Math.min(90, latitude));
  let lng = ((((longitude + 180) % 360) + 360) % 360) - 180;
  // -180 and 180 are the same meridian; keep what the user pointed at when it was exactly 180.
  if (lng === -180 && longitude > 0) lng = 180;
  return { latitude: roundCoordinate(lat) || 0, longitude: roundCoordinate(lng) || 0 };
}

export type NudgeKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight';

export function isNudgeKey(key: string): key is NudgeKey {
  return key === 'ArrowUp' || key === 'ArrowDown' || key === 'ArrowLeft' || key === 'ArrowRight';
}

/** Screen-pixel offset for an arrow key: a small step, or a fine one with Shift. */
export function nudgeOffset(key: NudgeKey, fine: boolean): { dx: number; dy: number } {
  const step = fine ? 1 : 10;
  switch (key) {
    case 'ArrowUp':
      return { dx: 0, dy: -step };
    case 'ArrowDown':
      return { dx: 0, dy: step };
    case 'ArrowLeft':
      return { dx: -step, dy: 0 };
    case 'ArrowRight':
      return { dx: step, dy: 0 };
  }
}

export interface ProjectedPoint<T> {
  /** Absolute pixel position at the current zoom (Leaflet's map.project). */
  x: number;
  y: number;
  latitude: number;
  longitude: number;
  item: T;
}

export interface Cluster<T> {
  /** Stable while the content does not change: `m:<id>` for a lone marker, `c:<zoom>:<cell>` otherwise. */
  key: string;
  items: T[];
  /** Mean position of the items: where the cluster is drawn. */
  latitude: number;
  longitude: number;
  south: number;
  west: number;
  north: number;
  east: number;
}

/**
 * Groups points by square cells of `cellPx` screen pixels. Cells are fixed on the world at a given
 * zoom (not on the view), so panning never reshuffles clusters. Linear in the number of points;
 * output order follows the first point of each cell, so it is deterministic.
 */
export function clusterByGrid<T extends { id: number }>(points: readonly ProjectedPoint<T>[], zoom: number, cellPx = CLUSTER_CELL_PX): Cluster<T>[] {
  const cells = new Map<string, ProjectedPoint<T>[]>();
  for (const p of points) {
    const cell = `${Math.floor(p.x / cellPx)}:${Math.floor(p.y / cellPx)}`;
    const list = cells.get(cell);
    if (list) list.push(p);
    else cells.set(cell, [p]);
  }
  const clusters: Cluster<T>[] = [];
  for (const [cell, list] of cells) {
    let lat = 0;
    let lng = 0;
    let south = Infinity;
    let west = Infinity;
    let north = -Infinity;
    let east = -Infinity;
    for (const p of list) {
      lat += p.latitude;
      lng += p.longitude;
      south = Math.min(south, p.latitude);
      north = Math.max(north, p.latitude);
      west = Math.min(west, p.longitude);
      east = Math.max(east, p.longitude);
    }
    clusters.push({
      key: list.length === 1 ? `m:${list[0]!.item.id}` : `c:${zoom}:${cell}`,
      items: list.map((p) => p.item),
      latitude: lat / list.length,
      longitude: lng / list.length,
      south,
      west,
      north,
      east,
    });
  }
  return clusters;
}

/** A cluster whose items all sit on one spot: zooming in never splits it, so it lists them instead. */
export function isSingleSpot(cluster: Pick<Cluster<unknown>, 'south' | 'north' | 'west' | 'east'>): boolean {
  return cluster.north - cluster.south < 1e-6 && cluster.east - cluster.west < 1e-6;
}

/** Whether a cluster lies in a view box (all in degrees, west ≤ east; no antimeridian crossing). */
export function inView(c: { latitude: number; longitude: number }, view: { south: number; west: number; north: number; east: number }): boolean {
  return c.latitude >= view.south && c.latitude <= view.north && c.longitude >= view.west && c.longitude <= view.east;
}

/** Compact label for a cluster bubble: 7, 42, 999, 1.2k, 12k. */
export function clusterLabel(count: number): string {
  if (count < 1000) return String(count);
  const k = count / 1000;
  return `${k < 10 ? Math.floor(k * 10) / 10 : Math.floor(k)}k`;
}

/** Bubble diameter in pixels, growing slowly with the count. */
export function clusterSize(count: number): number {
  return Math.round(Math.min(56, 28 + Math.log10(Math.max(1, count)) * 9));
}

/** The client-side route of a link, or null when it must be left to the browser (other site). */
export function internalPath(href: string, origin: string): string | null {
  try {
    const url = new URL(href, origin);
    if (url.origin !== origin) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
