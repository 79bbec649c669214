import { Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Edition } from '../editions/edition.entity';
import { User } from '../users/user.entity';
import { GateAction, GateSubjectKind } from './gate-fields';

/**
 * One validation at a checkpoint (the gate now; the canteen reuses it): an entry or the undo of
 * one, made on a device with its own id. `(edition, clientId)` is unique, so a validation sent twice
 * is recorded once; the partial unique index `gate_entries_one_in_force` lets one entry be in force
 * per person and checkpoint, so two devices racing give one entry and one ALREADY_IN. An offline
 * entry of someone already in is kept as a conflict (outside that index). The person's
 * `entryValidated` columns follow the entry in force, in the same transaction.
 */
@Entity({ tableName: 'gate_entries' })
@Unique({ properties: ['edition', 'clientId'] })
@Index({ properties: ['edition', 'subjectKind', 'subjectId'] })
@Index({ properties: ['edition', 'recordedAt'] })
@Index({
  name: 'gate_entries_one_in_force',
  expression: `create unique index "gate_entries_one_in_force" on "gate_entries" ("edition_id", "checkpoint", "subject_kind", "subject_id") where "action" = 'ENTRY' and not "conflict" and "undone_by_id" is null`,
})
/** The arrivals still to tell (GateNotifications claims them every two minutes): a few rows, whatever the gate has recorded. */
@Index({
  name: 'gate_entries_arrivals_to_tell',
  expression: `create index "gate_entries_arrivals_to_tell" on "gate_entries" ("id") where "arrival_notified_at" is null and "action" = 'ENTRY' and "subject_kind" in ('VOLUNTEER', 'ARTIST')`,
})
export class GateEntry {
  [OptionalProps]?: 'checkpoint' | 'recordedAt' | 'offline' | 'conflict';

  @PrimaryKey({ type: 'integer' }) id!: number;
  @ManyToOne(() => Edition, { deleteRule: 'cascade' }) edition!: Edition;
  /** Where: 'GATE' (the meals issue adds its own). */
  @Property({ type: 'string', length: 20, default: 'GATE' }) checkpoint: string = 'GATE';
  @Enum({ items: () => GateSubjectKind, nativeEnumName: 'gate_subject_kind' }) subjectKind!: GateSubjectKind;
  /** The ticket item's, volunteer application's or artist record's id (no foreign key: three tables). */
  @Property({ type: 'integer' }) subjectId!: number;
  @Enum({ items: () => GateAction, nativeEnumName: 'gate_action' }) action!: GateAction;
  /** Made on the device for this validation. */
  @Property({ type: 'uuid' }) clientId!: string;
  @Property({ type: 'string', length: 64 }) deviceId!: string;
  /** When the device did it (an offline validation is sent later). */
  @Property({ type: 'datetime' }) at!: Date;
  /** When the server recorded it. */
  @Property({ type: 'datetime', defaultRaw: 'now()' }) recordedAt: Date = new Date();
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' }) by?: User | null;
  @Property({ type: 'boolean', default: false }) offline: boolean = false;
  /** An offline entry of someone already in: kept, never in force. */
  @Property({ type: 'boolean', default: false }) conflict: boolean = false;
  /** An entry: the undo that took it back. */
  @ManyToOne(() => GateEntry, { nullable: true, deleteRule: 'set null' }) undoneBy?: GateEntry | null;
  /** An undo: the entry it took back. */
  @ManyToOne(() => GateEntry, { nullable: true, deleteRule: 'set null' }) undoes?: GateEntry | null;
  /** An arrival told to the person's team leaders or the artist managers (claimed once by the grouped notice). */
  @Property({ type: 'datetime', nullable: true }) arrivalNotifiedAt?: Date | null;
}

export const GATE_ENTITIES = [GateEntry];
