import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Feedback, type FeedbackType } from './feedback.entity';

/** Every query of the feedback module. */
@Injectable()
export class FeedbackRepository {
  constructor(private readonly em: EntityManager) {}

  /** A message, saved with the next flush. */
  create(data: { type: FeedbackType; subject: string; message: string; email: string | null; name: string | null; userId: number | null; userAgent: string | null; url: string | null }): Feedback {
    const { userId, ...fields } = data;
    return this.em.create(Feedback, { ...fields, user: userId });
  }

  /** A page of messages with their authors, newest first; resolved or not when asked. */
  page(resolved: boolean | undefined, limit: number, offset: number): Promise<[Feedback[], number]> {
    return this.em.findAndCount(Feedback, resolved === undefined ? {} : { resolved }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit, offset, populate: ['user'] });
  }

  withAuthor(id: number): Promise<Feedback | null> {
    return this.em.findOne(Feedback, { id }, { populate: ['user'] });
  }

  async counts(): Promise<{ total: number; unresolved: number }> {
    const [total, unresolved] = await Promise.all([this.em.count(Feedback), this.em.count(Feedback, { resolved: false })]);
    return { total, unresolved };
  }

  flush(): Promise<void> {
    return this.em.flush();
  }
}
