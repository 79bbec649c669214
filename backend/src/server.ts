import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/core';
import { Logger, type LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import compression from 'compression';
import session, { type SessionData } from 'express-session';
import type { NextFunction, Request, Response } from 'express';
import passport from 'passport';
import { Client, Pool } from 'pg';
import { DatabaseHealth } from './core/database/database-health';
import { ormConfig } from './core/database/mikro-orm.config';
import { DatabaseUnavailableError } from './core/errors/app-errors';
import { SessionPool } from './core/sessions/session-pool';
import { SessionCache } from './core/sessions/session-cache';
import { isSessionNeutralWrite } from './core/sessions/session-neutral';
import { signedSessionIds } from './core/sessions/session-cookie';
import { SessionUserStore, sessionUserOf } from './core/sessions/session-store';
import { AppModule } from './app.module';
import type { AppConfig } from './core/config/config';
import { SESSION_COOKIE } from './core/sessions/session-login';
import { inputGuard } from './core/web/input-guard';
import { writeGuard } from './core/web/write-guard';
import { mountFrontEnds } from './core/web/front-ends';
import { securityHeaders } from './core/web/security-headers';
import { SessionSerializer } from './modules/auth/session.serializer';

const LEVELS: Record<AppConfig['logLevel'], LogLevel[]> = {
  error: ['error', 'fatal'],
  warn: ['error', 'fatal', 'warn'],
  log: ['error', 'fatal', 'warn', 'log'],
  debug: ['error', 'fatal', 'warn', 'log', 'debug'],
};

export function buildOpenApiDocument(app: NestExpressApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Festival platform API')
    .setDescription('Conventions, editions and everything organisers, volunteers and attendees do with them.')
    .setVersion('1')
    .addCookieAuth(SESSION_COOKIE)
    .build();
  return SwaggerModule.createDocument(app, config, { operationIdFactory: (controller, method) => `${controller.replace(/Controller$/, '')}_${method}` });
}

/** Builds the whole HTTP application on a database URL; used by `main.ts`, the tests and the bench. */
export async function createServer(
  config: AppConfig,
  databaseUrl: string,
  options: { preview?: boolean } = {},
): Promise<NestExpressApplication> {
  // Preview builds the route table without instantiating providers (no database): used to write the OpenAPI document.
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forDatabase(config, databaseUrl), {
    logger: options.preview ? false : (LEVELS[config.logLevel] ?? LEVELS.log),
    bodyParser: false,
    preview: options.preview,
  });
  const http = app.getHttpAdapter().getInstance();
  if (config.trustProxy !== false) app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  // Writes from another origin, and HTML-form bodies, are refused before anything is parsed.
  app.use(writeGuard(config.publicUrl, config.allowedOrigins));
  app.useBodyParser('json', { limit: '1mb' });
  app.use(inputGuard);

  app.use(securityHeaders(config.secureCookies, config.avatarServiceUrl));

  // Phones on a festival field have poor connections: gzip text answers (front-end bundles above all).
  app.use(compression({ threshold: 1024 }));

  // While the database does not answer, API requests get 503 at once instead of waiting on it
  // (health checks still run: readiness says when it is back).
  const database = options.preview ? null : app.get(DatabaseHealth);
  app.use((req: Request, _res: Response, next: NextFunction) =>
    database?.isDown && req.path.startsWith('/api/') && !req.path.startsWith('/api/health') ? next(new DatabaseUnavailableError()) : next(),
  );

  // Sessions live in PostgreSQL so any replica can serve any request; each process remembers the
  // ones in use (SessionCache: forgotten on every change any replica commits, and around writes).
  const sessionPool = options.preview ? new Pool() : app.get(SessionPool);
  const sessionCache = options.preview ? null : app.get(SessionCache);
  const serializer = app.get(SessionSerializer);
  const store = new SessionUserStore({
    pool: sessionPool,
    tableName: 'session',
    ttl: 7 * 24 * 3600,
    disableTouch: true,
    cache: sessionCache,
    userOfRow: (row) => serializer.userFromRow(row),
  });
  const sessions = session({
    name: SESSION_COOKIE,
    secret: config.sessionSecret,
    // No touch: a session lasts from sign-in (30 days with remember-me), and reads stay reads.
    // Loading a session reads its user in the same query (mapped by the serializer, above).
    store,
    resave: false,
    saveUninitialized: false,
    rolling: false,
    cookie: { httpOnly: true, sameSite: 'lax', secure: config.secureCookies, path: '/' },
  });
  const signedInSession = passport.session();
  const passportInit = passport.initialize();
  // A read without the session cookie has no session to load, and none is created for it (no
  // saveUninitialized; sign-in and sign-out are POST/DELETE): it skips the session middlewares,
  // which otherwise draw a random id and hash an empty session for every anonymous visitor;
  // passport.initialize()'s request helpers that still make sense there answer from the prototype.
  Object.assign(http.request, {
    isAuthenticated(this: Request) {
      return !!this.user;
    },
    isUnauthenticated(this: Request) {
      return !this.user;
    },
  });
  /** A read, or a write that changes no session nor user (core/sessions/session-neutral.ts): its session may come from memory. */
  const isRead = (req: Request) => req.method === 'GET' || req.method === 'HEAD' || isSessionNeutralWrite(req.method, req.path);
  const sessionCookie = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE.replace(/\./g, '\\.')}=`);
  const sessionIdOf = signedSessionIds(SESSION_COOKIE, config.sessionSecret);
  /**
   * A read whose signed-in session this process remembers takes it, with its user, from memory,
   * without express-session and passport (a read never changes its session: nothing to save; nor
   * does a session-neutral write).
   */
  const fromMemory = (req: Request): boolean => {
    const sid = sessionIdOf(req.headers.cookie);
    const hit = sid ? sessionCache?.get(sid) : undefined;
    if (!sid || !hit?.user) return false;
    req.sessionID = sid;
    req.sessionStore = store as unknown as Request['sessionStore'];
    store.createSession(req, JSON.parse(hit.json) as SessionData);
    req.user = hit.user as Express.User;
    return true;
  };
  /** passport.session(), given the user the session's load brought along (else it reads it). */
  const signedIn = (req: Request, res: Response, next: NextFunction) => {
    const user = sessionUserOf(req);
    if (user === undefined) return signedInSession(req, res, next);
    const kept = (req.session as { passport?: { user?: unknown } }).passport;
    if (user) req.user = user as Express.User;
    else if (kept?.user != null) delete kept.user; // a user gone since: as passport does
    next();
  };
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (isRead(req) && (!sessionCookie.test(req.headers.cookie ?? '') || fromMemory(req))) return next();
    sessions(req, res, (error?: unknown) => (error ? next(error) : passportInit(req, res, () => signedIn(req, res, next))));
  });
  // A write keeps its author's sessions (everyone's, for a visitor's) out of memory until it is answered.
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (!isRead(req)) sessionCache?.holdDuring(req.user?.id, res);
    next();
  });

  mountFrontEnds(http, config);
  app.setGlobalPrefix('api');

  const document = buildOpenApiDocument(app);
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });

  return app;
}

/** Applies the committed migrations; run once at start (any replica: they are transactional and locked). */
export async function migrate(app: NestExpressApplication, databaseUrl: string): Promise<void> {
  // Replicas starting together: one migrates, the others wait on the lock, then find nothing to do.
  const lock = new Client({ connectionString: databaseUrl });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock(727274)');
    // An ORM of its own, without the request timeouts: a data migration may take minutes.
    const orm = await MikroORM.init(ormConfig(databaseUrl, { poolMax: 1, timeouts: false }));
    try {
      const applied = await orm.getMigrator().up();
      if (applied.length) new Logger('Database').log(`Applied migrations: ${applied.map((m) => m.name).join(', ')}`);
    } finally {
      await orm.close(true);
    }
  } finally {
    await lock.end();
  }
}
