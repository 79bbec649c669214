/** What the planning tells others, after its commit. */

/** People were put on a slot by someone else (organiser or team leader). */
export class VolunteersAssigned {
  static readonly event = 'volunteers.assigned';
  constructor(
    readonly editionId: number,
    readonly slotId: number,
    readonly userIds: readonly number[],
  ) {}
}

/** People were taken off a slot by someone else (or the slot was deleted: then its labels travel with the event). */
export class VolunteersUnassigned {
  static readonly event = 'volunteers.unassigned';
  constructor(
    readonly editionId: number,
    readonly userIds: readonly number[],
    readonly labels: { title: string; teamName: string; editionName: string },
  ) {}
}

/** A person was moved from one slot to another by someone else, in one step: one "your slot changed". */
export class VolunteerMoved {
  static readonly event = 'volunteers.moved';
  constructor(
    readonly editionId: number,
    readonly userId: number,
    readonly slotId: number,
    readonly from: { title: string; teamName: string },
  ) {}
}
