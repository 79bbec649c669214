import { ARTIST_NAME_SQL, USER_NAME_SQL } from '../../core/database/checkpoints';
import { textArray } from '../../core/database/sql-params';
import { VALID_ITEM_STATES } from '../ticketing/orders.dto';

/**
 * Who eats a meal, written once for the grid's counts and the kitchen's lists. A statement using
 * EATERS defines a `meals` CTE of meal ids before it and binds `:validStates` through `eatersParams()`.
 */

/** A ticket holder's name (volunteers and artists are named as at every checkpoint). */
const TICKET_NAME = `trim(coalesce(i.first_name, '') || ' ' || coalesce(i.last_name, ''))`;

/**
 * Who eats the meals of `meals` (a CTE of ids): the accepted selections of ACCEPTED volunteer
 * applications, the accepted selections of artists, the meals of ticket items in a valid state.
 * Ticket holders are never asked a diet nor allergies.
 */
export const EATERS = `eaters as (
     select s.meal_id, 'VOLUNTEER' as kind, ${USER_NAME_SQL} as name, v.dietary_preference::text as diet, v.allergies, v.allergy_severity::text as severity,
            false as after_show, s.consumed_at
       from volunteer_meal_selections s join edition_volunteer_applications v on v.id = s.volunteer_id join users u on u.id = v.user_id
      where s.meal_id in (select id from meals) and s.accepted and v.status = 'ACCEPTED'
     union all
     select s.meal_id, 'ARTIST', ${ARTIST_NAME_SQL}, r.dietary_preference::text, r.allergies, r.allergy_severity::text, s.after_show, s.consumed_at
       from artist_meal_selections s join edition_artists r on r.id = s.artist_id left join users u on u.id = r.user_id
      where s.meal_id in (select id from meals) and s.accepted
     union all
     select s.meal_id, 'TICKET_HOLDER', ${TICKET_NAME}, null, null, null, false, s.consumed_at
       from ticketing_order_item_meals s join ticketing_order_items i on i.id = s.order_item_id
      where s.meal_id in (select id from meals) and i.state = any(:validStates::text[]))`;

/** What EATERS binds. */
export const eatersParams = () => ({ validStates: textArray(VALID_ITEM_STATES) });
