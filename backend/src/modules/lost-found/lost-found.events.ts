/** What the lost and found tells the rest of the system, after its commit. */

/** A signed-in user commented under an item ("it's mine"): the team member who recorded it is told. */
export class LostFoundCommented {
  static readonly event = 'lostFound.item.commented';
  constructor(
    readonly editionId: number,
    readonly editionName: string,
    readonly itemId: number,
    /** The item's description, shortened to name it in the notification. */
    readonly itemName: string,
    /** Who is told (the recorder, never the commenter). */
    readonly recipientId: number,
    readonly commenterPseudo: string,
  ) {}
}
