import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Convention, ConventionClaimRequest } from './convention.entity';

/** Every query of the conventions module. */
@Injectable()
export class ConventionsRepository {
  constructor(private readonly em: EntityManager) {}

  /** The convention, which the access guard has just found: it exists. */
  get(id: number): Promise<Convention> {
    return this.em.findOneOrFail(Convention, { id });
  }

  byIds(ids: readonly number[]): Promise<Convention[]> {
    return ids.length ? this.em.find(Convention, { id: { $in: [...ids] } }) : Promise.resolve([]);
  }

  /** A new convention, saved with the next flush. */
  create(data: { name: string; description: string | null; email: string | null; authorId: number }): Convention {
    return this.em.create(Convention, { name: data.name, description: data.description, email: data.email, author: data.authorId });
  }

  remove(convention: Convention): void {
    this.em.remove(convention);
  }

  /** A claim code sent for the convention, saved with the next flush. */
  addClaimRequest(conventionId: number, userId: number, codeHash: string, expiresAt: Date): void {
    this.em.create(ConventionClaimRequest, { convention: conventionId, user: userId, code: codeHash, expiresAt });
  }

  /** The latest unused claim request of this user on this convention with this code, if any. */
  pendingClaim(conventionId: number, userId: number, codeHash: string): Promise<ConventionClaimRequest | null> {
    return this.em.findOne(ConventionClaimRequest, { convention: conventionId, user: userId, isVerified: false, code: codeHash }, { orderBy: { createdAt: 'desc' } });
  }

  /** Commits the changes made through this repository (and the caller's unit of work). */
  flush(): Promise<void> {
    return this.em.flush();
  }
}
