import { Injectable, Logger } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { ServerI18n } from '../../core/i18n/server-i18n';
import { NotificationsService } from '../notifications/notifications.service';
import { VolunteerMealsLost } from './meals-grid.events';
import { lostMealsText } from './meals-grid-rules';

/** Where a volunteer sees their meals. */
const MY_SPACE = '/my-volunteer-applications';

/**
 * The one meal notification a volunteer ever gets: meals they held were removed from the grid or
 * turned off. One per person, naming every meal they lost, in their language (the days written in
 * it), after the commit; people reading the same text in the same language share one notify call.
 */
@Injectable()
export class MealsGridNotifications {
  private readonly logger = new Logger('MealsGridNotifications');

  constructor(
    private readonly notifications: NotificationsService,
    private readonly i18n: ServerI18n,
  ) {}

  @OnEvent(VolunteerMealsLost.event, { async: true, promisify: true })
  async lost(e: VolunteerMealsLost): Promise<void> {
    try {
      const languages = await this.notifications.languagesOf([...e.lost.keys()]);
      const texts = new Map<string, { language: string; meals: string; userIds: number[] }>();
      for (const [userId, meals] of e.lost) {
        const language = languages.get(userId) ?? 'en';
        const text = lostMealsText(meals, language, (type) => this.i18n.t(language, `notifications.meals.types.${type}`));
        const key = `${language}\n${text}`;
        const group = texts.get(key) ?? { language, meals: text, userIds: [] };
        group.userIds.push(userId);
        texts.set(key, group);
      }
      for (const { meals, userIds } of texts.values()) {
        await this.notifications.notify(userIds, {
          type: 'WARNING',
          category: 'volunteer',
          titleKey: 'notifications.meals.lost.title',
          messageKey: 'notifications.meals.lost.message',
          translationParams: { edition: e.editionName, meals },
          actionTextKey: 'notifications.meals.lost.action',
          actionUrl: MY_SPACE,
          entityType: 'edition',
          entityId: e.editionId,
        });
      }
    } catch (error) {
      this.logger.error(`Could not tell the volunteers of edition ${e.editionId} of the meals they lost: ${(error as Error).message}`);
    }
  }
}
