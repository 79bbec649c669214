import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

export const SUPPORTED_LANGUAGES = ['cs', 'da', 'de', 'en', 'es', 'fr', 'it', 'nl', 'pl', 'pt', 'ru', 'sv', 'uk'];
export const DEFAULT_LANGUAGE = 'en';
export const LANGUAGE_COOKIE = 'i18n_redirected';

type Messages = { [key: string]: string | Messages };

/** Server texts (errors, e-mails) from libs/i18n/locales/<lng>/server.json, read once at start. */
export class ServerI18n {
  private readonly messages = new Map<string, Messages>();

  constructor(localesDir: string) {
    for (const lng of SUPPORTED_LANGUAGES) {
      const file = join(localesDir, lng, 'server.json');
      if (existsSync(file)) this.messages.set(lng, JSON.parse(readFileSync(file, 'utf8')) as Messages);
    }
  }

  private lookup(lng: string, key: string): string | undefined {
    let node: string | Messages | undefined = this.messages.get(lng);
    for (const part of key.split('.')) {
      if (node === undefined || typeof node === 'string') return undefined;
      node = node[part];
    }
    return typeof node === 'string' ? node : undefined;
  }

  has(key: string): boolean {
    return this.lookup(DEFAULT_LANGUAGE, key) !== undefined;
  }

  /** `{{name}}` placeholders are filled from params; an unknown key falls back to English, then to the key. */
  t(lng: string, key: string, params: Record<string, unknown> = {}): string {
    const text = this.lookup(lng, key) ?? this.lookup(DEFAULT_LANGUAGE, key) ?? key;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''));
  }
}

export function normalizeLanguage(value: string | undefined | null): string | undefined {
  if (!value) return undefined;
  const base = value.trim().toLowerCase().split(/[-_]/)[0];
  return SUPPORTED_LANGUAGES.includes(base) ? base : undefined;
}

export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
}

/** The reader's language: their profile, else the language cookie, else Accept-Language, else English. */
export function requestLanguage(req: Pick<Request, 'headers' | 'user'>): string {
  const fromUser = normalizeLanguage(req.user?.preferredLanguage);
  if (fromUser) return fromUser;
  const fromCookie = normalizeLanguage(cookieValue(req.headers.cookie, LANGUAGE_COOKIE));
  if (fromCookie) return fromCookie;
  const accept = req.headers['accept-language'];
  if (typeof accept === 'string') {
    const ranked = accept
      .split(',')
      .map((part) => {
        const [tag, ...rest] = part.trim().split(';');
        const q = rest.find((r) => r.trim().startsWith('q='));
        return { tag, q: q ? Number(q.trim().slice(2)) : 1 };
      })
      .sort((a, b) => b.q - a.q);
    for (const { tag } of ranked) {
      const lng = normalizeLanguage(tag);
      if (lng) return lng;
    }
  }
  return DEFAULT_LANGUAGE;
}

/** The reader's language (see requestLanguage), as a handler parameter: `@RequestLanguage() lng: string`. */
export const RequestLanguage = createParamDecorator((_: unknown, ctx: ExecutionContext): string => requestLanguage(ctx.switchToHttp().getRequest<Request>()));
