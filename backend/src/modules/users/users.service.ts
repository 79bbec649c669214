import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { ConflictError } from '../../core/errors/app-errors';
import { hashPassword } from '../../core/sessions/passwords';
import { User } from './user.entity';
import { UsersRepository } from './users.repository';

export interface NewUser {
  email: string;
  password: string;
  pseudo: string;
  nom: string;
  prenom: string;
  preferredLanguage?: string;
  isEmailVerified?: boolean;
  isGlobalAdmin?: boolean;
}

/** Accounts: finding them, creating them, ending their sessions. Other modules reach users through here. */
@Injectable()
export class UsersService {
  constructor(private readonly repository: UsersRepository) {}

  findById(id: number): Promise<User | null> {
    return this.repository.findById(id);
  }

  findByEmail(email: string): Promise<User | null> {
    return this.repository.findByEmail(email);
  }

  /** Sign-in accepts the e-mail or the pseudo (pseudo compared case-insensitively). */
  findByIdentifier(identifier: string): Promise<User | null> {
    const value = identifier.trim();
    return value.includes('@') ? this.findByEmail(value) : this.findByPseudo(value);
  }

  findByPseudo(pseudo: string): Promise<User | null> {
    return this.repository.findByPseudo(pseudo);
  }

  async assertEmailFree(email: string, exceptUserId?: number): Promise<void> {
    const other = await this.findByEmail(email);
    if (other && other.id !== exceptUserId) throw new ConflictError('email', 'errors.emailTaken');
  }

  async assertPseudoFree(pseudo: string, exceptUserId?: number): Promise<void> {
    const other = await this.findByPseudo(pseudo);
    if (other && other.id !== exceptUserId) throw new ConflictError('pseudo', 'errors.pseudoTaken');
  }

  async create(input: NewUser): Promise<User> {
    await this.assertEmailFree(input.email);
    await this.assertPseudoFree(input.pseudo);
    const user = this.repository.create({
      email: '',
      emailHash: '',
      pseudo: input.pseudo.trim(),
      nom: input.nom.trim(),
      prenom: input.prenom.trim(),
      password: await hashPassword(input.password),
      preferredLanguage: input.preferredLanguage ?? 'en',
      isEmailVerified: input.isEmailVerified ?? false,
      isGlobalAdmin: input.isGlobalAdmin ?? false,
    });
    user.setEmail(input.email);
    try {
      await this.repository.flush();
    } catch (error) {
      // Two sign-ups with one e-mail or pseudo at once: both passed the checks above, the unique index decides.
      if (error instanceof UniqueConstraintViolationException) {
        throw /pseudo/.test(error.message) ? new ConflictError('pseudo', 'errors.pseudoTaken') : new ConflictError('email', 'errors.emailTaken');
      }
      throw error;
    }
    return user;
  }

  /** Saves what the caller changed on users it loaded through this service. */
  saveChanges(): Promise<void> {
    return this.repository.flush();
  }

  /** Fills what a user's profile lacks (phone, last or first name) from a form; saved with the caller's next flush. */
  async fillProfileGaps(userId: number, values: { phone?: string | null; nom?: string | null; prenom?: string | null }): Promise<User | null> {
    const user = await this.repository.findById(userId);
    if (!user) return null;
    for (const field of ['phone', 'nom', 'prenom'] as const) {
      const value = values[field]?.trim();
      if (value && !user[field]?.trim()) user[field] = value;
    }
    return user;
  }

  findByIds(ids: readonly number[]): Promise<User[]> {
    return this.repository.findByIds(ids);
  }

  /** People to pick by what one types: pseudo, e-mail, last or first name (pseudo matches first). */
  search(text: string, limit = 10): Promise<{ id: number; pseudo: string; email: string; nom: string; prenom: string }[]> {
    return this.repository.search(text, limit);
  }

  count(): Promise<number> {
    return this.repository.count();
  }

  /** The user a session names, read outside the request's unit of work (passport deserialising); null when gone. */
  async forSession(id: number): Promise<User | null> {
    const row = await this.repository.sessionRow(id);
    return row ? this.fromRow(row) : null;
  }

  /** A users row read with the session (column names as in the table) as the request's User. */
  fromRow(row: Record<string, unknown>): User {
    return this.repository.fromRow(row);
  }

  /** Ends every stored session of a user (after a password change or reset), but the one kept. */
  endSessions(userId: number, keepSessionId?: string): Promise<void> {
    return this.repository.endSessions(userId, keepSessionId);
  }
}
