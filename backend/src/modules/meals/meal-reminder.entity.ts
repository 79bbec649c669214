import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Edition } from '../editions/edition.entity';

/**
 * The evening reminder of an edition's day, told to its meal-validation leaders: one row per edition
 * and day, inserted by the run that sends it, so that no replica nor retry sends it twice.
 */
@Entity({ tableName: 'meal_kitchen_reminders' })
@Unique({ properties: ['edition', 'date'] })
export class MealKitchenReminder {
  [OptionalProps]?: 'sentAt';

  @PrimaryKey({ type: 'integer' }) id!: number;
  @ManyToOne(() => Edition, { deleteRule: 'cascade' }) edition!: Edition;
  /** The day the reminder is about (tomorrow when it is sent), on the edition's clock. */
  @Property({ type: 'string', columnType: 'date' }) date!: string;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) sentAt: Date = new Date();
}
