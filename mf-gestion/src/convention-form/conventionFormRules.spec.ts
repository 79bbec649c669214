import { conventionBody, validateConvention } from './conventionFormRules';

describe('convention form rules', () => {
  it('requires a trimmed name of at most 200 characters', () => {
    expect(validateConvention({ name: '  ', description: '', email: '' })).toEqual({ name: 'required' });
    expect(validateConvention({ name: 'x'.repeat(201), description: '', email: '' })).toEqual({ name: 'tooLong' });
    expect(validateConvention({ name: ` ${'x'.repeat(200)} `, description: '', email: '' })).toEqual({});
  });

  it('limits the description and checks the optional e-mail', () => {
    expect(validateConvention({ name: 'A', description: 'x'.repeat(10001), email: '' }).description).toBe('tooLong');
    expect(validateConvention({ name: 'A', description: '', email: 'nope' }).email).toBe('invalidEmail');
    expect(validateConvention({ name: 'A', description: '', email: ' a@b.fr ' })).toEqual({});
  });

  it('sends trimmed values and null for empty optional fields', () => {
    expect(conventionBody({ name: ' Fest ', description: '  ', email: '' })).toEqual({ name: 'Fest', description: null, email: null });
    expect(conventionBody({ name: 'Fest', description: ' Hi ', email: ' a@b.fr' })).toEqual({ name: 'Fest', description: 'Hi', email: 'a@b.fr' });
  });
});
