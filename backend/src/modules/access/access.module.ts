import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AccessGuard } from './access.guard';

/** Who may call what: the route declarations, the fail-closed guard every request passes. */
@Module({
  providers: [{ provide: APP_GUARD, useClass: AccessGuard }],
})
export class AccessModule {}
