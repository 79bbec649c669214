import { getMetadataStorage, IsInt, IsString, MaxLength, validate } from 'class-validator';
import { keepValidationMetadataLookups } from './metadata-cache';

class Parent {
  @IsString() name!: string;
}
class Child extends Parent {
  @IsInt() age!: number;
}

describe('kept validation metadata lookups', () => {
  const storage = getMetadataStorage();
  const before = (target: new () => object) => storage.getTargetValidationMetadatas(target, '', true, false, undefined);

  it('answers what class-validator answers, inherited checks included, and the same list when asked again', async () => {
    const parent = before(Parent).map((m) => m.propertyName);
    const child = before(Child).map((m) => m.propertyName);
    keepValidationMetadataLookups(storage);
    expect(storage.getTargetValidationMetadatas(Parent, '', true, false, undefined).map((m) => m.propertyName)).toEqual(parent);
    expect(storage.getTargetValidationMetadatas(Child, '', true, false, undefined).map((m) => m.propertyName)).toEqual(child);
    expect(storage.getTargetValidationMetadatas(Child, '', true, false, undefined)).toBe(storage.getTargetValidationMetadatas(Child, '', true, false, undefined));
    expect(await validate(Object.assign(new Child(), { name: 'x', age: 'old' }))).toHaveLength(1);
  });

  it('sees checks declared after a lookup was kept', async () => {
    keepValidationMetadataLookups(storage);
    class Late {
      @IsString() title!: string;
    }
    expect((await validate(Object.assign(new Late(), { title: 'ok' })))).toHaveLength(0);
    // A check added to a class already looked up (a decorator applied late) is seen too.
    MaxLength(1)(Late.prototype, 'title');
    expect((await validate(Object.assign(new Late(), { title: 'too long' }))).map((e) => Object.keys(e.constraints ?? {}))).toEqual([['maxLength']]);
  });

  it('keeps lookups apart by their options (groups)', () => {
    keepValidationMetadataLookups(storage);
    class Grouped {
      @IsString({ groups: ['a'] }) a!: string;
      @IsString({ groups: ['b'] }) b!: string;
    }
    expect(storage.getTargetValidationMetadatas(Grouped, '', false, false, ['a']).map((m) => m.propertyName)).toEqual(['a']);
    expect(storage.getTargetValidationMetadatas(Grouped, '', false, false, ['b']).map((m) => m.propertyName)).toEqual(['b']);
  });
});
