import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { ConflictError, NotFoundError } from '../../core/errors/app-errors';
import type { WorkshopLocationDto, WorkshopLocationInputDto } from './locations.dto';
import { LocationsRepository } from './locations.repository';

/**
 * The places of an edition where workshops happen, kept by its team: listed to anyone who sees the
 * edition, added, renamed and deleted by the team. A name is unique in the edition, whatever its
 * case (409 naming the field).
 */
@Injectable()
export class LocationsService {
  constructor(private readonly repository: LocationsRepository) {}

  list(editionId: number): Promise<WorkshopLocationDto[]> {
    return this.repository.list(editionId);
  }

  async create(editionId: number, dto: WorkshopLocationInputDto): Promise<WorkshopLocationDto> {
    const location = this.repository.create(editionId, dto.name);
    await this.commit();
    return this.one(editionId, location.id);
  }

  async rename(editionId: number, locationId: number, dto: WorkshopLocationInputDto): Promise<WorkshopLocationDto> {
    const location = await this.repository.location(editionId, locationId);
    if (!location) throw new NotFoundError();
    location.name = dto.name;
    await this.commit();
    return this.one(editionId, location.id);
  }

  async remove(editionId: number, locationId: number): Promise<void> {
    const location = await this.repository.location(editionId, locationId);
    if (!location) throw new NotFoundError();
    this.repository.remove(location);
    await this.repository.flush();
  }

  private async one(editionId: number, locationId: number): Promise<WorkshopLocationDto> {
    const [row] = await this.repository.list(editionId, locationId);
    if (!row) throw new NotFoundError();
    return row;
  }

  /** A name another location of the edition has (in any case): 409 on the name. */
  private async commit(): Promise<void> {
    try {
      await this.repository.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new ConflictError('name', 'errors.workshops.locationNameTaken');
      throw error;
    }
  }
}
