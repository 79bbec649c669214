import { Module } from '@nestjs/common';
import { HealthController } from './health.controller';

/** Liveness and readiness; the database check itself is core's DatabaseHealth. */
@Module({ controllers: [HealthController] })
export class HealthModule {}
