import { Injectable } from '@nestjs/common';
import { NotFoundError } from '../../core/errors/app-errors';
import { fieldErrors } from '../../core/validation/field-errors';
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
      const missing = fieldErrors();
      if (!dto.email) missing.add('email', 'validation.isNotEmpty');
      if (!dto.name) missing.add('name', 'validation.isNotEmpty');
      missing.throwIfAny();
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
