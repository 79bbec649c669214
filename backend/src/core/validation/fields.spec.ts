import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { Text } from './fields';
import { flattenValidationErrors } from './validation';

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
