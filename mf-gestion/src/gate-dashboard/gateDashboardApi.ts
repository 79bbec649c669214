/**
 * The gate dashboard's query and its live feed: every validation or undo on any device (the
 * edition's `entry` events) refreshes the dashboard, at most once a second.
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ADMIN_MODE_HEADER, api, type Schemas } from '@festival/api-client';
import { authStore } from '@festival/ui';
import { FetchEventSource } from '@festival/ui/live';
import { editionPath as path, useApiGet } from '../shared/gestionApi';
import { throttled } from './gateDashboardRules';

export type GateDashboard = Schemas['GateDashboardDto'];
export type GateRecent = Schemas['GateRecentDto'];
export type GateDue = Schemas['GateDueDto'];

export const gateDashboardKeys = {
  dashboard: (editionId: number) => ['editions', editionId, 'gate', 'dashboard'] as const,
};

/** A refetch a second at most, however busy the gate. */
export const LIVE_REFETCH_MS = 1000;

export const useGateDashboard = (editionId: number) =>
  useApiGet(gateDashboardKeys.dashboard(editionId), () => api.GET('/api/editions/{id}/gate/dashboard', path(editionId)));

/** Follows the edition's gate stream while the dashboard is shown; closed when it goes. */
export function useGateLive(editionId: number): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refetch = throttled(() => void queryClient.invalidateQueries({ queryKey: gateDashboardKeys.dashboard(editionId) }), LIVE_REFETCH_MS);
    // Over fetch rather than EventSource: same origin with the session cookie, and the admin-mode header every API request carries.
    const source = new FetchEventSource(`/api/editions/${editionId}/gate/live`, authStore.isAdminModeActive() ? { [ADMIN_MODE_HEADER]: 'true' } : {});
    source.addEventListener('entry', refetch.ask);
    return () => {
      refetch.cancel();
      source.close();
    };
  }, [editionId, queryClient]);
}
