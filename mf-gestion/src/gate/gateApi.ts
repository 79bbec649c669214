/**
 * Every request of the gate: asking about someone, letting them in, sending the offline queue,
 * undoing, a person's history, the search, the offline copy. A request that gets no answer within
 * ONLINE_TIMEOUT_MS is a network cut (the copy answers instead).
 */
import { useQuery } from '@tanstack/react-query';
import { api, type Schemas } from '@festival/api-client';
import { inTime } from '../shared/scanner/scannerRules';
import type { GateAnswer, GateCopy, GateEntry, GateSubjectKind } from './gateRules';

export type GateHistory = Schemas['GateHistoryDto'];
export type GateSearchPerson = Schemas['GateSearchPersonDto'];
export type GateLookup = { code: string } | { kind: GateSubjectKind; subjectId: number };

export const gateKeys = {
  all: (editionId: number) => ['editions', editionId, 'gate'] as const,
  history: (editionId: number, kind: GateSubjectKind, subjectId: number) => ['editions', editionId, 'gate', 'history', kind, subjectId] as const,
};

const path = (editionId: number) => ({ path: { id: editionId } });

export const gateRequests = {
  check: async (editionId: number, lookup: GateLookup): Promise<GateAnswer> =>
    (await api.POST('/api/editions/{id}/gate/check', { params: path(editionId), body: lookup, signal: inTime() })).data!,
  enter: async (editionId: number, entry: GateEntry): Promise<GateAnswer> =>
    (await api.POST('/api/editions/{id}/gate/entries', { params: path(editionId), body: entry, signal: inTime() })).data!,
  sync: async (editionId: number, entries: GateEntry[]) =>
    (await api.POST('/api/editions/{id}/gate/entries/sync', { params: path(editionId), body: { entries }, signal: inTime(5) })).data!,
  undo: async (editionId: number, entryId: number, deviceId: string): Promise<GateHistory> =>
    (await api.POST('/api/editions/{id}/gate/entries/{entryId}/undo', { params: { path: { id: editionId, entryId } }, body: { deviceId }, signal: inTime() })).data!,
  search: async (editionId: number, q: string): Promise<GateSearchPerson[]> =>
    (await api.GET('/api/editions/{id}/gate/search', { params: { ...path(editionId), query: { q } }, signal: inTime() })).data!.people,
  copy: async (editionId: number, deviceId: string, since: string | null): Promise<GateCopy> =>
    (await api.GET('/api/editions/{id}/gate/copy', { params: { ...path(editionId), query: since ? { since, deviceId } : { deviceId } }, signal: inTime() })).data!,
};

/** A person's entries and undos (who, when, on which device), while the drawer is open. */
export const useGateHistory = (editionId: number, person: { kind: GateSubjectKind; subjectId: number } | null) =>
  useQuery({
    queryKey: gateKeys.history(editionId, person?.kind ?? 'TICKET', person?.subjectId ?? 0),
    queryFn: async () =>
      (await api.GET('/api/editions/{id}/gate/history', { params: { ...path(editionId), query: { kind: person!.kind, subjectId: person!.subjectId } } })).data!,
    enabled: person !== null,
    staleTime: 0,
  });
