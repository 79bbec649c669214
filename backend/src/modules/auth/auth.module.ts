import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { NotificationsModule } from '../notifications/notifications.module';
import { UsersModule } from '../users/users.module';
import { AuthController, SessionController } from './auth.controller';
import { AuthRepository } from './auth.repository';
import { AuthService } from './auth.service';
import { LocalStrategy } from './local.strategy';
import { PasswordResetToken } from './password-reset-token.entity';
import { SessionSerializer } from './session.serializer';

const AUTH_ENTITIES = [PasswordResetToken];

@Module({
  imports: [PassportModule.register({ session: true }), MikroOrmModule.forFeature(AUTH_ENTITIES), UsersModule, NotificationsModule],
  controllers: [AuthController, SessionController],
  providers: [AuthRepository, AuthService, LocalStrategy, SessionSerializer],
  exports: [AuthService],
})
export class AuthModule {
  /** Registered above; the application composes every module's list for the ORM. */
  static readonly entities = AUTH_ENTITIES;
}
