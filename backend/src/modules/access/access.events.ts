/**
 * What the access module tells other modules, after the change is committed (domain events through
 * @nestjs/event-emitter: `@OnEvent(CollaboratorAdded.event)`). Listeners run after the response's
 * transaction, so a failing listener never undoes the change.
 */

/** A user joined a convention's team. */
export class CollaboratorAdded {
  static readonly event = 'access.collaborator-added';
  constructor(
    readonly conventionId: number,
    readonly userId: number,
    readonly actorId: number,
    readonly conventionName: string,
  ) {}
}

/** A collaborator's rights or title changed (convention-wide or on one edition). */
export class CollaboratorRightsChanged {
  static readonly event = 'access.collaborator-rights-changed';
  constructor(
    readonly conventionId: number,
    readonly userId: number,
    readonly actorId: number,
    readonly conventionName: string,
  ) {}
}

/** A collaborator left a convention's team. */
export class CollaboratorRemoved {
  static readonly event = 'access.collaborator-removed';
  constructor(
    readonly conventionId: number,
    readonly userId: number,
    readonly actorId: number,
    readonly conventionName: string,
  ) {}
}
