/**
 * Every query and mutation of the ticketing connection page: the connection, saving, testing and
 * removing it, starting and cancelling a sync, one run's live progress, the history of runs.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Schemas } from '@festival/api-client';
import { editionPath as path, ticketingKeys } from '../shared/gestionApi';
import { isLive, RUNS_PAGE_SIZE } from './ticketingExternalRules';

export type ExternalTicketing = Schemas['ExternalTicketingDto'];
export type SaveExternalTicketingBody = Schemas['SaveExternalTicketingDto'];
export type SyncRun = Schemas['SyncRunDto'];
export type ConnectionTest = Schemas['ConnectionTestDto'];

/** The edition's connection (provider, status, HelloAsso's settings without the secret, the run under way). */
export function useExternalTicketing(editionId: number) {
  return useQuery({
    queryKey: ticketingKeys.external(editionId),
    queryFn: async () => (await api.GET('/api/editions/{id}/ticketing/external', path(editionId))).data!,
  });
}

/** Connects HelloAsso (or changes its settings) or chooses another provider; the answer becomes the cached connection. */
export function useSaveExternalTicketing(editionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SaveExternalTicketingBody) => (await api.PUT('/api/editions/{id}/ticketing/external', { ...path(editionId), body })).data!,
    onSuccess: (saved) => queryClient.setQueryData(ticketingKeys.external(editionId), saved),
  });
}

/** "Test connection" with the settings of the form; a failure's message says what is wrong. */
export function useTestConnection(editionId: number) {
  return useMutation({
    mutationFn: async (body: SaveExternalTicketingBody) => (await api.POST('/api/editions/{id}/ticketing/external/test', { ...path(editionId), body })).data!,
  });
}

/** Disconnects (settings and secret removed, tickets kept). */
export function useDisconnect(editionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await api.DELETE('/api/editions/{id}/ticketing/external', path(editionId));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ticketingKeys.all(editionId) }),
  });
}

/** "Sync now": the queued run (a 409 carries the run already under way). */
export function useStartSync(editionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api.POST('/api/editions/{id}/ticketing/sync', path(editionId))).data!,
    onSuccess: (run) => {
      queryClient.setQueryData(ticketingKeys.run(editionId, run.id), run);
      void queryClient.invalidateQueries({ queryKey: ticketingKeys.runs(editionId) });
    },
  });
}

/** Every ticketing query of the edition but the runs' own (a run that ends changes the connection, the history, the tickets). */
const refreshAfterRun = (queryClient: ReturnType<typeof useQueryClient>, editionId: number) =>
  queryClient.invalidateQueries({ queryKey: ticketingKeys.all(editionId), predicate: (q) => !(q.queryKey[3] === 'sync' && q.queryKey[4] === 'run') });

/** "Cancel sync": the run under way, now CANCELLED (a 409 when none is any more). */
export function useCancelSync(editionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api.POST('/api/editions/{id}/ticketing/sync/cancel', path(editionId))).data!,
    onSuccess: (run) => queryClient.setQueryData(ticketingKeys.run(editionId, run.id), run),
    onSettled: () => refreshAfterRun(queryClient, editionId),
  });
}

/**
 * One run, asked again every second while it is queued or running; when it ends, the connection,
 * the history and every ticketing page of the edition are refreshed.
 */
export function useSyncRun(editionId: number, runId: number | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ticketingKeys.run(editionId, runId ?? 0),
    queryFn: async () => {
      const run = (await api.GET('/api/editions/{id}/ticketing/sync/runs/{runId}', { params: { path: { id: editionId, runId: runId! } } })).data!;
      const before = queryClient.getQueryData<SyncRun>(ticketingKeys.run(editionId, run.id));
      if (!isLive(run) && (!before || isLive(before))) void refreshAfterRun(queryClient, editionId);
      return run;
    },
    enabled: runId !== null,
    refetchInterval: (query) => (query.state.data && isLive(query.state.data) ? 1000 : false),
  });
}

/** A page of the history of runs, newest first. */
export function useSyncRuns(editionId: number, page: number) {
  return useQuery({
    queryKey: ticketingKeys.runsPage(editionId, page),
    queryFn: async () =>
      (await api.GET('/api/editions/{id}/ticketing/sync/runs', { params: { path: { id: editionId }, query: { limit: RUNS_PAGE_SIZE, offset: (page - 1) * RUNS_PAGE_SIZE } } })).data!,
    placeholderData: keepPreviousData,
  });
}
