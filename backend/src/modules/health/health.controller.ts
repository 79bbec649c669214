import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { DatabaseHealth } from '../../core/database/database-health';
import { DatabaseUnavailableError } from '../../core/errors/app-errors';
import { Public } from '../access/access.decorators';
import { LivenessDto, ReadinessDto } from './health.dto';

/** For load balancers and container health checks: is the process alive, is it ready to serve. */
@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly database: DatabaseHealth) {}

  /** Liveness: the process answers (whatever the database does). */
  @Get()
  @Public()
  @ApiOkResponse({ type: LivenessDto })
  live(): LivenessDto {
    return { status: 'ok', uptimeSeconds: Math.round(process.uptime()) };
  }

  /** Readiness: the database answers a query within 1.5 s; 503 otherwise. */
  @Get('ready')
  @Public()
  @ApiOkResponse({ type: ReadinessDto })
  @ApiServiceUnavailableResponse({ description: 'The database does not answer' })
  async ready(): Promise<ReadinessDto> {
    if (!(await this.database.check())) throw new DatabaseUnavailableError();
    return { status: 'ready', database: 'up' };
  }
}
