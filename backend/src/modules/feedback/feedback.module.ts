import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { FeedbackController } from './feedback.controller';
import { Feedback } from './feedback.entity';
import { FeedbackRepository } from './feedback.repository';
import { FeedbackService } from './feedback.service';

const FEEDBACK_ENTITIES = [Feedback];

@Module({
  imports: [MikroOrmModule.forFeature(FEEDBACK_ENTITIES)],
  controllers: [FeedbackController],
  providers: [FeedbackRepository, FeedbackService],
  exports: [FeedbackService],
})
export class FeedbackModule {
  /** Registered above; the application composes every module's list for the ORM. */
  static readonly entities = FEEDBACK_ENTITIES;
}
