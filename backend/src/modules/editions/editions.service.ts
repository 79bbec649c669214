import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { BadRequestError } from '../../core/errors/app-errors';
import { FileStorage } from '../../core/uploads/file-storage';
import { Convention } from '../conventions/convention.entity';
import { User } from '../users/user.entity';
import { EDITION_FLAGS, EDITION_TEXTS, type CreateEditionDto, type EditionDto, type UpdateEditionDto } from './edition.dto';
import { Edition } from './edition.entity';

export function toEditionDto(e: Edition): EditionDto {
  const dto: Record<string, unknown> = {
    id: e.id,
    conventionId: e.convention.id,
    conventionName: e.convention.name,
    creatorId: e.creator?.id ?? null,
    name: e.name,
    startDate: e.startDate,
    endDate: e.endDate,
    imageUrl: e.imageUrl ?? null,
    latitude: e.latitude ?? null,
    longitude: e.longitude ?? null,
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
  };
  for (const f of EDITION_TEXTS) dto[f] = e[f] ?? null;
  for (const f of EDITION_FLAGS) dto[f] = e[f];
  return dto as unknown as EditionDto;
}

@Injectable()
export class EditionsService {
  constructor(
    private readonly em: EntityManager,
    private readonly storage: FileStorage,
  ) {}

  private apply(edition: Edition, dto: CreateEditionDto | UpdateEditionDto): void {
    if (dto.name !== undefined) edition.name = dto.name;
    if (dto.startDate !== undefined) edition.startDate = dto.startDate;
    if (dto.endDate !== undefined) edition.endDate = dto.endDate;
    if (dto.latitude !== undefined) edition.latitude = dto.latitude;
    if (dto.longitude !== undefined) edition.longitude = dto.longitude;
    for (const f of EDITION_TEXTS) if (dto[f] !== undefined) edition[f] = dto[f] || null;
    for (const f of EDITION_FLAGS) if (dto[f] !== undefined) edition[f] = dto[f]!;
    // A change of one day alone is checked against the stored other day.
    if (edition.endDate < edition.startDate) {
      throw new BadRequestError('errors.validation', { code: 'VALIDATION_FAILED', fields: { endDate: [{ key: 'validation.endBeforeStart' }] } });
    }
  }

  async create(convention: Convention, dto: CreateEditionDto, creatorId: number): Promise<Edition> {
    const edition = this.em.create(Edition, {
      convention,
      creator: this.em.getReference(User, creatorId),
      name: dto.name,
      startDate: dto.startDate,
      endDate: dto.endDate,
    });
    this.apply(edition, dto);
    await this.em.flush();
    return edition;
  }

  async update(edition: Edition, dto: CreateEditionDto | UpdateEditionDto): Promise<Edition> {
    this.apply(edition, dto);
    await this.em.flush();
    return edition;
  }

  async remove(edition: Edition): Promise<void> {
    const image = edition.imageUrl;
    await this.em.removeAndFlush(edition);
    if (image) await this.storage.remove(image);
  }

  /** A convention's editions, newest first; offline ones only for its team. */
  async ofConvention(convention: Convention, team: boolean): Promise<Edition[]> {
    return this.em.find(Edition, team ? { convention } : { convention, isOnline: true }, { orderBy: { startDate: 'desc', id: 'desc' }, populate: ['convention'] });
  }
}
