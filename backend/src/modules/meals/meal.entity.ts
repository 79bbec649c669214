import { Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Edition } from '../editions/edition.entity';
import { EditionArtist } from '../artists/artist.entity';
import { TicketingOption, TicketingOrderItem, TicketingReturnableItem, TicketingTier } from '../ticketing/ticketing.entity';
import { VolunteerApplication } from '../volunteers/volunteer.entity';
import { MealPhase, MealType } from './meal-fields';

/**
 * A meal of an edition's grid (spec: VolunteerMeal): one breakfast, lunch and dinner per day from the
 * volunteer setup start to the teardown end, each with the phases whose volunteers eat it. Turned off,
 * it stays in the grid and feeds nobody.
 */
@Entity({ tableName: 'volunteer_meals' })
@Unique({ properties: ['edition', 'date', 'mealType'] })
export class VolunteerMeal {
  [OptionalProps]?: 'enabled' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer' }) id!: number;
  @ManyToOne(() => Edition, { deleteRule: 'cascade' }) edition!: Edition;
  /** The day, in the edition's time zone (YYYY-MM-DD). */
  @Property({ type: 'string', columnType: 'date' }) date!: string;
  @Enum({ items: () => MealType, nativeEnumName: 'meal_type' }) mealType!: MealType;
  @Property({ type: 'boolean', default: true }) enabled: boolean = true;
  /** Never empty: the phase of its day by default (SETUP, EVENT or TEARDOWN); an organiser may add another. */
  @Enum({ items: () => MealPhase, array: true, nativeEnumName: 'meal_phase' }) phases!: MealPhase[];
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date = new Date();
  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() }) updatedAt: Date = new Date();
}

/** What a volunteer receives with a meal (a cup, a token). */
@Entity({ tableName: 'volunteer_meal_returnable_items' })
@Unique({ properties: ['meal', 'returnableItem'] })
@Index({ properties: ['returnableItem'] })
export class VolunteerMealReturnableItem {
  @PrimaryKey({ type: 'integer' }) id!: number;
  @ManyToOne(() => VolunteerMeal, { deleteRule: 'cascade' }) meal!: VolunteerMeal;
  @ManyToOne(() => TicketingReturnableItem, { deleteRule: 'cascade' }) returnableItem!: TicketingReturnableItem;
}

/**
 * A meal an accepted volunteer is eligible for (kept in step with their application by the meals
 * rules). `accepted` false: they declined it. `consumedAt` follows the canteen's validation in force.
 */
@Entity({ tableName: 'volunteer_meal_selections' })
@Unique({ properties: ['volunteer', 'meal'] })
@Index({ properties: ['meal'] })
export class VolunteerMealSelection {
  [OptionalProps]?: 'accepted';

  @PrimaryKey({ type: 'integer' }) id!: number;
  @ManyToOne(() => VolunteerApplication, { deleteRule: 'cascade' }) volunteer!: VolunteerApplication;
  @ManyToOne(() => VolunteerMeal, { deleteRule: 'cascade' }) meal!: VolunteerMeal;
  @Property({ type: 'boolean', default: true }) accepted: boolean = true;
  @Property({ type: 'datetime', nullable: true }) consumedAt?: Date | null;
}

/** A meal of an artist of the edition, by their arrival and departure; `afterShow`: a late plate kept aside. */
@Entity({ tableName: 'artist_meal_selections' })
@Unique({ properties: ['artist', 'meal'] })
@Index({ properties: ['meal'] })
export class ArtistMealSelection {
  [OptionalProps]?: 'accepted' | 'afterShow';

  @PrimaryKey({ type: 'integer' }) id!: number;
  @ManyToOne(() => EditionArtist, { deleteRule: 'cascade' }) artist!: EditionArtist;
  @ManyToOne(() => VolunteerMeal, { deleteRule: 'cascade' }) meal!: VolunteerMeal;
  @Property({ type: 'boolean', default: true }) accepted: boolean = true;
  @Property({ type: 'boolean', default: false }) afterShow: boolean = false;
  @Property({ type: 'datetime', nullable: true }) consumedAt?: Date | null;
}

/** The meals a tier includes: its ticket items carry them. */
@Entity({ tableName: 'ticketing_tier_meals' })
@Unique({ properties: ['tier', 'meal'] })
@Index({ properties: ['meal'] })
export class TicketingTierMeal {
  @PrimaryKey({ type: 'integer' }) id!: number;
  @ManyToOne(() => TicketingTier, { deleteRule: 'cascade' }) tier!: TicketingTier;
  @ManyToOne(() => VolunteerMeal, { deleteRule: 'cascade' }) meal!: VolunteerMeal;
}

/** The meals an option includes (a "meal pass"): the items that chose it carry them. */
@Entity({ tableName: 'ticketing_option_meals' })
@Unique({ properties: ['option', 'meal'] })
@Index({ properties: ['meal'] })
export class TicketingOptionMeal {
  @PrimaryKey({ type: 'integer' }) id!: number;
  @ManyToOne(() => TicketingOption, { deleteRule: 'cascade' }) option!: TicketingOption;
  @ManyToOne(() => VolunteerMeal, { deleteRule: 'cascade' }) meal!: VolunteerMeal;
}

/** A meal a ticket item carries (from its tier's or options' meals). `consumedAt` follows the canteen's validation in force. */
@Entity({ tableName: 'ticketing_order_item_meals' })
@Unique({ properties: ['orderItem', 'meal'] })
@Index({ properties: ['meal'] })
export class TicketingOrderItemMeal {
  @PrimaryKey({ type: 'integer' }) id!: number;
  @ManyToOne(() => TicketingOrderItem, { deleteRule: 'cascade' }) orderItem!: TicketingOrderItem;
  @ManyToOne(() => VolunteerMeal, { deleteRule: 'cascade' }) meal!: VolunteerMeal;
  @Property({ type: 'datetime', nullable: true }) consumedAt?: Date | null;
}

export const MEAL_ENTITIES = [VolunteerMeal, VolunteerMealReturnableItem, VolunteerMealSelection, ArtistMealSelection, TicketingTierMeal, TicketingOptionMeal, TicketingOrderItemMeal];
