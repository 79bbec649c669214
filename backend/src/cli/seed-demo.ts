import { Logger } from '@nestjs/common';
import { seedDemo } from './demo-data';
import { withDatabase } from './standalone';

withDatabase((orm) => seedDemo(orm.em.fork(), new Logger('Seed'))).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
