/**
 * Leaflet and its stylesheet are fetched the first time a map is drawn, never with the first page:
 * most visits show no map. Our few rules over Leaflet's come with its stylesheet. One download per page life; a failed one (network) may be retried.
 */
export type Leaflet = typeof import('leaflet');

let pending: Promise<Leaflet> | undefined;

export function loadLeaflet(): Promise<Leaflet> {
  pending ??= Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css'), import('./leaflet-readable.css')])
    .then(([mod]) => ((mod as { default?: Leaflet }).default ?? mod) as Leaflet)
    .catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  return pending;
}
