import { sharedEditionKeys, sharedShowKeys } from '@festival/ui/editions';
import { artistSpaceKeys } from '../artist-space/artistSpaceApi';
import { programmeKeys } from './programmeApi';

const under = (key: readonly unknown[], root: readonly unknown[]) => JSON.stringify(key.slice(0, root.length)) === JSON.stringify(root);

describe('the programme’s and the artist space’s cache keys', () => {
  it('sit under the shared roots the organisers’ show and artist changes invalidate', () => {
    expect(under(programmeKeys.list(7, 3), sharedEditionKeys.programme(3))).toBe(true);
    expect(under(programmeKeys.list(null, 3), sharedEditionKeys.programme(3))).toBe(true);
    expect(under(programmeKeys.favorites(7), sharedShowKeys.favorites)).toBe(true);
    expect(under(artistSpaceKeys.space(7, 3), sharedEditionKeys.artistSpace(3))).toBe(true);
  });

  it('keep each caller’s answer apart', () => {
    expect(programmeKeys.list(7, 3)).not.toEqual(programmeKeys.list(8, 3));
    expect(programmeKeys.favorites(7)).not.toEqual(programmeKeys.favorites(null));
    expect(artistSpaceKeys.space(7, 3)).not.toEqual(artistSpaceKeys.space(8, 3));
  });
});
