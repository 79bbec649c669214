import { ValidationFailedError } from '../errors/app-errors';
import { fieldErrors, refuseField } from './field-errors';

/** What the client reads of a refusal: status, message, code and fields (the exception filter's input). */
const answer = (error: unknown) => {
  expect(error).toBeInstanceOf(ValidationFailedError);
  const e = error as ValidationFailedError;
  return { status: e.getStatus(), key: e.messageKey, ...e.details };
};
const thrown = (run: () => void): unknown => {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('nothing was thrown');
};

describe('field errors', () => {
  it('throws nothing while no field has a message', () => {
    const errors = fieldErrors();
    expect(errors.any).toBe(false);
    expect(() => errors.throwIfAny()).not.toThrow();
    expect(() => fieldErrors({ validUntil: null, choices: undefined, ids: [] }).throwIfAny()).not.toThrow();
  });

  it('answers one 400 VALIDATION_FAILED naming every field with its messages, in the order found', () => {
    const errors = fieldErrors().add('teams', 'errors.volunteers.unknownTeam').add('departureDateTime', 'errors.volunteers.outsidePeriod', { end: '2027-05-18' });
    errors.add('teams', 'errors.volunteers.duplicateTeam');
    expect(errors.any).toBe(true);
    expect(answer(thrown(() => errors.throwIfAny()))).toEqual({
      status: 400,
      key: 'errors.validation',
      code: 'VALIDATION_FAILED',
      fields: {
        teams: [{ key: 'errors.volunteers.unknownTeam' }, { key: 'errors.volunteers.duplicateTeam' }],
        departureDateTime: [{ key: 'errors.volunteers.outsidePeriod', params: { end: '2027-05-18' } }],
      },
    });
  });

  it('starts from a rule’s answer: lists of messages, single messages, and fields found fine (null) left out', () => {
    const errors = fieldErrors({ minAmount: { key: 'a' }, validUntil: null, artistIds: [{ key: 'b', params: { ids: '3, 4' } }], choices: undefined });
    expect(answer(errors.error()).fields).toEqual({ minAmount: [{ key: 'a' }], artistIds: [{ key: 'b', params: { ids: '3, 4' } }] });
  });

  it('refuses one field with one message, its parameters given or not (no empty params)', () => {
    expect(answer(refuseField('provider', 'errors.ticketing.external.onlyHelloAsso'))).toEqual({
      status: 400,
      key: 'errors.validation',
      code: 'VALIDATION_FAILED',
      fields: { provider: [{ key: 'errors.ticketing.external.onlyHelloAsso' }] },
    });
    expect(answer(refuseField('to', 'errors.volunteers.planning.outsidePeriod', { start: 's', end: 'e' })).fields).toEqual({
      to: [{ key: 'errors.volunteers.planning.outsidePeriod', params: { start: 's', end: 'e' } }],
    });
    expect(Object.keys(answer(refuseField('x', 'k')).fields!.x![0]!)).toEqual(['key']);
  });
});
