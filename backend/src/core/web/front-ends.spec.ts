import { pageMatcher } from './front-ends';

describe('the page route table', () => {
  const isPage = pageMatcher(['/', '/login', '/editions/:id', '/editions/:id/gestion', '/conventions/:id/editions/add', '/docs/*']);

  it('matches the registries’ paths, parameters as one segment, a trailing slash ignored', () => {
    for (const path of ['/', '/login', '/login/', '/editions/12', '/editions/12/gestion', '/conventions/3/editions/add', '/docs/a/b']) {
      expect([path, isPage(path)]).toEqual([path, true]);
    }
  });

  it('matches nothing else', () => {
    for (const path of ['/nowhere', '/editions', '/editions/12/unknown', '/editions/12/gestion/x', '/loginx', '/login/extra', '//']) {
      expect([path, isPage(path)]).toEqual([path, false]);
    }
  });
});
