import { useEffect, useMemo, useRef } from 'react';
import type { LatLngBoundsExpression, Map as LeafletMap, Marker } from 'leaflet';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MAP_NS, MapFrame, useBaseMap, useLeaflet } from './MapFrame';
import type { Leaflet } from './loadLeaflet';
import {
  clusterByGrid,
  clusterLabel,
  clusterSize,
  DEFAULT_CENTER,
  DEFAULT_ZOOM,
  inView,
  internalPath,
  isPosition,
  isSingleSpot,
  POSITION_ZOOM,
  type Cluster,
} from './mapRules';

export interface EditionMapMarker {
  id: number;
  latitude: number;
  longitude: number;
  title: string;
  /** A line under the title in the popup; a function is called only when its popup opens. */
  subtitle?: string | (() => string);
  href: string;
}

export interface EditionMapProps {
  markers: EditionMapMarker[];
  /** Map height in pixels (default 480). */
  height?: number;
}

/** Most items listed in the popup of markers that share one spot. */
const SPOT_LIST_MAX = 20;
const MARKER_SIZE = 22;

function dotHtml(): string {
  return `<span aria-hidden="true" style="display:block;width:${MARKER_SIZE}px;height:${MARKER_SIZE}px;border-radius:50%;background:var(--mantine-color-violet-filled);border:3px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.45);box-sizing:border-box"></span>`;
}

function clusterHtml(count: number): string {
  const size = clusterSize(count);
  return `<span aria-hidden="true" style="display:flex;align-items:center;justify-content:center;width:${size}px;height:${size}px;border-radius:50%;background:var(--mantine-color-violet-filled);color:#fff;font:600 12px/1 var(--mantine-font-family, sans-serif);border:3px solid rgba(255,255,255,.85);box-shadow:0 0 0 4px color-mix(in srgb, var(--mantine-color-violet-filled) 35%, transparent);box-sizing:border-box">${clusterLabel(count)}</span>`;
}

/**
 * Editions on a map. Markers are grouped by screen cells (a click on a group zooms in; a group on
 * one spot lists its editions), and only groups in view are in the page, so thousands of editions
 * stay smooth. Every marker is a keyboard button; popups link to the edition with client routing.
 */
export function EditionMap({ markers, height = 480 }: EditionMapProps) {
  const { t } = useTranslation(MAP_NS);
  const navigate = useNavigate();
  const containerRef = useRef<HTMLDivElement>(null);
  const { state, retry } = useLeaflet();
  const L = state.status === 'ready' ? state.L : null;

  const valid = useMemo(() => markers.filter((m) => isPosition(m.latitude, m.longitude)), [markers]);
  const latest = useRef({ navigate, t });
  latest.current = { navigate, t };

  const { map, tilesFailed } = useBaseMap(L, containerRef, { minZoom: 2, worldCopyJump: true }, (m) => {
    m.setView([DEFAULT_CENTER.latitude, DEFAULT_CENTER.longitude], DEFAULT_ZOOM);
  });

  // Markers: regrouped when the set or the zoom changes, redrawn for the part in view.
  useEffect(() => {
    if (!map || !L) return;
    const layer = L.layerGroup().addTo(map);
    const drawn = new Map<string, Marker>();
    const byZoom = new Map<number, Cluster<EditionMapMarker>[]>();

    const clustersAt = (zoom: number) => {
      let clusters = byZoom.get(zoom);
      if (!clusters) {
        clusters = clusterByGrid(
          valid.map((item) => {
            const p = map.project([item.latitude, item.longitude], zoom);
            return { x: p.x, y: p.y, latitude: item.latitude, longitude: item.longitude, item };
          }),
          zoom,
        );
        byZoom.set(zoom, clusters);
      }
      return clusters;
    };

    const redraw = () => {
      const zoom = map.getZoom();
      const b = map.getBounds().pad(0.25);
      let view = { south: b.getSouth(), west: b.getWest(), north: b.getNorth(), east: b.getEast() };
      // A view across the antimeridian or over several worlds: keep every longitude.
      if (view.west < -180 || view.east > 180) view = { ...view, west: -180, east: 180 };
      const wanted = new Map<string, Cluster<EditionMapMarker>>();
      for (const c of clustersAt(zoom)) if (inView(c, view)) wanted.set(c.key, c);
      for (const [key, marker] of drawn) {
        if (!wanted.has(key)) {
          layer.removeLayer(marker);
          drawn.delete(key);
        }
      }
      for (const [key, c] of wanted) {
        if (drawn.has(key)) continue;
        const marker = makeMarker(L, map, c);
        layer.addLayer(marker);
        const el = marker.getElement();
        if (el) {
          const { t: tr } = latest.current;
          const label = c.items.length === 1 ? c.items[0]!.title : tr('map.cluster', { count: c.items.length });
          el.setAttribute('aria-label', label);
          el.title = label;
        }
        drawn.set(key, marker);
      }
    };

    const makeMarker = (Lf: Leaflet, m: LeafletMap, c: Cluster<EditionMapMarker>): Marker => {
      const single = c.items.length === 1;
      const size = single ? MARKER_SIZE : clusterSize(c.items.length);
      const marker = Lf.marker([c.latitude, c.longitude], {
        keyboard: true,
        riseOnHover: true,
        icon: Lf.divIcon({ html: single ? dotHtml() : clusterHtml(c.items.length), className: 'festival-map-marker', iconSize: [size, size] }),
      });
      const activate = (fromKeyboard: boolean) => {
        if (single || isSingleSpot(c) || m.getZoom() >= m.getMaxZoom()) {
          openPopup(Lf, m, c, fromKeyboard ? marker.getElement() : null);
          return;
        }
        const bounds: LatLngBoundsExpression = [
          [c.south, c.west],
          [c.north, c.east],
        ];
        const target = Math.min(m.getMaxZoom(), Math.max(m.getBoundsZoom(bounds, false, Lf.point(40, 40)), m.getZoom() + 2));
        m.setView([(c.south + c.north) / 2, (c.west + c.east) / 2], target);
        if (fromKeyboard) containerRef.current?.focus();
      };
      marker.on('click', () => activate(false));
      // A focused marker is a button: Enter or Space acts like a click.
      marker.on('add', () => {
        marker.getElement()?.addEventListener('keydown', (e) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            e.stopPropagation();
            activate(true);
          }
        });
      });
      return marker;
    };

    /** Popups belong to the map (not to a marker), so regrouping on pan never closes one. */
    const openPopup = (Lf: Leaflet, m: LeafletMap, c: Cluster<EditionMapMarker>, returnFocusTo: HTMLElement | null | undefined) => {
      const content = document.createElement('div');
      content.style.minWidth = '180px';
      const list = document.createElement('ul');
      list.style.cssText = 'list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:8px;max-height:240px;overflow:auto';
      for (const item of c.items.slice(0, SPOT_LIST_MAX)) {
        const li = document.createElement('li');
        const a = document.createElement('a');
        a.href = item.href;
        a.textContent = item.title;
        a.style.cssText = 'font-weight:600;font-size:14px;color:var(--mantine-color-anchor)';
        a.addEventListener('click', (e) => {
          if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
          const path = internalPath(item.href, window.location.origin);
          if (path === null) return;
          e.preventDefault();
          m.closePopup();
          void latest.current.navigate(path);
        });
        li.appendChild(a);
        const subtitle = typeof item.subtitle === 'function' ? item.subtitle() : item.subtitle;
        if (subtitle) {
          const sub = document.createElement('div');
          sub.textContent = subtitle;
          sub.style.cssText = 'font-size:12px;color:var(--mantine-color-dimmed);margin-top:2px';
          li.appendChild(sub);
        }
        list.appendChild(li);
      }
      content.appendChild(list);
      if (c.items.length > SPOT_LIST_MAX) {
        const more = document.createElement('div');
        more.textContent = latest.current.t('map.more', { count: c.items.length - SPOT_LIST_MAX });
        more.style.cssText = 'font-size:12px;margin-top:8px;color:var(--mantine-color-dimmed)';
        content.appendChild(more);
      }
      content.addEventListener('keydown', (e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          m.closePopup();
          returnFocusTo?.focus();
        }
      });
      Lf.popup({ offset: [0, -8], maxWidth: 320, autoPanPadding: [24, 24] })
        .setLatLng([c.latitude, c.longitude])
        .setContent(content)
        .openOn(m);
      if (returnFocusTo) content.querySelector('a')?.focus();
    };

    redraw();
    // moveend also follows every zoom.
    map.on('moveend', redraw);
    return () => {
      map.off('moveend', redraw);
      map.closePopup();
      layer.remove();
    };
  }, [map, L, valid]);

  // Show every marker: fit the view whenever the set changes.
  useEffect(() => {
    if (!map || !L) return;
    if (valid.length === 0) {
      map.setView([DEFAULT_CENTER.latitude, DEFAULT_CENTER.longitude], DEFAULT_ZOOM);
    } else if (valid.length === 1) {
      map.setView([valid[0]!.latitude, valid[0]!.longitude], POSITION_ZOOM - 2);
    } else {
      map.fitBounds(
        L.latLngBounds(valid.map((m) => [m.latitude, m.longitude] as [number, number])),
        { padding: [32, 32], maxZoom: POSITION_ZOOM },
      );
    }
  }, [map, L, valid]);

  return <MapFrame containerRef={containerRef} height={height} state={state} onRetry={retry} tilesFailed={tilesFailed} label={t('map.label')} />;
}
