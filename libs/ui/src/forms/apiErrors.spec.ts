import { ApiError } from '@festival/api-client';
import { applyApiErrors, errorCode, errorMessageOf, fieldErrorsOf, trimToNull } from './apiErrors';

describe('API form errors', () => {
  const err = new ApiError(409, { statusCode: 409, error: 'Conflict', message: 'Taken', code: 'X', errors: { email: ['E-mail taken', 'other'], pseudo: [] } });

  it('maps field errors to their first message', () => {
    expect(fieldErrorsOf(err)).toEqual({ email: 'E-mail taken' });
    expect(fieldErrorsOf(new Error('x'))).toEqual({});
  });

  it('applies them to a form', () => {
    const setErrors = jest.fn();
    expect(applyApiErrors({ setErrors }, err)).toBe(true);
    expect(setErrors).toHaveBeenCalledWith({ email: 'E-mail taken' });
    expect(applyApiErrors({ setErrors }, new Error('x'))).toBe(false);
  });

  it('reads message and code', () => {
    expect(errorMessageOf(err, 'fallback')).toBe('Taken');
    expect(errorMessageOf(new Error('tech'), 'fallback')).toBe('fallback');
    expect(errorCode(err)).toBe('X');
  });

  it('trims to null', () => {
    expect(trimToNull('  ')).toBeNull();
    expect(trimToNull(' a ')).toBe('a');
  });
});
