import { Injectable } from '@nestjs/common';
import { VersionedCache } from '../../core/cache/versioned-cache';
import type { WrittenAnswer } from '../../core/web/written-answer';
import type { PlanningDto, PlanningQuery } from './planning.dto';
import type { TeamScope } from './volunteer-scope';

/** What, besides the edition's data, makes one board differ from another. */
export interface BoardKeyParts {
  edition: { id: number; startDate: string; endDate: string; timeZone: string };
  canAssign: boolean;
  canManage: boolean;
  scope: TeamScope;
  query: PlanningQuery;
}

/**
 * One key per board that may differ: the edition and its dates and clocks (read with the caller's
 * access at each request), what the caller may do and the teams they work on (a leader never gets
 * a manager's board, nor another leader's), the day and team asked for.
 */
export function boardKey({ edition, canAssign, canManage, scope, query }: BoardKeyParts): string {
  const teams = scope.all ? '*' : [...scope.teamIds].sort((a, b) => a - b).join(',');
  return [edition.id, edition.startDate, edition.endDate, edition.timeZone, `${canAssign ? 'a' : '-'}${canManage ? 'm' : '-'}`, teams, query.day ?? '', query.teamId ?? ''].join('|');
}

/**
 * This process's memory of planning boards, written and compressed once, per board key and the
 * edition's planning version (triggers move it at every committed change the board shows: migration
 * volunteer_planning_versions). A request reads the version, one primary-key lookup, and is answered
 * from memory while it has not moved.
 */
@Injectable()
export class PlanningBoardCache extends VersionedCache<WrittenAnswer<PlanningDto>> {
  constructor() {
    super({ maxEntries: 2_000, maxBytes: 64 * 1024 * 1024 }, (answer) => answer.weight);
  }
}
