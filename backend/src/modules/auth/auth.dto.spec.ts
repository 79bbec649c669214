import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { flattenValidationErrors } from '../../core/validation/validation';
import { RegisterDto } from './auth.dto';

describe('validation messages', () => {
  it('turns class-validator errors into translatable messages per field, with constraint values', async () => {
    const dto = plainToInstance(RegisterDto, { email: 'nope', password: 'short', pseudo: 'ab', nom: ' ', prenom: 'P' });
    const fields = flattenValidationErrors(await validate(dto, { stopAtFirstError: true }));
    expect(fields.email).toEqual([{ key: 'validation.isEmail', params: {} }]);
    expect(fields.password).toEqual([{ key: 'validation.passwordMinLength', params: { constraint0: 8 } }]);
    expect(fields.pseudo).toEqual([{ key: 'validation.length', params: { constraint0: 3, constraint1: 40 } }]);
    expect(fields.nom).toEqual([{ key: 'validation.isNotEmpty', params: {} }]);
    expect(fields.prenom).toBeUndefined();
  });

  it('refuses an @ in a pseudo so sign-in by pseudo or e-mail stays unambiguous', async () => {
    const dto = plainToInstance(RegisterDto, { email: 'a@b.co', password: 'long enough', pseudo: 'me@home', nom: 'N', prenom: 'P' });
    const fields = flattenValidationErrors(await validate(dto));
    expect(fields.pseudo?.[0].key).toBe('validation.pseudoPattern');
  });
});
