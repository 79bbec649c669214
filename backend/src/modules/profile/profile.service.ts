import { Injectable } from '@nestjs/common';
import { BadRequestError, UnauthorizedError } from '../../core/errors/app-errors';
import { hashPassword, verifyPassword } from '../../core/sessions/passwords';
import { processImage } from '../../core/uploads/images';
import { FileStorage } from '../../core/uploads/file-storage';
import { AuthService } from '../auth/auth.service';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import type { ChangePasswordDto, UpdateProfileDto } from './profile.dto';

const PICTURE_SIDE = 512;

/** The signed-in user's own account: names, language, picture, password. */
@Injectable()
export class ProfileService {
  constructor(
    private readonly users: UsersService,
    private readonly auth: AuthService,
    private readonly storage: FileStorage,
  ) {}

  async load(userId: number): Promise<User> {
    const user = await this.users.findById(userId);
    if (!user) throw new UnauthorizedError();
    return user;
  }

  async update(userId: number, dto: UpdateProfileDto): Promise<User> {
    const user = await this.load(userId);
    if (dto.pseudo !== undefined && dto.pseudo.toLowerCase() !== user.pseudo.toLowerCase()) {
      await this.users.assertPseudoFree(dto.pseudo, user.id);
    }
    if (dto.pseudo !== undefined) user.pseudo = dto.pseudo;
    if (dto.nom !== undefined) user.nom = dto.nom;
    if (dto.prenom !== undefined) user.prenom = dto.prenom;
    if (dto.phone !== undefined) user.phone = dto.phone === '' ? null : dto.phone;
    if (dto.preferredLanguage !== undefined) user.preferredLanguage = dto.preferredLanguage;
    await this.users.saveChanges();
    return user;
  }

  async setPicture(userId: number, data: Buffer): Promise<User> {
    const user = await this.load(userId);
    const image = await processImage(data, PICTURE_SIDE);
    const previous = user.profilePicture;
    user.profilePicture = await this.storage.put('profiles', user.id, 'webp', image);
    await this.users.saveChanges();
    if (previous) await this.storage.remove(previous);
    return user;
  }

  async removePicture(userId: number): Promise<User> {
    const user = await this.load(userId);
    const previous = user.profilePicture;
    user.profilePicture = null;
    await this.users.saveChanges();
    if (previous) await this.storage.remove(previous);
    return user;
  }

  /** Other sessions of the user end and reset links stop working; the current session stays signed in. */
  async changePassword(userId: number, dto: ChangePasswordDto, currentSessionId: string): Promise<void> {
    const user = await this.load(userId);
    if (!(await verifyPassword(user.password, dto.currentPassword))) {
      throw new BadRequestError('errors.currentPasswordWrong', { fields: { currentPassword: [{ key: 'errors.currentPasswordWrong' }] } });
    }
    user.password = await hashPassword(dto.newPassword);
    await this.users.saveChanges();
    await this.auth.passwordChanged(user.id, currentSessionId);
  }
}
