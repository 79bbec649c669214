import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-local';
import type { User } from '../users/user.entity';
import { AuthService } from './auth.service';

/** passport-local: the login form posts `identifier` (e-mail or pseudo) and `password`. */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, 'local') {
  constructor(private readonly auth: AuthService) {
    super({ usernameField: 'identifier', passwordField: 'password', passReqToCallback: true });
  }

  validate(req: Request, identifier: string, password: string): Promise<User> {
    return this.auth.validateCredentials(identifier, password, req.ip ?? 'unknown');
  }
}
