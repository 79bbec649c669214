import { Suspense, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { lazyComponent, lazyPage, type PageModule, type PageVisit } from './lazyPage';
import { prepareSectionPage } from './SectionRoutes';
import type { SectionEntry } from './sections';

const Hello = () => <p>hello</p>;
const draw = (Page: ComponentType) =>
  renderToStaticMarkup(
    <Suspense fallback={<i>loading</i>}>
      <Page />
    </Suspense>,
  );

describe('lazyPage', () => {
  it('suspends until its code has arrived, then draws the page at once', async () => {
    const Page = lazyPage(async () => ({ default: Hello }));
    expect(draw(Page)).toBe('<i>loading</i>');
    await Page.preload();
    expect(draw(Page)).toBe('<p>hello</p>');
  });

  it("runs the module's prepare with the visit only when given one", async () => {
    const prepare = jest.fn<Promise<void>, [PageVisit]>(async () => undefined);
    const load = jest.fn(async (): Promise<PageModule> => ({ default: Hello, prepare }));
    const Page = lazyPage(load);
    await Page.preload();
    expect(prepare).not.toHaveBeenCalled();
    const visit = { pathname: '/editions/3', search: '?x=1', params: { id: '3' }, userId: 7 };
    await Page.preload(visit);
    expect(prepare).toHaveBeenCalledWith(visit);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again after a failed load', async () => {
    const load = jest.fn<Promise<PageModule>, []>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ default: Hello });
    const Page = lazyPage(load);
    await expect(Page.preload()).rejects.toThrow('offline');
    await Page.preload();
    expect(draw(Page)).toBe('<p>hello</p>');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('lazyComponent', () => {
  it('passes its props on, drawn at once once preloaded', async () => {
    const Greeting = lazyComponent(async () => ({ default: ({ name }: { name: string }) => <b>hi {name}</b> }));
    const draw = () =>
      renderToStaticMarkup(
        <Suspense fallback={<i>loading</i>}>
          <Greeting name="Ada" />
        </Suspense>,
      );
    expect(draw()).toBe('<i>loading</i>');
    await Greeting.preload();
    expect(draw()).toBe('<b>hi Ada</b>');
  });
});

describe('prepareSectionPage', () => {
  const sections = [
    { id: 'test/home', path: '/', title: 't', icon: 'IconHome' },
    { id: 'test/edition', path: '/editions/:id', title: 't', icon: 'IconHome' },
    { id: 'test/mine', path: '/mine', title: 't', icon: 'IconHome', check: 'signedIn' },
  ] as unknown as SectionEntry[];

  function pagesWith(prepare: jest.Mock) {
    const page = () => lazyPage(async () => ({ default: Hello, prepare }));
    return { 'test/home': page(), 'test/edition': page(), 'test/mine': page() } as Record<string, ReturnType<typeof lazyPage>>;
  }

  it("prepares the matching section's page with the path's parameters", async () => {
    const prepare = jest.fn();
    await prepareSectionPage(sections, pagesWith(prepare), { pathname: '/editions/12', search: '?tab=2' });
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(prepare).toHaveBeenCalledWith({ pathname: '/editions/12', search: '?tab=2', params: { id: '12' }, userId: null });
  });

  it('only loads the code of a page behind a route check, and does nothing for an unknown path', async () => {
    const prepare = jest.fn();
    const pages = pagesWith(prepare);
    await prepareSectionPage(sections, pages, { pathname: '/mine', search: '' });
    expect(draw(pages['test/mine'])).toBe('<p>hello</p>');
    await prepareSectionPage(sections, pages, { pathname: '/nowhere', search: '' });
    expect(prepare).not.toHaveBeenCalled();
  });
});
