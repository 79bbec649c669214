import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { GateController } from './gate.controller';
import { GateService } from './gate.service';

/** The gate: letting ticket holders, volunteers and artists in (gate.*), over the tickets, applications and artist records of the other modules. */
@Module({
  imports: [AccessModule],
  controllers: [GateController],
  providers: [GateService],
})
export class GateModule {
  static readonly entities = [];
}
