import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ConflictError } from '../../core/errors/app-errors';
import { hashPassword } from '../../core/sessions/passwords';
import { User } from './user.entity';

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

@Injectable()
export class UsersService {
  constructor(private readonly em: EntityManager) {}

  findById(id: number): Promise<User | null> {
    return this.em.findOne(User, { id });
  }

  findByEmail(email: string): Promise<User | null> {
    return this.em.findOne(User, { email: email.trim().toLowerCase() });
  }

  /** Sign-in accepts the e-mail or the pseudo (pseudo compared case-insensitively). */
  findByIdentifier(identifier: string): Promise<User | null> {
    const value = identifier.trim();
    return value.includes('@') ? this.findByEmail(value) : this.findByPseudo(value);
  }

  findByPseudo(pseudo: string): Promise<User | null> {
    return this.em.createQueryBuilder(User).where('lower(pseudo) = ?', [pseudo.trim().toLowerCase()]).getSingleResult();
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
    const user = this.em.create(User, {
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
    await this.em.flush();
    return user;
  }

  count(): Promise<number> {
    return this.em.count(User);
  }

  /** Ends every stored session of a user (after a password change or reset), but the one kept. */
  async endSessions(userId: number, keepSessionId?: string): Promise<void> {
    await this.em
      .getConnection()
      .execute(`delete from "session" where (sess->'passport'->>'user') = ? and sid <> ?`, [String(userId), keepSessionId ?? '']);
  }
}
