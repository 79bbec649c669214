import { bindSql, defineSql, repeated, tokenize } from './sql';

describe('the SQL helper', () => {
  it('binds named parameters in order, a name used twice bound twice', () => {
    const s = defineSql('SqlSpec.twice', 'select * from t where a = :editionId and b = any(:ids::int[]) and c = :editionId');
    expect(bindSql(s, { editionId: 7, ids: '{1,2}' })).toEqual({ sql: 'select * from t where a = ? and b = any(?::int[]) and c = ?', bindings: [7, '{1,2}', 7] });
  });

  it('leaves casts, quoted literals, quoted identifiers, comments and dollar quotes alone', () => {
    const text = `select x::int, to_char(at, 'HH24:MI:SS'), "quoted:identifier", E'it\\'s :not', $$ :no $$ -- :comment ?
      /* :block ? */ from t where a = :a and b = 'it''s :not ?'`;
    const s = defineSql('SqlSpec.literals', text);
    const { sql, bindings } = bindSql(s, { a: 1 });
    expect(bindings).toEqual([1]);
    expect(sql).toContain("to_char(at, 'HH24:MI:SS')");
    expect(sql).toContain('"quoted:identifier"');
    expect(sql).toContain("E'it\\'s :not'");
    expect(sql).toContain("'it''s :not \\?'");
    expect(sql).toContain('where a = ? and');
    expect([...s.paramNames]).toEqual(['a']);
  });

  it('throws at once on an unknown or a missing parameter, and on an array', () => {
    const s = defineSql('SqlSpec.strict', 'select :a, :b');
    expect(() => bindSql(s, { a: 1 })).toThrow('SqlSpec.strict: parameter :b is missing');
    expect(() => bindSql(s, { a: 1, b: 2, c: 3 })).toThrow('SqlSpec.strict: unknown parameter :c');
    expect(() => bindSql(s, { a: 1, b: [1, 2] })).toThrow('is an array');
    expect(bindSql(s, { a: 1, b: null }).bindings).toEqual([1, null]);
  });

  it('refuses a positional "?" and a name defined twice', () => {
    expect(() => defineSql('SqlSpec.positional', 'select * from t where a = ?')).toThrow('name the parameter');
    defineSql('SqlSpec.once', 'select 1');
    expect(() => defineSql('SqlSpec.once', 'select 1')).toThrow('defined twice');
    expect(() => tokenize("select 'open", 'x', false)).toThrow('unterminated');
  });

  it("refuses a '?' of its own in a prepared statement, whose '?' all become $n (a quoted one too)", () => {
    expect(() => defineSql('SqlSpec.preparedMark', "select 'why?' as q where a = :a", { prepared: true })).toThrow("no '?'");
    expect(() => defineSql('SqlSpec.preparedPart', 'select 1 {{x}}', { parts: { x: { one: "where b = 'huh?'" } }, prepared: true })).toThrow("no '?'");
    expect(bindSql(defineSql('SqlSpec.preparedOk', 'select :a::int as a, :a::int as b', { prepared: true }), { a: 1 })).toEqual({ sql: 'select ?::int as a, ?::int as b', bindings: [1, 1] });
  });

  it('puts in the chosen parts: a switch, a variant, a repeated part', () => {
    const s = defineSql('SqlSpec.parts', 'select * from t where e = :e {{teams}} {{words}} order by {{order}}', {
      parts: { teams: 'and team_id = any(:teamIds::int[])', words: repeated('and h like :word', ' '), order: { byName: 'name', byDay: 'day, id' } },
    });
    expect(bindSql(s, { e: 1 }, { order: 'byName' })).toEqual({ sql: 'select * from t where e = ?   order by name', bindings: [1] });
    expect(bindSql(s, { e: 1, teamIds: '{3}', word: ['%a%', '%b%'] }, { teams: true, words: 2, order: 'byDay' })).toEqual({
      sql: 'select * from t where e = ? and team_id = any(?::int[]) and h like ? and h like ? order by day, id',
      bindings: [1, '{3}', '%a%', '%b%'],
    });
    expect(() => bindSql(s, { e: 1 }, { order: 'byAge' })).toThrow('no variant byAge');
    expect(() => bindSql(s, { e: 1 }, { teams: true, order: 'byDay' })).toThrow(':teamIds is missing');
    expect(() => defineSql('SqlSpec.noPlace', 'select 1', { parts: { a: 'x' } })).toThrow('has no {{a}}');
  });

  it('knows the file that defined the statement', () => {
    expect(defineSql('SqlSpec.file', 'select 1').file).toMatch(/core[\\/]database[\\/]sql\.spec\.ts$/);
  });
});
