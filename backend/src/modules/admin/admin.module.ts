import { Module } from '@nestjs/common';
import { FeedbackModule } from '../feedback/feedback.module';
import { UsersModule } from '../users/users.module';
import { AdminController } from './admin.controller';

@Module({
  imports: [UsersModule, FeedbackModule],
  controllers: [AdminController],
})
export class AdminModule {}
