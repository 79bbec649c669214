import type { NextFunction, Request, Response } from 'express';
import { BadRequestError } from '../errors/app-errors';

/** How deep a request body may nest objects and arrays: every DTO of the API is far shallower. */
export const MAX_BODY_DEPTH = 32;

/** In u-mode a surrogate pair reads as one code point: only a surrogate alone is of category Cs. */
const LONE_SURROGATE = /\p{Cs}/u;

/** Text PostgreSQL cannot store or that no form types: NUL, and UTF-16 surrogates without their pair. */
export function isUnstorableText(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

type Problem = { kind: 'characters'; field: string } | { kind: 'depth' };

/**
 * The first problem of a parsed body or query, walked without recursion (a 5,000-deep body must
 * not exhaust the stack): a string or key with unstorable characters, or nesting past `maxDepth`.
 */
export function inputProblem(value: unknown, maxDepth = MAX_BODY_DEPTH): Problem | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { value: v, path, depth } = stack.pop()!;
    if (typeof v === 'string') {
      if (isUnstorableText(v)) return { kind: 'characters', field: path };
    } else if (v !== null && typeof v === 'object') {
      if (depth >= maxDepth) return { kind: 'depth' };
      for (const [key, child] of Object.entries(v)) {
        const childPath = path ? `${path}.${key}` : key;
        if (isUnstorableText(key)) return { kind: 'characters', field: childPath };
        stack.push({ value: child, path: childPath, depth: depth + 1 });
      }
    }
  }
  return null;
}

function problemError(problem: Problem): BadRequestError {
  if (problem.kind === 'depth') return new BadRequestError('errors.tooDeep', { code: 'TOO_DEEP' });
  const key = 'validation.invalidCharacters';
  return new BadRequestError('errors.invalidCharacters', { code: 'INVALID_CHARACTERS', fields: problem.field ? { [problem.field]: [{ key }] } : undefined });
}

/**
 * Runs after the body parsers, before any route: a path, query or JSON body carrying NUL bytes or
 * lone surrogates, or nested too deep, is answered 400 here, so no handler, validator or database
 * statement ever sees it.
 */
export function inputGuard(req: Request, _res: Response, next: NextFunction): void {
  let path: string;
  try {
    path = decodeURIComponent(req.path);
    // Percent-escapes that are not UTF-8 (a surrogate sent as %ED%A0%80…) would be read as U+FFFD: refused instead.
    const query = req.originalUrl.indexOf('?');
    if (query >= 0) decodeURIComponent(req.originalUrl.slice(query + 1).replace(/\+/g, ' '));
  } catch {
    return next(new BadRequestError('errors.invalidCharacters', { code: 'INVALID_CHARACTERS' }));
  }
  if (isUnstorableText(path)) return next(problemError({ kind: 'characters', field: '' }));
  const problem = inputProblem(req.query) ?? inputProblem(req.body);
  next(problem ? problemError(problem) : undefined);
}
