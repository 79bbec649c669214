import { Logger } from '@nestjs/common';
import { loadConfig } from '../core/config/config';
import { seedDemo } from './demo-data';
import { withDatabase } from './standalone';

withDatabase((orm) => seedDemo(orm.em.fork(), new Logger('Seed'), loadConfig())).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
