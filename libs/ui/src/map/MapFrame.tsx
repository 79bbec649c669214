import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Alert, Box, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconMapOff, IconRefresh } from '@tabler/icons-react';
import type { Map as LeafletMap, MapOptions } from 'leaflet';
import { useTranslation } from 'react-i18next';
import { appConfig } from '@festival/ui';
import { loadLeaflet, type Leaflet } from './loadLeaflet';

/*
 * Map texts live in the 'public' group: it is loaded at start in every section (public, gestion,
 * admin), so a map anywhere has its words without one more request.
 */
export const MAP_NS = 'public';

type LoadState = { status: 'loading' } | { status: 'ready'; L: Leaflet } | { status: 'error' };

/** Leaflet, fetched on first use, with a retry for a failed download. */
export function useLeaflet(): { state: LoadState; retry: () => void } {
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    loadLeaflet().then(
      (L) => live && setState({ status: 'ready', L }),
      (error: unknown) => {
        console.warn('[map] could not load Leaflet', error);
        if (live) setState({ status: 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  return { state, retry: () => setAttempt((a) => a + 1) };
}

/**
 * Creates the Leaflet map in `container` once Leaflet is there, with the configured tiles, and
 * tells when no tile could be fetched (offline, blocked, CI): markers still work without them.
 * `setup` adds the layers and returns their cleanup; the map is removed on unmount.
 */
export function useBaseMap(
  L: Leaflet | null,
  container: RefObject<HTMLDivElement | null>,
  options: MapOptions,
  setup: (map: LeafletMap, L: Leaflet) => (() => void) | void,
): { map: LeafletMap | null; tilesFailed: boolean } {
  const [map, setMap] = useState<LeafletMap | null>(null);
  const [tilesFailed, setTilesFailed] = useState(false);
  const setupRef = useRef(setup);
  setupRef.current = setup;
  const optionsRef = useRef(options);

  useEffect(() => {
    const el = container.current;
    if (!L || !el) return;
    const m = L.map(el, { zoomControl: true, attributionControl: true, ...optionsRef.current });
    const { mapTileUrl, mapAttribution } = appConfig();
    let loaded = 0;
    let failed = 0;
    if (mapTileUrl) {
      const tiles = L.tileLayer(mapTileUrl, { attribution: mapAttribution ?? '', maxZoom: 19 });
      tiles.on('tileload', () => {
        loaded++;
        setTilesFailed(false);
      });
      tiles.on('tileerror', () => {
        failed++;
        if (loaded === 0 && failed >= 1) setTilesFailed(true);
      });
      tiles.addTo(m);
    } else {
      setTilesFailed(true);
    }
    // A map laid out while hidden or resized (tabs, phone rotation) must measure itself again.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => m.invalidateSize({ pan: false }));
    observer?.observe(el);
    const cleanup = setupRef.current(m, L);
    setMap(m);
    return () => {
      observer?.disconnect();
      cleanup?.();
      m.remove();
      setMap(null);
    };
  }, [L, container]);

  return { map, tilesFailed };
}

/** The box a map is drawn in, with its loading, error and "no background" states. */
export function MapFrame({
  containerRef,
  height,
  state,
  onRetry,
  tilesFailed,
  label,
  children,
}: {
  containerRef: RefObject<HTMLDivElement | null>;
  height: number;
  state: LoadState;
  onRetry: () => void;
  tilesFailed: boolean;
  label: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation(MAP_NS);
  return (
    <Box
      pos="relative"
      h={height}
      style={{
        // Leaflet's panes use z-indexes up to 1000: keep them inside the map so headers, menus and
        // modals stay on top.
        isolation: 'isolate',
        zIndex: 0,
        borderRadius: 'var(--mantine-radius-md)',
        overflow: 'hidden',
        border: '1px solid var(--mantine-color-default-border)',
        background: 'var(--mantine-color-gray-light)',
      }}
    >
      <div ref={containerRef} role="region" aria-label={label} style={{ position: 'absolute', inset: 0, background: 'transparent' }} />
      {state.status === 'loading' && (
        <Center pos="absolute" inset={0} role="status" aria-live="polite">
          <Stack align="center" gap="xs">
            <Loader size="sm" />
            <Text size="sm" c="dimmed">
              {t('map.loading')}
            </Text>
          </Stack>
        </Center>
      )}
      {state.status === 'error' && (
        <Center pos="absolute" inset={0} p="md">
          <Alert color="red" variant="light" icon={<IconMapOff size={18} />} title={t('map.errorTitle')} maw={420}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('map.errorText')}</Text>
              <Button size="xs" variant="light" color="red" leftSection={<IconRefresh size={14} />} onClick={onRetry}>
                {t('map.retry')}
              </Button>
            </Stack>
          </Alert>
        </Center>
      )}
      {state.status === 'ready' && tilesFailed && (
        <Text
          size="xs"
          role="note"
          pos="absolute"
          top={8}
          right={8}
          px="xs"
          py={2}
          style={{
            zIndex: 1000,
            background: 'var(--mantine-color-body)',
            borderRadius: 'var(--mantine-radius-sm)',
            boxShadow: 'var(--mantine-shadow-xs)',
            pointerEvents: 'none',
            maxWidth: 'calc(100% - 64px)',
          }}
        >
          {t('map.tilesUnavailable')}
        </Text>
      )}
      {children}
    </Box>
  );
}
