import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { BadRequestError, NotFoundError } from '../../core/errors/app-errors';
import { ThrottleService } from '../../core/throttle/throttle.service';
import type { User } from '../users/user.entity';
import type { CreateFeedbackDto, FeedbackDto, FeedbackListQuery, UpdateFeedbackDto } from './feedback.dto';
import { Feedback } from './feedback.entity';

/** Against spam: 5 messages per 10 minutes from one address or account. */
const FEEDBACK_RATE = { limit: 5, windowMs: 10 * 60 * 1000 };

export function toFeedbackDto(f: Feedback): FeedbackDto {
  return {
    id: f.id,
    type: f.type,
    subject: f.subject,
    message: f.message,
    email: f.email ?? null,
    name: f.name ?? null,
    userId: f.user?.id ?? null,
    user: f.user ? { id: f.user.id, pseudo: f.user.pseudo, email: f.user.email } : null,
    userAgent: f.userAgent ?? null,
    url: f.url ?? null,
    resolved: f.resolved,
    adminNotes: f.adminNotes ?? null,
    createdAt: f.createdAt.toISOString(),
  };
}

@Injectable()
export class FeedbackService {
  constructor(
    private readonly em: EntityManager,
    private readonly throttle: ThrottleService,
  ) {}

  async create(dto: CreateFeedbackDto, user: User | undefined, meta: { ip: string; userAgent?: string }): Promise<Feedback> {
    if (!user) {
      const fields: Record<string, { key: string }[]> = {};
      if (!dto.email) fields.email = [{ key: 'validation.isNotEmpty' }];
      if (!dto.name) fields.name = [{ key: 'validation.isNotEmpty' }];
      if (Object.keys(fields).length) throw new BadRequestError('errors.validation', { code: 'VALIDATION_FAILED', fields });
    }
    await this.throttle.consume(user ? `feedback:user:${user.id}` : `feedback:ip:${meta.ip}`, FEEDBACK_RATE);
    const feedback = this.em.create(Feedback, {
      type: dto.type,
      subject: dto.subject,
      message: dto.message,
      email: dto.email ?? user?.email ?? null,
      name: dto.name ?? (user ? `${user.prenom} ${user.nom}` : null),
      user: user ? this.em.getReference('User', user.id) : null,
      userAgent: meta.userAgent?.slice(0, 1000) ?? null,
      url: dto.url ?? null,
    } as never) as Feedback;
    await this.em.flush();
    return feedback;
  }

  async list(query: FeedbackListQuery): Promise<{ items: Feedback[]; total: number }> {
    const where = query.resolved === undefined ? {} : { resolved: query.resolved === 'true' };
    const [items, total] = await this.em.findAndCount(Feedback, where, {
      orderBy: { createdAt: 'desc', id: 'desc' },
      limit: query.limit,
      offset: query.offset,
      populate: ['user'],
    });
    return { items, total };
  }

  async update(id: number, dto: UpdateFeedbackDto): Promise<Feedback> {
    const feedback = await this.em.findOne(Feedback, { id }, { populate: ['user'] });
    if (!feedback) throw new NotFoundError();
    if (dto.resolved !== undefined) feedback.resolved = dto.resolved;
    if (dto.adminNotes !== undefined) feedback.adminNotes = dto.adminNotes?.trim() || null;
    await this.em.flush();
    return feedback;
  }

  async counts(): Promise<{ total: number; unresolved: number }> {
    const [total, unresolved] = await Promise.all([this.em.count(Feedback), this.em.count(Feedback, { resolved: false })]);
    return { total, unresolved };
  }
}
