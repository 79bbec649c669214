import { Injectable } from '@nestjs/common';
import { BadRequestError, NotFoundError } from '../../core/errors/app-errors';
import type { User } from '../users/user.entity';
import type { CreateFeedbackDto, FeedbackListQuery, UpdateFeedbackDto } from './feedback.dto';
import type { Feedback } from './feedback.entity';
import { FeedbackRepository } from './feedback.repository';

/** Messages from the footer's dialog, and their handling by the administrators. */
@Injectable()
export class FeedbackService {
  constructor(
    private readonly repository: FeedbackRepository,
  ) {}

  async create(dto: CreateFeedbackDto, user: User | undefined, meta: { ip: string; userAgent?: string }): Promise<Feedback> {
    if (!user) {
      const fields: Record<string, { key: string }[]> = {};
      if (!dto.email) fields.email = [{ key: 'validation.isNotEmpty' }];
      if (!dto.name) fields.name = [{ key: 'validation.isNotEmpty' }];
      if (Object.keys(fields).length) throw new BadRequestError('errors.validation', { code: 'VALIDATION_FAILED', fields });
    }
    const feedback = this.repository.create({
      type: dto.type,
      subject: dto.subject,
      message: dto.message,
      email: dto.email ?? user?.email ?? null,
      name: dto.name ?? (user ? fitName(`${user.prenom} ${user.nom}`) : null),
      userId: user?.id ?? null,
      userAgent: meta.userAgent?.slice(0, 1000) ?? null,
      url: dto.url ?? null,
    });
    await this.repository.flush();
    return feedback;
  }

  async list(query: FeedbackListQuery): Promise<{ items: Feedback[]; total: number }> {
    const [items, total] = await this.repository.page(query.resolved === undefined ? undefined : query.resolved === 'true', query.limit, query.offset);
    return { items, total };
  }

  async update(id: number, dto: UpdateFeedbackDto): Promise<Feedback> {
    const feedback = await this.repository.withAuthor(id);
    if (!feedback) throw new NotFoundError();
    if (dto.resolved !== undefined) feedback.resolved = dto.resolved;
    if (dto.adminNotes !== undefined) feedback.adminNotes = dto.adminNotes?.trim() || null;
    await this.repository.flush();
    return feedback;
  }

  counts(): Promise<{ total: number; unresolved: number }> {
    return this.repository.counts();
  }
}

/** A user's full name as the feedback's name column takes it (100 characters, cut between characters). */
function fitName(name: string): string {
  return Array.from(name).slice(0, 100).join('');
}
