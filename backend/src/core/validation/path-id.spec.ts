import { NotFoundError } from '../errors/app-errors';
import { pathId, pathIdOr } from './path-id';

const read = (value: string) => pathId.transform(value, { type: 'param' });

describe('pathId', () => {
  it('reads a positive int written plainly, up to the largest int', () => {
    expect(read('1')).toBe(1);
    expect(read('42')).toBe(42);
    expect(read('2147483647')).toBe(2_147_483_647);
  });

  it('answers 404, like an unknown row, to anything else', () => {
    for (const value of ['0', '-1', '+1', '007', '1.5', '1e3', 'abc', '', ' 1', '2147483648', '99999999999']) expect(() => read(value)).toThrow(NotFoundError);
  });

  it('answers the 404 it is given', () => {
    const coded = new NotFoundError('errors.ticketing.orders.notFound', { code: 'ORDER_NOT_FOUND' });
    expect(() => pathIdOr(() => coded).transform('x', { type: 'param' })).toThrow(coded);
  });
});
