import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { defineSql, query } from '../../core/database/sql';
import type { MyTicketsRow } from './my-tickets.dto';

/**
 * The user's e-mail state and, once verified, every ticket (a Registration line, not a donation nor a
 * product) on that e-mail, case aside, with its edition: newest edition first, then in the order sold.
 * One row with no ticket when there is none. Read from the users table, as the access module's ticket
 * holders are, over the `lower(email)` index (ticketing_order_items_email).
 */
const TICKETS_OF = defineSql<MyTicketsRow>(
  'MyTicketsRepository.ticketsOf',
  `select u.is_email_verified as "emailVerified", tk.* from users u
  left join lateral (
    select i.id, i.first_name as "firstName", i.last_name as "lastName", coalesce(t.custom_name, t.name, i.name) as "tierName",
      coalesce((select array_agg(p.name order by p.position, p.id) from ticketing_order_item_options io join ticketing_options p on p.id = io.option_id
        where io.item_id = i.id), '{}') as options,
      i.state, o.source, i.entry_validated_at as "enteredAt", i.qr_code as "qrCode", i.amount,
      e.id as "editionId", e.name as "editionName", c.name as "conventionName", e.start_date::text as "startDate", e.end_date::text as "endDate",
      e.time_zone as "timeZone", e.image_url as "imageUrl", e.currency
    from ticketing_order_items i
    join ticketing_orders o on o.id = i.order_id
    join editions e on e.id = i.edition_id
    join conventions c on c.id = e.convention_id
    left join ticketing_tiers t on t.id = i.tier_id
    where lower(i.email) = lower(u.email) and i.type = 'Registration'
  ) tk on u.is_email_verified
  where u.id = :userId
  order by tk."startDate" desc, tk."editionId" desc, tk.id`,
  { moments: ['enteredAt'] },
);

/** The questions of a ticket holder's own page. */
@Injectable()
export class MyTicketsRepository {
  constructor(private readonly em: EntityManager) {}

  ticketsOf(userId: number): Promise<MyTicketsRow[]> {
    return query(this.em, TICKETS_OF, { userId });
  }
}
