import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../core/config/config';
import { SecretBox } from '../../core/crypto/secret-box';
import { AppException } from '../../core/errors/app-errors';
import { refuseField } from '../../core/validation/field-errors';
import { baseUrlRefusal, HelloAssoConnector, HelloAssoError, type HelloAssoSettings } from './helloasso-client';
import { catalogueOf } from './helloasso-mapping';
import { storedError } from './sync-rules';
import { syncErrorOf } from './sync-worker';
import { toSyncRunDto } from './sync.dto';
import { SyncRepository } from './sync.repository';
import { toExternalTicketingDto, type ConnectionTestDto, type ExternalTicketingDto, type SaveExternalTicketingDto, type TestExternalTicketingDto } from './external.dto';
import { ExternalRepository } from './external.repository';
import { ExternalTicketingStatus, HELLOASSO_DEFAULT_BASE_URL, TicketingProvider } from './ticketing-fields';
import type { HelloAssoConfig } from './ticketing.entity';
import { TicketingRepository } from './ticketing.repository';

const T = 'errors.ticketing.external';
/** The page's words for a failed test, by code. */
const TEST_KEYS: Record<string, string> = {
  BAD_CREDENTIALS: 'badCredentials',
  FORBIDDEN: 'forbidden',
  NOT_FOUND: 'notFound',
  NETWORK: 'network',
  BLOCKED_ADDRESS: 'blockedAddress',
  PROVIDER_ERROR: 'providerError',
  SECRET_UNREADABLE: 'secretUnreadable',
};

/** Where a form lives: a change of any of these is another form, synced again from the start. */
const sameForm = (a: Pick<HelloAssoConfig, 'apiBaseUrl' | 'organizationSlug' | 'formType' | 'formSlug'>, b: typeof a): boolean =>
  a.apiBaseUrl === b.apiBaseUrl && a.organizationSlug === b.organizationSlug && a.formType === b.formType && a.formSlug === b.formSlug;

/**
 * The edition's ticketing provider: HelloAsso with its settings (the secret sealed at rest and
 * never sent back), or another provider whose tickets are managed by hand; testing HelloAsso's
 * settings; disconnecting (imported tickets stay).
 */
@Injectable()
export class ExternalService {
  constructor(
    private readonly repository: ExternalRepository,
    private readonly ticketing: TicketingRepository,
    private readonly sync: SyncRepository,
    private readonly connector: HelloAssoConnector,
    private readonly secrets: SecretBox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async status(editionId: number): Promise<ExternalTicketingDto> {
    const [external, config, active] = await Promise.all([this.ticketing.externalOf(editionId), this.ticketing.helloAssoConfigOf(editionId), this.sync.activeRun(editionId)]);
    return toExternalTicketingDto(external, config, active ? toSyncRunDto(active) : null, this.config.publicUrl);
  }

  /** Connects HelloAsso (or changes its settings), or chooses a provider managed by hand. */
  async save(editionId: number, dto: SaveExternalTicketingDto): Promise<ExternalTicketingDto> {
    const hadSettings = await this.repository.holdingConnection(editionId, () => this.write(editionId, dto));
    // HelloAsso is no longer the provider: a sync under way stops.
    if (hadSettings && dto.provider !== TicketingProvider.HELLOASSO) await this.repository.failActiveRuns(editionId, storedError({ code: 'DISCONNECTED' }));
    return this.status(editionId);
  }

  /** The save's writes, with the edition's connection held; answers whether HelloAsso settings were stored before. */
  private async write(editionId: number, dto: SaveExternalTicketingDto): Promise<boolean> {
    const external = (await this.ticketing.externalOf(editionId)) ?? this.repository.createExternal(editionId, dto.provider);
    const config = await this.ticketing.helloAssoConfigOf(editionId);
    if (dto.provider === TicketingProvider.HELLOASSO) {
      const settings = this.settingsOf(dto, config);
      if (config) {
        if (!sameForm(config, settings)) external.syncedUntil = null;
        Object.assign(config, { ...settings, clientSecret: dto.clientSecret ? this.secrets.seal(dto.clientSecret) : config.clientSecret });
      } else {
        this.repository.createHelloAssoConfig(external, { ...settings, clientSecret: this.secrets.seal(dto.clientSecret!) });
        external.syncedUntil = null;
      }
    } else {
      if (config) this.repository.removeHelloAssoConfig(config);
      external.syncedUntil = null;
    }
    if (external.provider !== dto.provider) external.syncedUntil = null;
    external.provider = dto.provider;
    external.status = ExternalTicketingStatus.ACTIVE;
    external.lastError = null;
    await this.repository.flush();
    return config !== null;
  }

  /** Asks HelloAsso for a token and the form with the given settings (the stored secret when none is typed): what is wrong, in the caller's language. */
  async test(editionId: number, dto: TestExternalTicketingDto): Promise<ConnectionTestDto> {
    if (dto.provider !== TicketingProvider.HELLOASSO) throw refuseField('provider', `${T}.onlyHelloAsso`);
    const config = await this.ticketing.helloAssoConfigOf(editionId);
    const settings = this.settingsOf(dto, config);
    let clientSecret = dto.clientSecret || null;
    if (!clientSecret) {
      try {
        clientSecret = this.secrets.open(config!.clientSecret);
      } catch {
        throw this.testFailure({ code: 'SECRET_UNREADABLE' });
      }
    }
    try {
      const form = await this.connector.client({ ...settings, clientSecret }, 'test').form();
      const catalogue = catalogueOf(form);
      return { ok: true, form: { title: catalogue.title, tiers: catalogue.tiers.length } };
    } catch (error) {
      if (!(error instanceof HelloAssoError)) throw error;
      throw this.testFailure(syncErrorOf(error));
    }
  }

  /** Disconnects: HelloAsso's settings (and secret) are removed, a running sync stops; tiers and orders stay. */
  async disconnect(editionId: number): Promise<void> {
    const external = await this.ticketing.externalOf(editionId);
    if (!external) return;
    const config = await this.ticketing.helloAssoConfigOf(editionId);
    if (config) this.repository.removeHelloAssoConfig(config);
    external.status = ExternalTicketingStatus.INACTIVE;
    external.lastError = null;
    await this.repository.flush();
    await this.repository.failActiveRuns(editionId, storedError({ code: 'DISCONNECTED' }));
  }

  /**
   * The HelloAsso settings a request gives, checked: an allowed API address, and a secret typed
   * unless one is stored for the same client id and address (a stored secret is only ever sent
   * where it was first meant to go).
   */
  private settingsOf(dto: SaveExternalTicketingDto, stored: HelloAssoConfig | null): Omit<HelloAssoSettings, 'clientSecret'> {
    const apiBaseUrl = (dto.apiBaseUrl || HELLOASSO_DEFAULT_BASE_URL).replace(/\/+$/, '');
    const refusal = baseUrlRefusal(apiBaseUrl, this.connector.allowPrivateHosts);
    if (refusal) {
      const key = refusal === 'INSECURE_URL' ? 'insecureUrl' : refusal === 'BLOCKED_ADDRESS' ? 'privateAddress' : 'invalidUrl';
      throw refuseField('apiBaseUrl', `${T}.${key}`);
    }
    const clientId = dto.clientId!;
    if (!dto.clientSecret && (!stored || stored.clientId !== clientId || stored.apiBaseUrl !== apiBaseUrl)) {
      throw refuseField('clientSecret', `${T}.secretRequired`);
    }
    return { apiBaseUrl, clientId, organizationSlug: dto.organizationSlug!, formType: dto.formType ?? 'Event', formSlug: dto.formSlug! };
  }

  private testFailure(failure: { code: string; params?: Record<string, string | number> }): AppException {
    return new AppException(422, `${T}.test.${TEST_KEYS[failure.code] ?? 'providerError'}`, { code: failure.code, params: failure.params, extra: { params: failure.params ?? {} } });
  }

}
