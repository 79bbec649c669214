import { getMetadataStorage } from 'class-validator';

type Storage = ReturnType<typeof getMetadataStorage>;
type Lookup = Storage['getTargetValidationMetadatas'];

let installed = false;

/**
 * class-validator looks up a class's checks at every validation by walking the checks of every
 * decorated class of the program (for the inherited ones): a few hundred classes, at each body, query
 * and nested object of each request. The checks are declared when the classes load and do not change
 * afterwards, so the answer is kept per class and options; a check declared later (a class loaded late)
 * forgets every kept answer.
 */
export function keepValidationMetadataLookups(storage: Storage = getMetadataStorage()): void {
  if (installed) return;
  installed = true;
  const lookup: Lookup = storage.getTargetValidationMetadatas.bind(storage);
  const add = storage.addValidationMetadata.bind(storage);
  let kept = new WeakMap<object, Map<string, ReturnType<Lookup>>>();
  storage.addValidationMetadata = (metadata) => {
    kept = new WeakMap();
    add(metadata);
  };
  storage.getTargetValidationMetadatas = (target, schema, always, strictGroups, groups) => {
    const key = `${schema}\u0000${always}\u0000${strictGroups}\u0000${groups?.join('\u0001') ?? ''}`;
    let byOptions = kept.get(target);
    if (!byOptions) kept.set(target, (byOptions = new Map()));
    let metadatas = byOptions.get(key);
    if (!metadatas) byOptions.set(key, (metadatas = lookup(target, schema, always, strictGroups, groups)));
    return metadatas;
  };
}
