/** What the messages feature tells the rest of the system, after its commit. */

/** A group message was stored with its recipients: they are told (one notification batch). */
export class VolunteerMessageSent {
  static readonly event = 'volunteers.message.sent';
  constructor(
    readonly editionId: number,
    readonly groupId: number,
    readonly senderId: number,
    readonly title: string,
    readonly message: string,
    readonly userIds: readonly number[],
  ) {}
}

/** A reminder of a group message was claimed: those who have not confirmed are told again. */
export class VolunteerMessageReminded {
  static readonly event = 'volunteers.message.reminded';
  constructor(
    readonly editionId: number,
    readonly groupId: number,
    readonly senderId: number,
    readonly title: string,
    readonly message: string,
    readonly userIds: readonly number[],
  ) {}
}
