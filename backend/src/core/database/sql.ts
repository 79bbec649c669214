import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { withMoments } from './moments';

/**
 * The one way to run a statement the ORM cannot write. A statement is defined once, at module level,
 * with its row type, a name (`Repository.method`) and named parameters (`:editionId`); it runs on
 * the EntityManager it is given through `em.execute`, so inside `em.transactional(...)` it is part
 * of that transaction (never `em.getConnection().execute`, which is not). Every statement defined
 * here is written to the `queries/*.sql` snapshot beside its file (see sql-snapshots.spec.ts).
 *
 * Parts, for statements built at run time: the text holds `{{part}}` where a part goes, and the
 * part is one of
 * - a text, put in or left out (`{ range: true }`),
 * - a record of variants, one of which is put in (`{ order: 'byPerson' }`),
 * - `repeated(text, separator)`, put in once per item (`{ words: 3 }`): a parameter `:word` of a
 *   repeated part is bound to the item's entry of the array given for `word`.
 * A text or a variant may hold the places of other parts (a repeated part may not).
 */

/** A part put in once per item, the copies joined by `separator`. */
export class RepeatedPart {
  constructor(
    readonly text: string,
    readonly separator: string,
  ) {}
}

export const repeated = (text: string, separator: string): RepeatedPart => new RepeatedPart(text, separator);

export type SqlPart = string | Readonly<Record<string, string>> | RepeatedPart;

export interface SqlOptions {
  parts?: Readonly<Record<string, SqlPart>>;
  /** Columns the driver hands over as text that the rows carry as Dates (timestamptz). */
  moments?: readonly string[];
  /**
   * A statement of a hot path, run as a prepared statement of the connection (see `sqlRunner.prepared`):
   * PostgreSQL plans it once per connection rather than at every call. Its parameters must have a
   * type PostgreSQL can tell from where they stand (`= :editionId`, `:code::text`).
   */
  prepared?: boolean;
}

/** A piece of statement text: literal SQL, a named parameter or (in the main text) a part. */
type Token = { sql: string } | { param: string } | { part: string };

export interface SqlStatement<Row> {
  readonly name: string;
  /** The file that defines it (its snapshot goes beside it). */
  readonly file: string;
  readonly text: string;
  readonly parts: Readonly<Record<string, SqlPart>>;
  readonly moments: readonly string[];
  readonly prepared: boolean;
  /** Every parameter name the text and its parts use. */
  readonly paramNames: ReadonlySet<string>;
  /** Only to carry the row type. */
  readonly row?: Row;
}

/** Which parts go in: true/false for a text, a variant's name, a count for a repeated part. */
export type PartChoice = Readonly<Record<string, boolean | string | number | null | undefined>>;

interface Compiled {
  main: Token[];
  parts: Map<string, Token[] | Map<string, Token[]> | { each: Token[]; separator: string }>;
}

const registry = new Map<string, SqlStatement<unknown>>();
const compiled = new WeakMap<SqlStatement<unknown>, Compiled>();

/** Every statement defined so far, in definition order (for the snapshots). */
export function definedStatements(): SqlStatement<unknown>[] {
  return [...registry.values()];
}

/**
 * Splits a statement's text into literal SQL, `:name` parameters and `{{part}}` places. A `:` of a
 * cast (`::int[]`), inside a quoted literal ('HH24:MI:SS', E'..', $$..$$), a "quoted:identifier" or
 * a comment is SQL. A `?` outside them is refused (knex would read it as a positional parameter);
 * inside them it is escaped for knex.
 */
export function tokenize(text: string, where: string, allowParts: boolean): Token[] {
  const tokens: Token[] = [];
  let sql = '';
  const flush = () => {
    if (sql) tokens.push({ sql });
    sql = '';
  };
  /** Copies text[i..end) as SQL, escaping `?` so knex does not bind it. */
  const quoted = (from: number, to: number) => {
    sql += text.slice(from, to).replace(/\?/g, '\\?');
  };
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    const next = text[i + 1];
    if (c === "'") {
      const escapes = /[eE]/.test(text[i - 1] ?? '') && !/[\w$]/.test(text[i - 2] ?? '');
      let j = i + 1;
      for (; j < text.length; j++) {
        if (escapes && text[j] === '\\') j++;
        else if (text[j] === "'") {
          if (text[j + 1] === "'") j++;
          else break;
        }
      }
      if (j >= text.length) throw new Error(`${where}: unterminated quoted literal`);
      quoted(i, j + 1);
      i = j + 1;
    } else if (c === '"') {
      const end = text.indexOf('"', i + 1);
      if (end < 0) throw new Error(`${where}: unterminated quoted identifier`);
      quoted(i, end + 1);
      i = end + 1;
    } else if (c === '-' && next === '-') {
      const end = text.indexOf('\n', i);
      const stop = end < 0 ? text.length : end;
      quoted(i, stop);
      i = stop;
    } else if (c === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      if (end < 0) throw new Error(`${where}: unterminated comment`);
      quoted(i, end + 2);
      i = end + 2;
    } else if (c === '$' && /^\$[A-Za-z_]*\$/.test(text.slice(i)) && !/[\w]/.test(text[i - 1] ?? '')) {
      const tag = /^\$[A-Za-z_]*\$/.exec(text.slice(i))![0];
      const end = text.indexOf(tag, i + tag.length);
      if (end < 0) throw new Error(`${where}: unterminated ${tag} literal`);
      quoted(i, end + tag.length);
      i = end + tag.length;
    } else if (c === ':' && next === ':') {
      sql += '::';
      i += 2;
    } else if (c === ':' && next !== undefined && /[A-Za-z_]/.test(next)) {
      const name = /^[A-Za-z_]\w*/.exec(text.slice(i + 1))![0];
      flush();
      tokens.push({ param: name });
      i += 1 + name.length;
    } else if (c === '?') {
      throw new Error(`${where}: a "?" outside quotes; name the parameter (:name)`);
    } else if (c === '{' && next === '{') {
      const m = /^\{\{(\w+)\}\}/.exec(text.slice(i));
      if (!m || !allowParts) throw new Error(`${where}: "{{" is not a part's place`);
      flush();
      tokens.push({ part: m[1]! });
      i += m[0].length;
    } else {
      sql += c;
      i++;
    }
  }
  flush();
  return tokens;
}

const paramsOf = (tokens: Token[]): string[] => tokens.flatMap((t) => ('param' in t ? [t.param] : []));

/** The file of the code that called defineSql: its snapshot goes beside it. */
function callerFile(): string {
  const lines = (new Error().stack ?? '').split('\n').slice(1);
  for (const line of lines) {
    const m = /\(?((?:[A-Za-z]:)?[^():\s]+\.[cm]?[jt]s):\d+:\d+\)?$/.exec(line.trim());
    if (m && !/[\\/]core[\\/]database[\\/]sql\.[jt]s$/.test(m[1]!)) return m[1]!;
  }
  return 'unknown';
}

/** Defines a statement (at module level): its name must be unique, its text and parts well-formed. */
export function defineSql<Row = Record<string, unknown>>(name: string, text: string, options: SqlOptions = {}): SqlStatement<Row> {
  if (registry.has(name)) throw new Error(`SQL statement ${name} is defined twice`);
  const parts = options.parts ?? {};
  const main = tokenize(text, name, true);
  const compiledParts: Compiled['parts'] = new Map();
  const names = new Set(paramsOf(main));
  for (const [part, spec] of Object.entries(parts)) {
    const where = `${name} {{${part}}}`;
    if (typeof spec === 'string') compiledParts.set(part, tokenize(spec, where, true));
    else if (spec instanceof RepeatedPart) compiledParts.set(part, { each: tokenize(spec.text, where, false), separator: spec.separator });
    else compiledParts.set(part, new Map(Object.entries(spec).map(([variant, t]) => [variant, tokenize(t, `${where}.${variant}`, true)])));
  }
  for (const tokens of compiledParts.values()) {
    const lists = Array.isArray(tokens) ? [tokens] : tokens instanceof Map ? [...tokens.values()] : [tokens.each];
    for (const list of lists) for (const p of paramsOf(list)) names.add(p);
  }
  const placesOf = (tokens: Token[]) => tokens.flatMap((t) => ('part' in t ? [t.part] : []));
  const places = new Set(placesOf(main));
  for (const tokens of compiledParts.values()) {
    const lists = Array.isArray(tokens) ? [tokens] : tokens instanceof Map ? [...tokens.values()] : [tokens.each];
    for (const list of lists) for (const place of placesOf(list)) places.add(place);
  }
  for (const place of places) if (!compiledParts.has(place)) throw new Error(`${name}: {{${place}}} has no part`);
  for (const part of compiledParts.keys()) if (!places.has(part)) throw new Error(`${name}: part ${part} has no {{${part}}}`);
  // A prepared statement's `?` all become `$n` (preparedText): one written in its text would be taken for a parameter.
  if (options.prepared && [text, ...Object.values(parts).flatMap((p) => (typeof p === 'string' ? [p] : p instanceof RepeatedPart ? [p.text] : Object.values(p)))].some((t) => t.includes('?'))) {
    throw new Error(`${name}: a prepared statement may hold no '?' of its own`);
  }
  const statement: SqlStatement<Row> = { name, file: callerFile(), text, parts, moments: options.moments ?? [], prepared: options.prepared ?? false, paramNames: names };
  registry.set(name, statement as SqlStatement<unknown>);
  compiled.set(statement as SqlStatement<unknown>, { main, parts: compiledParts });
  return statement;
}

/** A value bound to a parameter: a JS array would be spread by knex into a list, so it is refused. */
function bindValue(statement: string, name: string, value: unknown): unknown {
  if (value === undefined) throw new Error(`${statement}: parameter :${name} is missing`);
  if (Array.isArray(value)) throw new Error(`${statement}: parameter :${name} is an array; pass intArray(...) or a literal of the array`);
  return value;
}

/**
 * The statement as knex takes it (`?` placeholders and their values, in order). Throws at once on a
 * parameter the statement does not have, one it needs and is not given, or a part it does not have.
 */
export function bindSql(statement: SqlStatement<unknown>, params: Readonly<Record<string, unknown>> = {}, choice: PartChoice = {}): { sql: string; bindings: unknown[] } {
  const { main, parts } = compiled.get(statement)!;
  for (const key of Object.keys(params)) if (!statement.paramNames.has(key)) throw new Error(`${statement.name}: unknown parameter :${key}`);
  for (const key of Object.keys(choice)) if (!parts.has(key)) throw new Error(`${statement.name}: unknown part ${key}`);
  let sql = '';
  const bindings: unknown[] = [];
  const emit = (tokens: Token[], item?: number) => {
    for (const token of tokens) {
      if ('sql' in token) sql += token.sql;
      else if ('part' in token) {
        if (item !== undefined) throw new Error(`${statement.name}: a repeated part holds no part`);
        emitPart(token.part);
      } else if (item === undefined) {
        sql += '?';
        bindings.push(bindValue(statement.name, token.param, params[token.param]));
      } else {
        const list = params[token.param];
        if (!Array.isArray(list) || list.length <= item) throw new Error(`${statement.name}: parameter :${token.param} needs an array of at least ${item + 1} items`);
        sql += '?';
        bindings.push(bindValue(statement.name, `${token.param}[${item}]`, list[item]));
      }
    }
  };
  const emitPart = (part: string) => {
    const spec = parts.get(part)!;
    const chosen = choice[part];
    if (Array.isArray(spec)) {
      if (chosen) emit(spec);
    } else if (spec instanceof Map) {
      if (chosen === undefined || chosen === null || chosen === false) return;
      const variant = spec.get(String(chosen));
      if (!variant) throw new Error(`${statement.name}: part ${part} has no variant ${String(chosen)}`);
      emit(variant);
    } else {
      const count = Number(chosen ?? 0);
      if (!Number.isInteger(count) || count < 0) throw new Error(`${statement.name}: part ${part} needs a count`);
      for (let n = 0; n < count; n++) {
        if (n) sql += spec.separator;
        emit(spec.each, n);
      }
    }
  };
  emit(main);
  return { sql, bindings };
}

/** A statement with what it is run with: for a statement chosen and filled by a function (edition-search.ts). */
export interface SqlCall<Row> {
  statement: SqlStatement<Row>;
  params: Readonly<Record<string, unknown>>;
  parts?: PartChoice;
}

/** Runs a call made by a function (see SqlCall). */
export function run<Row>(em: EntityManager, call: SqlCall<Row>): Promise<Row[]> {
  return query(em, call.statement, call.params, call.parts);
}

/**
 * Runs the statement on `em` (in its current transaction, if any) and answers its rows. `parts`
 * chooses the parts of a statement built at run time.
 */
export async function query<Row>(em: EntityManager, statement: SqlStatement<Row>, params: Readonly<Record<string, unknown>> = {}, parts: PartChoice = {}): Promise<Row[]> {
  const { sql, bindings } = bindSql(statement as SqlStatement<unknown>, params, parts);
  const rows = statement.prepared ? await sqlRunner.prepared<Row>(em, preparedText(statement as SqlStatement<unknown>, parts, sql), bindings) : await em.execute<Row[]>(sql, bindings);
  return withMoments(rows, statement.moments);
}

/** A prepared statement as the connection takes it: its text with `$n` parameters, and its name. */
interface PreparedText {
  text: string;
  name: string;
}

/** Prepared statements by statement and parts chosen, worked out once (rewriting or hashing a long text at each call costs). */
const preparedTexts = new Map<string, PreparedText>();

/** The statement's text with `$1…$n` where bindSql put its `?`, and its name: one per text (the parts chosen make the text). */
function preparedText(statement: SqlStatement<unknown>, parts: PartChoice, sql: string): PreparedText {
  const key = `${statement.name} ${JSON.stringify(parts)}`;
  let prepared = preparedTexts.get(key);
  if (!prepared) {
    let n = 0;
    prepared = { text: sql.replace(/\?/g, () => `$${++n}`), name: `s_${createHash('sha1').update(sql).digest('base64url').slice(0, 20)}` };
    // The statements and their parts are the code's: a bounded set, but a bound all the same.
    if (preparedTexts.size >= 1_000) preparedTexts.clear();
    preparedTexts.set(key, prepared);
  }
  return prepared;
}

/**
 * How statements reach the database, as one object so that the tests counting statements see both
 * roads (`test/support/statements.ts`).
 * - `em.execute` (every statement by default): MikroORM writes the values into the text and
 *   PostgreSQL parses and plans it at each call.
 * - `prepared`: the text with `$n` parameters as a named prepared statement of the connection
 *   (node-postgres keeps it per connection), in the EntityManager's transaction when it has one;
 *   PostgreSQL plans it once per connection. Errors are turned into MikroORM's exceptions as
 *   `em.execute` would.
 */
export const sqlRunner = {
  async prepared<Row>(em: EntityManager, prepared: PreparedText, values: unknown[]): Promise<Row[]> {
    // Straight to the node-postgres client of the pool (or of the transaction): the text already holds
    // `$n`, and knex's runner (a query builder, its options merged, its response processed) would cost
    // more than the statement on a hot path.
    const transaction = em.getContext(false).getTransactionContext() as (KnexClientHolder & { isCompleted(): boolean }) | undefined;
    // As knex refuses it: the connection of an ended transaction is back in the pool, another's.
    if (transaction?.isCompleted()) throw new Error(`${prepared.name}: the transaction has already ended`);
    const client = (transaction ?? (em.getConnection().getKnex() as unknown as KnexClientHolder)).client;
    const connection = await client.acquireConnection();
    try {
      const result = await connection.query<Row>({ name: prepared.name, text: prepared.text, values });
      return result.rows;
    } catch (error) {
      throw em.getDriver().convertException(error as Error);
    } finally {
      await client.releaseConnection(connection);
    }
  },
};

/** What knex and its transactions hold: the client lending node-postgres connections (a transaction's lends its own). */
interface KnexClientHolder {
  client: { acquireConnection(): Promise<PgConnection>; releaseConnection(connection: PgConnection): Promise<void> };
}
interface PgConnection {
  query<Row>(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: Row[] }>;
}

/** The statement's first row, or null when it answers none. */
export async function maybeOne<Row>(em: EntityManager, statement: SqlStatement<Row>, params: Readonly<Record<string, unknown>> = {}, parts: PartChoice = {}): Promise<Row | null> {
  const [row] = await query(em, statement, params, parts);
  return row ?? null;
}

/** The statement's one row (an aggregate, a `returning` of a row that is there): none is a bug. */
export async function one<Row>(em: EntityManager, statement: SqlStatement<Row>, params: Readonly<Record<string, unknown>> = {}, parts: PartChoice = {}): Promise<Row> {
  const row = await maybeOne(em, statement, params, parts);
  if (!row) throw new Error(`${statement.name} answered no row`);
  return row;
}

/** The statement's text and parts as the snapshot records them: each line trimmed, blank lines dropped. */
export function snapshotText(statement: SqlStatement<unknown>): string {
  const tidy = (text: string) =>
    text
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean)
      .join('\n');
  const out = [`-- ${statement.name}`, `${tidy(statement.text)};`];
  for (const [part, spec] of Object.entries(statement.parts)) {
    if (typeof spec === 'string') out.push(`-- ${statement.name} {{${part}}}`, tidy(spec));
    else if (spec instanceof RepeatedPart) out.push(`-- ${statement.name} {{${part}}} repeated, joined by '${spec.separator}'`, tidy(spec.text));
    else for (const [variant, text] of Object.entries(spec)) out.push(`-- ${statement.name} {{${part}}} ${variant}`, tidy(text));
  }
  return out.join('\n');
}
