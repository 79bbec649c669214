import { Injectable } from '@nestjs/common';
import type { EditionAccess } from '../access/access.service';
import { teamScope, type TeamScope } from './volunteer-scope';
import { VolunteersRepository } from './volunteers.repository';

/** What the module's features share: the caller's team scope. */
@Injectable()
export class VolunteersService {
  constructor(private readonly repository: VolunteersRepository) {}

  /** The teams the caller works on, on a route declaring `leadVolunteerTeams` (one query for leaders, none for managers). */
  async scopeOf(access: EditionAccess, userId: number): Promise<TeamScope> {
    if (access.permissions.canManageVolunteers) return { all: true };
    return teamScope(access.permissions, await this.repository.ledTeamIds(access.edition.id, userId));
  }
}
