import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { plainToInstance } from 'class-transformer';
import { getMetadataStorage, validate } from 'class-validator';
import { Email, OptionalText, OptionalUrl, SearchText, Text } from './fields';
import { flattenValidationErrors, PageQuery } from './validation';

class Named {
  @Text(40) name!: string;
  @Text(20, { optional: true }) nickname?: string;
}

/** The first message of each field, as the validation pipe (stopAtFirstError) gives it. */
async function messagesOf(body: object) {
  return flattenValidationErrors(await validate(plainToInstance(Named, body), { stopAtFirstError: true, whitelist: true }));
}

const required = [{ key: 'validation.isNotEmpty', params: {} }];

describe('Text', () => {
  it('says a missing required text is required, as a blank one is (not "at most N characters")', async () => {
    expect((await messagesOf({})).name).toEqual(required);
    expect((await messagesOf({ name: null })).name).toEqual(required);
    expect((await messagesOf({ name: '   ' })).name).toEqual(required);
    expect((await messagesOf({ name: '' })).name).toEqual(required);
  });

  it('still says when a text is too long, and takes a good one trimmed', async () => {
    expect((await messagesOf({ name: 'x'.repeat(41) })).name).toEqual([{ key: 'validation.maxLength', params: { constraint0: 40 } }]);
    const dto = plainToInstance(Named, { name: '  Juggling  ' });
    expect(await validate(dto, { stopAtFirstError: true })).toEqual([]);
    expect(dto.name).toBe('Juggling');
  });

  it('lets an optional text be absent, but not null or blank (it cannot be cleared)', async () => {
    expect(await messagesOf({ name: 'N' })).toEqual({});
    expect((await messagesOf({ name: 'N', nickname: null })).nickname).toEqual(required);
    expect((await messagesOf({ name: 'N', nickname: ' ' })).nickname).toEqual(required);
    expect((await messagesOf({ name: 'N', nickname: 'y'.repeat(21) })).nickname).toEqual([{ key: 'validation.maxLength', params: { constraint0: 20 } }]);
  });
});

class Described {
  @OptionalText(20) motto?: string | null;
  @OptionalUrl() site?: string | null;
  @Email() email!: string;
  @SearchText(20, 'Words') q?: string;
}

/** What a client may send where text is expected. */
const NOT_TEXT: readonly unknown[] = [42, { text: 'x' }, ['x'], true];
const mustBeText = [{ key: 'validation.isString' }];

describe('a value that is not text, sent as a text field', () => {
  it('is told it must be text, not how long it may be', async () => {
    for (const value of NOT_TEXT) {
      const named = await messagesOf({ name: value, nickname: value });
      expect([value, named.name, named.nickname]).toEqual([value, mustBeText, mustBeText]);
      const described = flattenValidationErrors(await validate(plainToInstance(Described, { motto: value, site: value, email: value, q: value }), { stopAtFirstError: true }));
      expect([value, described]).toEqual([value, { motto: mustBeText, site: mustBeText, email: mustBeText, q: mustBeText }]);
    }
  });

  it('still gets the length message when it is text and too long, before a URL or an e-mail is parsed', async () => {
    const described = flattenValidationErrors(await validate(plainToInstance(Described, { site: `https://${'a'.repeat(600)}.org`, email: `${'a'.repeat(300)}@example.org` }), { stopAtFirstError: true }));
    expect(described).toEqual({ site: [{ key: 'validation.maxLength', params: { constraint0: 500 } }], email: [{ key: 'validation.maxLength', params: { constraint0: 254 } }] });
  });
});

/** The checks that only text can pass: a field with one of them is a text field. */
const TEXT_CHECKS = new Set(['isString', 'minLength', 'maxLength', 'isLength', 'matches', 'isEmail', 'isUrl', 'isIso8601']);

describe('every field of the product', () => {
  // Every validated class is in a *.dto.ts file (and validation.ts); a new one is checked as soon as it exists.
  const dtoFiles = readdirSync(join(__dirname, '../..'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.dto.ts'));
  const classes = [PageQuery, ...dtoFiles.flatMap((f) => Object.values(require(join(__dirname, '../..', f)) as Record<string, unknown>))].filter(
    (v): v is new () => object => typeof v === 'function',
  );

  /** The fields with one of `checks`, and each value of `sent` whose first failed check there is not one of `typeChecks`. */
  async function checkedBeforeType(checks: Set<string>, typeChecks: string[], sent: readonly unknown[]) {
    const fields: string[] = [];
    const wrong: string[] = [];
    for (const dto of classes) {
      const names = getMetadataStorage()
        .getTargetValidationMetadatas(dto, '', true, false)
        .filter((m) => checks.has(m.name ?? '') && !m.each)
        .map((m) => m.propertyName);
      for (const field of new Set(names)) {
        fields.push(`${dto.name}.${field}`);
        for (const value of sent) {
          const errors = await validate(plainToInstance(dto, { [field]: value }), { stopAtFirstError: true });
          const failed = Object.keys(errors.find((e) => e.property === field)?.constraints ?? {});
          // No message: the field is not asked in this case (a setting of another provider, say).
          if (failed.length && !typeChecks.includes(failed[0]!)) wrong.push(`${dto.name}.${field} = ${JSON.stringify(value)}: ${failed[0]}`);
        }
      }
    }
    return { fields, wrong };
  }

  it('says a number, an object, a list or a boolean sent as text must be text, before any other check', async () => {
    const { fields, wrong } = await checkedBeforeType(TEXT_CHECKS, ['isString'], NOT_TEXT);
    expect(fields).toContain('ApplicationAnswersDto.motivation');
    expect(wrong).toEqual([]);
  });

  it('says a text, an object, a list or a boolean sent as a number must be a number, before its bounds', async () => {
    const { fields, wrong } = await checkedBeforeType(new Set(['min', 'max']), ['isInt', 'isNumber'], ['twelve', { n: 1 }, [1], true]);
    expect(fields).toContain('CreateTimeSlotDto.maxVolunteers');
    expect(wrong).toEqual([]);
  });
});
