import type { EditionPermissions } from '../access/access.service';

/**
 * Which teams a caller of a `leadVolunteerTeams` route works on: every team for those who manage
 * volunteers, the teams they lead for team leaders.
 */
export type TeamScope = { all: true } | { all: false; teamIds: readonly number[] };

export function teamScope(permissions: Pick<EditionPermissions, 'canManageVolunteers'>, ledTeamIds: readonly number[]): TeamScope {
  return permissions.canManageVolunteers ? { all: true } : { all: false, teamIds: ledTeamIds };
}

/** Whether the scope covers this team. */
export function covers(scope: TeamScope, teamId: number): boolean {
  return scope.all || scope.teamIds.includes(teamId);
}
