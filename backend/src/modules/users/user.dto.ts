import { ApiProperty } from '@nestjs/swagger';
import type { User } from './user.entity';

/** The 13 languages of the product. */
export const LANGUAGES = ['cs', 'da', 'de', 'en', 'es', 'fr', 'it', 'nl', 'pl', 'pt', 'ru', 'sv', 'uk'] as const;
export type Language = (typeof LANGUAGES)[number];

export class UserDto {
  @ApiProperty() id!: number;
  @ApiProperty() email!: string;
  @ApiProperty({ description: 'SHA-256 of the lower-cased e-mail, for the avatar fallback' }) emailHash!: string;
  @ApiProperty() pseudo!: string;
  @ApiProperty() nom!: string;
  @ApiProperty() prenom!: string;
  @ApiProperty({ type: String, nullable: true }) phone!: string | null;
  @ApiProperty() preferredLanguage!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Path under /uploads/profiles/' }) profilePicture!: string | null;
  @ApiProperty() isEmailVerified!: boolean;
  @ApiProperty() isGlobalAdmin!: boolean;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastLoginAt!: string | null;
}

export class UserResponseDto {
  @ApiProperty({ type: UserDto }) user!: UserDto;
}

/** Who is signed in: null for a visitor. */
export class SessionDto {
  @ApiProperty({ type: UserDto, nullable: true }) user!: UserDto | null;
}

/** The user as the owner sees it; never the password or the verification code. */
export function toUserDto(user: User): UserDto {
  return {
    id: user.id,
    email: user.email,
    emailHash: user.emailHash,
    pseudo: user.pseudo,
    nom: user.nom,
    prenom: user.prenom,
    phone: user.phone ?? null,
    preferredLanguage: user.preferredLanguage,
    profilePicture: user.profilePicture ?? null,
    isEmailVerified: user.isEmailVerified,
    isGlobalAdmin: user.isGlobalAdmin,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
    lastLoginAt: user.lastLoginAt ? user.lastLoginAt.toISOString() : null,
  };
}
