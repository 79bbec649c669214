import { MikroORM } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { PublicCache } from '../../core/cache/public-cache';
import { PgListener } from '../../core/jobs/pg-listener';
import { EDITIONS_CHANGED, PUBLIC_EDITION_ENTITIES } from './edition.events';

/** This process's memory of public search pages and map answers, dropped at every change of editions or conventions. */
@Injectable()
export class PublicEditionCache extends PublicCache<'search' | 'map'> {
  constructor(listener: PgListener, orm: MikroORM) {
    super(listener, orm, {
      channel: EDITIONS_CHANGED,
      entities: PUBLIC_EDITION_ENTITIES,
      stores: { search: { maxEntries: 1000, maxBytes: 16 * 1024 * 1024 }, map: { maxEntries: 50, maxBytes: 16 * 1024 * 1024 } },
    });
  }
}
