import { fileNameOf, imageProblem, mayAddEdition, parseId, personName } from './gestionRules';

describe('helpers', () => {
  it('names a person by first and last name, else by pseudo, and nobody by nothing', () => {
    const person = { pseudo: 'pilot', prenom: 'Paul', nom: 'Pilot' };
    expect(personName(person)).toBe('Paul Pilot');
    expect(personName({ ...person, nom: '' })).toBe('Paul');
    expect(personName({ ...person, prenom: null })).toBe('Pilot');
    expect(personName({ ...person, prenom: ' ', nom: null })).toBe('pilot');
    expect(personName(null)).toBe('');
  });

  it('parses ids', () => {
    expect(parseId('12')).toBe(12);
    expect(parseId('0')).toBeNull();
    expect(parseId('1e3')).toBeNull();
    expect(parseId(undefined)).toBeNull();
  });

  it('checks images before upload', () => {
    expect(imageProblem({ size: 1000, type: 'image/png' })).toBeNull();
    expect(imageProblem({ size: 5 * 1024 * 1024 + 1, type: 'image/jpeg' })).toBe('tooLarge');
    expect(imageProblem({ size: 10, type: 'image/gif' })).toBe('wrongType');
  });

  it('offers a new edition only on a convention that is not archived', () => {
    expect(mayAddEdition({ isArchived: false, permissions: { canAddEdition: true } })).toBe(true);
    expect(mayAddEdition({ isArchived: true, permissions: { canAddEdition: true } })).toBe(false);
    expect(mayAddEdition({ isArchived: false, permissions: { canAddEdition: false } })).toBe(false);
  });

  it('names a downloaded file as the server says, else by the fallback', () => {
    expect(fileNameOf('attachment; filename="volunteers-7.csv"', 'x.csv')).toBe('volunteers-7.csv');
    expect(fileNameOf('attachment; filename=planning.csv', 'x.csv')).toBe('planning.csv');
    expect(fileNameOf('attachment; filename="../../etc/passwd"', 'x.csv')).toBe('passwd');
    expect(fileNameOf('attachment', 'x.csv')).toBe('x.csv');
    expect(fileNameOf('attachment; filename=""', 'x.csv')).toBe('x.csv');
    expect(fileNameOf(null, 'x.csv')).toBe('x.csv');
  });
});
