import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { defineSql, query } from '../../core/database/sql';
import { intArray } from '../../core/database/sql-params';
import type { MealChoiceRow } from './ticket-meals.dto';

/** The meals a tier or an option includes: its link table and owner column. */
export const MEAL_LINKS = {
  tier: { table: 'ticketing_tier_meals', owner: 'tier_id' },
  option: { table: 'ticketing_option_meals', owner: 'option_id' },
} as const;
export type MealLinkOwner = keyof typeof MEAL_LINKS;

const CHOICES = defineSql<MealChoiceRow>(
  'TicketMealsRepository.choices',
  `select m.id, to_char(m.date, 'YYYY-MM-DD') as date, m.meal_type as "mealType", m.enabled
     from volunteer_meals m where m.edition_id = :editionId order by m.date, m.meal_type`,
);

const REPLACE = Object.fromEntries(
  Object.entries(MEAL_LINKS).map(([owner, link]) => [
    owner,
    defineSql(
      `TicketMealsRepository.replace[${owner}]`,
      `with gone as (delete from ${link.table} where ${link.owner} = :ownerId and not (meal_id = any(:mealIds::int[])))
       insert into ${link.table} (${link.owner}, meal_id) select :ownerId::int, unnest(:mealIds::int[]) on conflict do nothing`,
    ),
  ]),
) as Record<MealLinkOwner, ReturnType<typeof defineSql>>;

/**
 * The meals of the ticket items in scope made exactly those of their tier and of the options they
 * chose, in one statement: missing ones added, unconsumed ones no longer included deleted. The
 * item's state is not read: a refunded or cancelled item keeps its rows (the kitchen and the canteen read the state).
 */
const KEEP_IN_STEP = defineSql(
  'TicketMealsRepository.keepInStep',
  `with items as (select i.id, i.tier_id from ticketing_order_items i where {{scope}}),
   wanted as (
     select it.id as order_item_id, tm.meal_id from items it join ticketing_tier_meals tm on tm.tier_id = it.tier_id
     union
     select it.id, om.meal_id from items it join ticketing_order_item_options io on io.item_id = it.id join ticketing_option_meals om on om.option_id = io.option_id),
   gone as (
     delete from ticketing_order_item_meals m using items it where m.order_item_id = it.id and m.consumed_at is null
        and not exists (select 1 from wanted w where w.order_item_id = m.order_item_id and w.meal_id = m.meal_id))
   insert into ticketing_order_item_meals (order_item_id, meal_id) select w.order_item_id, w.meal_id from wanted w
   on conflict (order_item_id, meal_id) do nothing`,
  {
    parts: {
      scope: {
        items: 'i.id = any(:itemIds::int[])',
        order: 'i.order_id = :orderId',
        tier: 'i.tier_id = :tierId',
        option: 'i.id in (select io.item_id from ticketing_order_item_options io where io.option_id = :optionId)',
      },
    },
  },
);

/** Every query of the meals tickets carry: the grid to choose from, a tier's or an option's meals replaced, the items' meals kept in step. */
@Injectable()
export class TicketMealsRepository {
  constructor(private readonly em: EntityManager) {}

  choices(editionId: number): Promise<MealChoiceRow[]> {
    return query(this.em, CHOICES, { editionId });
  }

  async replace(owner: MealLinkOwner, ownerId: number, mealIds: readonly number[]): Promise<void> {
    await query(this.em, REPLACE[owner], { ownerId, mealIds: intArray(mealIds) });
  }

  async keepInStep(scope: { itemIds: readonly number[] } | { orderId: number } | { tierId: number } | { optionId: number }): Promise<void> {
    if ('itemIds' in scope) {
      if (scope.itemIds.length) await query(this.em, KEEP_IN_STEP, { itemIds: intArray(scope.itemIds) }, { scope: 'items' });
    } else if ('orderId' in scope) await query(this.em, KEEP_IN_STEP, scope, { scope: 'order' });
    else if ('tierId' in scope) await query(this.em, KEEP_IN_STEP, scope, { scope: 'tier' });
    else await query(this.em, KEEP_IN_STEP, scope, { scope: 'option' });
  }
}
