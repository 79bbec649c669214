import { useEffect, useRef } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconCurrentLocation, IconMapPinOff } from '@tabler/icons-react';
import type { Marker } from 'leaflet';
import { useTranslation } from 'react-i18next';
import { MAP_NS, MapFrame, useBaseMap, useLeaflet } from './MapFrame';
import { DEFAULT_CENTER, DEFAULT_ZOOM, isNudgeKey, isPosition, nudgeOffset, normalizePosition, POSITION_ZOOM } from './mapRules';

export interface LocationPickerProps {
  latitude: number | null;
  longitude: number | null;
  onChange(latitude: number | null, longitude: number | null): void;
  /** Map height in pixels (default 300). */
  height?: number;
}

const PIN_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="40" viewBox="0 0 32 40" aria-hidden="true" focusable="false">' +
  '<path d="M16 1.5C8.3 1.5 2.5 7.3 2.5 15c0 9.6 13.5 23.5 13.5 23.5S29.5 24.6 29.5 15C29.5 7.3 23.7 1.5 16 1.5z" style="fill:var(--mantine-color-violet-filled);stroke:#fff;stroke-width:2"/>' +
  '<circle cx="16" cy="15" r="5" style="fill:#fff"/></svg>';

/**
 * Sets a position on a map: click the map or drag the pin; with the keyboard, pan the map with the
 * arrow keys and drop the pin at its centre, or focus the pin and move it with the arrow keys
 * (Shift for fine steps, Delete to clear). Coordinates are rounded to 6 decimals.
 */
export function LocationPicker({ latitude, longitude, onChange, height = 300 }: LocationPickerProps) {
  const { t, i18n } = useTranslation(MAP_NS);
  const containerRef = useRef<HTMLDivElement>(null);
  const { state, retry } = useLeaflet();
  const L = state.status === 'ready' ? state.L : null;
  const has = isPosition(latitude, longitude);

  const latest = useRef({ latitude, longitude, has, onChange, t });
  latest.current = { latitude, longitude, has, onChange, t };
  /** The last position this component reported: a prop equal to it came from the map, not from outside. */
  const emitted = useRef<{ latitude: number; longitude: number } | null>(null);
  const markerRef = useRef<Marker | null>(null);

  const emit = (lat: number, lng: number) => {
    const p = normalizePosition(lat, lng);
    emitted.current = p;
    latest.current.onChange(p.latitude, p.longitude);
  };

  const { map, tilesFailed } = useBaseMap(L, containerRef, { doubleClickZoom: false }, (m) => {
    const now = latest.current;
    if (now.has) m.setView([now.latitude!, now.longitude!], POSITION_ZOOM);
    else m.setView([DEFAULT_CENTER.latitude, DEFAULT_CENTER.longitude], DEFAULT_ZOOM);
    m.on('click', (e) => emit(e.latlng.lat, e.latlng.lng));
    return () => {
      markerRef.current = null;
    };
  });

  // The pin follows the props: created, moved or removed.
  useEffect(() => {
    if (!map || !L) return;
    if (!has) {
      markerRef.current?.remove();
      markerRef.current = null;
      return;
    }
    const position = L.latLng(latitude!, longitude!);
    let marker = markerRef.current;
    if (!marker) {
      marker = L.marker(position, {
        draggable: true,
        autoPan: true,
        keyboard: true,
        icon: L.divIcon({ html: PIN_SVG, className: 'festival-map-pin', iconSize: [32, 40], iconAnchor: [16, 39] }),
      });
      marker.on('dragend', () => {
        const p = marker!.getLatLng();
        emit(p.lat, p.lng);
      });
      marker.addTo(map);
      const el = marker.getElement();
      el?.addEventListener('keydown', (e) => {
        if (isNudgeKey(e.key)) {
          e.preventDefault();
          e.stopPropagation();
          const { dx, dy } = nudgeOffset(e.key, e.shiftKey);
          const point = map.latLngToContainerPoint(marker!.getLatLng()).add([dx, dy]);
          const next = map.containerPointToLatLng(point);
          marker!.setLatLng(next);
          emit(next.lat, next.lng);
        } else if (e.key === 'Delete' || e.key === 'Backspace') {
          e.preventDefault();
          e.stopPropagation();
          emitted.current = null;
          latest.current.onChange(null, null);
          containerRef.current?.focus();
        }
      });
      markerRef.current = marker;
    } else if (!marker.getLatLng().equals(position, 1e-9)) {
      marker.setLatLng(position);
    }
    const fromMap = emitted.current && emitted.current.latitude === latitude && emitted.current.longitude === longitude;
    if (!fromMap) map.setView(position, Math.max(map.getZoom(), POSITION_ZOOM));
    else if (!map.getBounds().contains(position)) map.panTo(position);
  }, [map, L, has, latitude, longitude]);

  // The pin's accessible name says where it is, in the current language.
  useEffect(() => {
    const el = markerRef.current?.getElement();
    if (!el || !has) return;
    const label = t('map.picker.pinLabel', { latitude, longitude });
    el.setAttribute('aria-label', label);
    el.title = label;
  }, [t, i18n.language, has, latitude, longitude, map]);

  const dropAtCentre = () => {
    if (!map) return;
    const c = map.getCenter();
    emit(c.lat, c.lng);
    // Keyboard users continue on the pin they just placed.
    requestAnimationFrame(() => markerRef.current?.getElement()?.focus());
  };

  return (
    <Stack gap="xs">
      <MapFrame containerRef={containerRef} height={height} state={state} onRetry={retry} tilesFailed={tilesFailed} label={t('map.picker.label')} />
      <Text size="xs" c="dimmed">
        {t('map.picker.help')}
      </Text>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" aria-live="polite">
          {has ? t('map.picker.position', { latitude, longitude }) : t('map.picker.noPosition')}
        </Text>
        <Group gap="xs">
          <Button size="xs" variant="light" leftSection={<IconCurrentLocation size={14} />} onClick={dropAtCentre} disabled={!map}>
            {t('map.picker.pinAtCentre')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconMapPinOff size={14} />}
            onClick={() => {
              emitted.current = null;
              onChange(null, null);
            }}
            disabled={!has}
          >
            {t('map.picker.clear')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
