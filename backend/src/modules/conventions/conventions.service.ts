import { Injectable } from '@nestjs/common';
import { FileStorage } from '../../core/uploads/file-storage';
import { processImage } from '../../core/uploads/images';
import { AccessService } from '../access/access.service';
import { CollaboratorsService } from '../access/collaborators.service';
import { toConventionDto, type ConventionDto, type CreateConventionDto, type MyConventionDto, type UpdateConventionDto } from './convention.dto';
import { ConventionsRepository } from './conventions.repository';

const LOGO_SIDE = 512;

/** A convention's own life: creation, its fields, its logo, archiving, deletion. */
@Injectable()
export class ConventionsService {
  constructor(
    private readonly repository: ConventionsRepository,
    private readonly access: AccessService,
    private readonly collaborators: CollaboratorsService,
    private readonly storage: FileStorage,
  ) {}

  async create(dto: CreateConventionDto, authorId: number): Promise<ConventionDto> {
    const convention = this.repository.create({ name: dto.name, description: dto.description || null, email: dto.email ? dto.email.toLowerCase() : null, authorId });
    await this.repository.flush();
    return toConventionDto(convention);
  }

  async update(id: number, dto: UpdateConventionDto): Promise<ConventionDto> {
    const convention = await this.repository.get(id);
    if (dto.name !== undefined) convention.name = dto.name;
    if (dto.description !== undefined) convention.description = dto.description || null;
    if (dto.email !== undefined) convention.email = dto.email ? dto.email.toLowerCase() : null;
    await this.repository.flush();
    return toConventionDto(convention);
  }

  /** Archived conventions leave the public lists; the change is kept in the team's history. */
  async setArchived(id: number, archived: boolean, actorId: number): Promise<ConventionDto> {
    const convention = await this.repository.get(id);
    if (convention.isArchived === archived) return toConventionDto(convention);
    const state = () => ({ isArchived: convention.isArchived, archivedAt: convention.archivedAt?.toISOString() ?? null });
    const before = state();
    convention.isArchived = archived;
    convention.archivedAt = archived ? new Date() : null;
    this.collaborators.recordArchive(id, actorId, archived, before, state());
    await this.repository.flush();
    return toConventionDto(convention);
  }

  /** The logo is checked by content, re-encoded and bounded to 512 px; the previous file is deleted. */
  async setLogo(id: number, data: Buffer | null): Promise<ConventionDto> {
    const convention = await this.repository.get(id);
    const previous = convention.logo;
    convention.logo = data ? await this.storage.put('conventions', id, 'webp', await processImage(data, LOGO_SIDE)) : null;
    await this.repository.flush();
    if (previous) await this.storage.remove(previous);
    return toConventionDto(convention);
  }

  async remove(id: number): Promise<void> {
    const convention = await this.repository.get(id);
    const logo = convention.logo;
    this.repository.remove(convention);
    await this.repository.flush();
    if (logo) await this.storage.remove(logo);
  }

  /** Conventions the user created or collaborates on, with their rights, by name. */
  async mine(user: { id: number; isGlobalAdmin: boolean }): Promise<MyConventionDto[]> {
    const memberships = await this.access.membershipsOf(user);
    const conventions = new Map((await this.repository.byIds(memberships.map((m) => m.conventionId))).map((c) => [c.id, c]));
    return memberships
      .map((m) => ({ ...toConventionDto(conventions.get(m.conventionId)!), title: m.title, permissions: m.permissions }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }
}
