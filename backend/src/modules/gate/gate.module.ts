import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { CheckpointService } from './checkpoint.service';
import { GateController } from './gate.controller';
import { GATE_ENTITIES } from './gate.entity';
import { GateBoardRepository } from './gate-board.repository';
import { GateBoardService } from './gate-board.service';
import { GateRepository } from './gate.repository';
import { GateLive } from './gate-live';
import { GateNotifications } from './gate-notifications';
import { GateService } from './gate.service';

/** The gate: letting ticket holders, volunteers and artists in (gate.*), over the tickets, applications and artist records of the other modules. */
@Module({
  imports: [MikroOrmModule.forFeature(GATE_ENTITIES), AccessModule, NotificationsModule],
  controllers: [GateController],
  providers: [GateService, GateRepository, GateBoardService, GateBoardRepository, GateLive, GateNotifications, CheckpointService],
  exports: [CheckpointService],
})
export class GateModule {
  static readonly entities = GATE_ENTITIES;
}
