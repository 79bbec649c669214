import { Agent } from 'node:https';
import { rootCertificates } from 'node:tls';
import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import webpush, { WebPushError } from 'web-push';
import { APP_CONFIG, type AppConfig } from '../../core/config/config';
import { DEFAULT_LANGUAGE, normalizeLanguage, ServerI18n } from '../../core/i18n/server-i18n';
import { JobQueue, type BatchResult, type Job } from '../../core/jobs/job-queue';
import { endpointRefusal, isPrivateAddressError, publicOnlyLookup, type EndpointRefusal } from '../../core/web/private-address';
import { refuseField } from '../../core/validation/field-errors';
import type { PushSubscriptionInputDto } from './notification.dto';
import type { TranslationParams } from './notification.entity';
import { NotificationsRepository } from './notifications.repository';
import { renderTexts } from './notification-render';
import { PUSH_FANOUT_QUEUE } from './notifications.service';

export const PUSH_DELIVER_QUEUE = 'push-deliver';

/** How long a push service keeps a message for an offline device. */
const PUSH_TTL_SECONDS = 24 * 3600;
/** Push services accept about 4 KB of payload; keep the body well under it. */
const PUSH_BODY_MAX = 1000;
/**
 * A push service's answers that end a subscription: 404 and 410 (expired or unsubscribed, RFC 8030),
 * and 403 (FCM, Apple and Mozilla refuse our VAPID key for it: it was made with another key). Not
 * 401 (our signature is wrong: a fault of ours, on every subscription) nor 400 or 413 (our request).
 */
const ENDED_STATUSES = new Set([403, 404, 410]);
/** The field message of an endpoint refused at subscribe time. */
const ENDPOINT_REFUSALS: Record<EndpointRefusal, string> = {
  INVALID_URL: 'notifications.validation.pushEndpointInvalid',
  INSECURE_URL: 'notifications.validation.httpsUrl',
  BLOCKED_ADDRESS: 'notifications.validation.pushEndpointPrivate',
};

interface FanoutJob {
  batchId: number;
}

interface DeliverJob {
  batchId: number;
  subscriptionId: number;
  notificationId: number | null;
}

/** The JSON a service worker receives (see the contract). */
export interface PushPayload {
  title: string;
  body: string;
  url: string | null;
  notificationId: number | null;
  type: string;
  category: string;
  icon: string;
  badge: string;
  tag: string;
}

/**
 * Web Push with VAPID. Delivery runs in two queued steps so a slow or failing push service never
 * slows down the sender: a fan-out job per batch lists the subscriptions to reach, then one job
 * per subscription sends (retried with back-off). A subscription the push service says is gone or
 * refuses, or whose address is not allowed, is removed at once.
 */
@Injectable()
export class PushService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Push');
  private keys?: { publicKey: string; privateKey: string };
  private keysLoading?: Promise<{ publicKey: string; privateKey: string }>;
  private readonly agent: Agent;

  constructor(
    private readonly repository: NotificationsRepository,
    private readonly jobs: JobQueue,
    private readonly i18n: ServerI18n,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.agent = new Agent({
      keepAlive: true,
      maxSockets: 50,
      ca: config.pushExtraCa ? [...rootCertificates, config.pushExtraCa] : undefined,
      lookup: config.pushAllowPrivateHosts ? undefined : (publicOnlyLookup as unknown as Agent['options']['lookup']),
    });
    // Queues are declared as soon as the service exists, so a notification sent before the app is fully up still queues.
    this.jobs.define<FanoutJob>(PUSH_FANOUT_QUEUE, { retryLimit: 5, retryDelay: 5, retryBackoff: true, expireInSeconds: 300, pollingIntervalSeconds: 2 }, (jobs) =>
      this.fanout(jobs),
    );
    this.jobs.define<DeliverJob>(
      PUSH_DELIVER_QUEUE,
      { retryLimit: 6, retryDelay: 10, retryBackoff: true, expireInSeconds: 120, batchSize: 20, pollingIntervalSeconds: 2 },
      (jobs) => this.deliverAll(jobs),
    );
  }

  /** Fails the start when the keys cannot be had (misconfiguration), rather than at the first push. */
  async onModuleInit(): Promise<void> {
    await this.vapidKeys();
  }

  onModuleDestroy(): void {
    this.agent.destroy();
  }

  private vapidKeys(): Promise<{ publicKey: string; privateKey: string }> {
    this.keysLoading ??= this.loadKeys().then(
      (keys) => (this.keys = keys),
      (error: unknown) => {
        this.keysLoading = undefined;
        throw error;
      },
    );
    return this.keysLoading;
  }

  /** VAPID keys: from the environment, else the pair kept in the database (made by the first replica to start). */
  private async loadKeys(): Promise<{ publicKey: string; privateKey: string }> {
    const { vapidPublicKey, vapidPrivateKey } = this.config;
    if (vapidPublicKey || vapidPrivateKey) {
      if (!vapidPublicKey || !vapidPrivateKey) throw new Error('Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither');
      if (Buffer.from(vapidPublicKey, 'base64url').length !== 65 || Buffer.from(vapidPrivateKey, 'base64url').length !== 32) {
        throw new Error('VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY are not a base64url P-256 key pair (65 and 32 bytes)');
      }
      return { publicKey: vapidPublicKey, privateKey: vapidPrivateKey };
    }
    return this.repository.vapidKeys(webpush.generateVAPIDKeys());
  }

  get publicKey(): string {
    if (!this.keys) throw new Error('Push keys not loaded yet');
    return this.keys.publicKey;
  }

  async isActive(userId: number, endpoint: string): Promise<boolean> {
    return this.repository.hasActiveSubscription(userId, endpoint);
  }

  /**
   * Saves the browser's subscription for this user; an endpoint seen before (other user, old keys) is
   * taken over, and the user's oldest goes beyond PUSH_SUBSCRIPTIONS_PER_USER. An endpoint the server
   * may not call (not https, a private or loopback address) is refused (400 on the field).
   */
  async subscribe(userId: number, input: PushSubscriptionInputDto): Promise<void> {
    const refusal = endpointRefusal(input.endpoint, { allowPrivateHosts: this.config.pushAllowPrivateHosts });
    if (refusal) throw refuseField('subscription.endpoint', ENDPOINT_REFUSALS[refusal]);
    await this.repository.saveSubscription(userId, input.endpoint, input.keys.p256dh, input.keys.auth);
  }

  async unsubscribe(userId: number, endpoint: string): Promise<void> {
    await this.repository.deactivateSubscription(userId, endpoint);
  }

  /** One job per subscription to reach: recipients of the batch whose push preference allows its category. */
  private async fanout(jobs: Job<FanoutJob>[]): Promise<void> {
    for (const job of jobs) {
      const rows = await this.repository.pushTargets(job.data.batchId);
      await this.jobs.sendMany(
        PUSH_DELIVER_QUEUE,
        rows.map((r) => ({ batchId: job.data.batchId, subscriptionId: r.subscription_id, notificationId: r.notification_id }) satisfies DeliverJob),
      );
    }
  }

  private async deliverAll(jobs: Job<DeliverJob>[]): Promise<BatchResult> {
    const failed: { id: string; error: Error }[] = [];
    await Promise.all(
      jobs.map(async (job) => {
        try {
          await this.deliver(job.data);
        } catch (error) {
          failed.push({ id: job.id, error: error as Error });
        }
      }),
    );
    return { failed };
  }

  /**
   * Sends one push, once: the delivery is claimed first and recorded as sent after, so a job run
   * twice (a retried fan-out, a worker that died after sending) sends nothing more. Throws (→
   * retried, the claim given back) unless it went through or the subscription is gone.
   */
  private async deliver(job: DeliverJob): Promise<void> {
    if (!(await this.repository.claimPush(job.batchId, job.subscriptionId))) return;
    try {
      await this.send(job);
    } catch (error) {
      await this.repository.releasePush(job.batchId, job.subscriptionId);
      throw error;
    }
    await this.repository.pushSent(job.batchId, job.subscriptionId);
  }

  private async send(job: DeliverJob): Promise<void> {
    const row = await this.repository.pushDelivery(job.subscriptionId, job.batchId);
    if (!row || row.is_active !== true) return;
    const endpoint = String(row.endpoint);
    const lng = normalizeLanguage(row.preferred_language as string) ?? DEFAULT_LANGUAGE;
    const texts = renderTexts(this.i18n, lng, {
      titleKey: row.title_key as string | null,
      messageKey: row.message_key as string | null,
      translationParams: row.translation_params as TranslationParams | null,
      actionTextKey: row.action_text_key as string | null,
      titleText: row.title_text as string | null,
      messageText: row.message_text as string | null,
      actionText: row.action_text as string | null,
      actionUrl: row.action_url as string | null,
    });
    const payload: PushPayload = {
      title: texts.title,
      body: texts.message.length > PUSH_BODY_MAX ? `${texts.message.slice(0, PUSH_BODY_MAX - 1)}…` : texts.message,
      url: (row.action_url as string | null) ?? null,
      notificationId: job.notificationId,
      type: String(row.type),
      category: String(row.category),
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-72.png',
      tag: job.notificationId ? `notification-${job.notificationId}` : `notification-batch-${job.batchId}`,
    };

    const keys = await this.vapidKeys();
    // Saved before the guard or under another setting: never called.
    const refusal = endpointRefusal(endpoint, { allowPrivateHosts: this.config.pushAllowPrivateHosts });
    if (refusal) return this.remove(job.subscriptionId, `address refused (${refusal})`);
    try {
      await webpush.sendNotification({ endpoint, keys: { p256dh: String(row.p256dh), auth: String(row.auth) } }, JSON.stringify(payload), {
        vapidDetails: { subject: this.config.vapidSubject, ...keys },
        TTL: PUSH_TTL_SECONDS,
        urgency: payload.type === 'ERROR' || payload.type === 'WARNING' ? 'high' : 'normal',
        agent: this.agent,
        timeout: 10_000,
      });
    } catch (error) {
      if (error instanceof WebPushError && ENDED_STATUSES.has(error.statusCode)) {
        return this.remove(job.subscriptionId, `push service answered ${error.statusCode}`);
      }
      if (isPrivateAddressError(error)) return this.remove(job.subscriptionId, 'its host resolves to a private address');
      const status = error instanceof WebPushError ? `status ${error.statusCode}` : (error as Error).message;
      this.logger.warn(`Push to ${new URL(endpoint).host} failed (${status}); will retry`);
      throw error;
    }
  }

  private async remove(subscriptionId: number, reason: string): Promise<void> {
    this.logger.log(`Push subscription ${subscriptionId} removed: ${reason}`);
    await this.repository.removeSubscription(subscriptionId);
  }
}
