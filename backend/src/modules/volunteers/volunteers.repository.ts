import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { defineSql, query } from '../../core/database/sql';
import { ApplicationStatus } from './volunteer-fields';
import { VolunteerApplication, VolunteerSettings, VolunteerTeam } from './volunteer.entity';

const LED_TEAM_IDS = defineSql<{ teamId: number }>(
  'VolunteersRepository.ledTeamIds',
  `select ata.team_id as "teamId" from application_team_assignments ata
    join edition_volunteer_applications a on a.id = ata.application_id
    where a.edition_id = :editionId and a.user_id = :userId and a.status = :accepted and ata.is_leader`,
);

/**
 * The queries every feature of the module shares: an edition's settings and teams, a user's
 * application, the teams a user leads. Each feature's own queries are in its repository
 * (applications.repository.ts, planning.repository.ts, messages.repository.ts).
 */
@Injectable()
export class VolunteersRepository {
  constructor(private readonly em: EntityManager) {}

  /** The edition's settings; null while the organisers have set none (the defaults apply). */
  settings(editionId: number): Promise<VolunteerSettings | null> {
    return this.em.findOne(VolunteerSettings, { edition: editionId });
  }

  /** The edition's settings, made (with the defaults, saved at the next flush) when it has none. */
  async settingsForUpdate(editionId: number): Promise<VolunteerSettings> {
    return (await this.settings(editionId)) ?? this.em.create(VolunteerSettings, { edition: editionId });
  }

  /** The edition's teams by name; `visibleOnly`: those shown to volunteers. */
  teams(editionId: number, visibleOnly = false): Promise<VolunteerTeam[]> {
    return this.em.find(VolunteerTeam, { edition: editionId, ...(visibleOnly ? { isVisibleToVolunteers: true } : {}) }, { orderBy: { name: 'asc', id: 'asc' } });
  }

  /** The user's application to the edition, if any. */
  applicationOf(editionId: number, userId: number): Promise<VolunteerApplication | null> {
    return this.em.findOne(VolunteerApplication, { edition: editionId, user: userId });
  }

  /** Ids of the edition's teams the user leads while their application is accepted. */
  async ledTeamIds(editionId: number, userId: number): Promise<number[]> {
    const rows = await query(this.em, LED_TEAM_IDS, { editionId, userId, accepted: ApplicationStatus.ACCEPTED });
    return rows.map((r) => r.teamId);
  }

  flush(): Promise<void> {
    return this.em.flush();
  }
}
