import type { AnswerField } from './application-rules';
import type { ApplicationStatus } from './volunteer-fields';

/** What the applications feature tells the rest of the system, after its commit. */

/** An organiser moved an application (accepted, rejected, back to pending): the volunteer is told. */
export class ApplicationStatusChanged {
  static readonly event = 'volunteers.application.statusChanged';
  constructor(
    readonly editionId: number,
    readonly editionName: string,
    readonly userId: number,
    readonly status: ApplicationStatus,
    readonly acceptanceNote: string | null,
  ) {}
}

/** A volunteer joined teams or became leader of some: they are told which. */
export class ApplicationTeamsChanged {
  static readonly event = 'volunteers.application.teamsChanged';
  constructor(
    readonly editionId: number,
    readonly editionName: string,
    readonly userId: number,
    /** Names of the teams they joined as a member. */
    readonly joined: readonly string[],
    /** Names of the teams they now lead (joined as leader, or made leader). */
    readonly leading: readonly string[],
  ) {}
}

/** An organiser corrected answers of an application: the volunteer is told which. */
export class ApplicationCorrected {
  static readonly event = 'volunteers.application.corrected';
  constructor(
    readonly editionId: number,
    readonly editionName: string,
    readonly userId: number,
    /** The volunteer's language: the field names are listed in it. */
    readonly language: string,
    readonly fields: readonly AnswerField[],
  ) {}
}
