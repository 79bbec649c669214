/**
 * The front-end projects' test environment: Node, or, for a component test (a spec file whose
 * docblock says `@dom`), jsdom with what a browser has and jsdom lacks. Fetch is Node's own,
 * from outside jsdom's realm, so the real API client makes real HTTP requests; a relative address
 * ('/api/…') goes to the server the test started (`serveApi` in @festival/ui/testing), as a
 * page's requests go to its own origin.
 */
const { TestEnvironment: NodeEnvironment } = require('jest-environment-node');
const { TestEnvironment: JsdomEnvironment } = require('jest-environment-jsdom');

class ComponentEnvironment extends JsdomEnvironment {
  constructor(config, context) {
    super(config, context);
    const page = this.global;
    const absolute = (input) =>
      typeof input === 'string' && input.startsWith('/') ? new URL(input, page.__TEST_API_ORIGIN__ ?? page.location.origin).href : input;
    class PageRequest extends Request {
      constructor(input, init) {
        super(absolute(input), init);
      }
    }
    Object.assign(page, {
      fetch: (input, init) => fetch(absolute(input), init),
      Request: PageRequest,
      Response,
      Headers,
      // Node's fetch takes only its own signals (TanStack Query hands one to every query).
      AbortController,
      AbortSignal,
      TextEncoder,
      TextDecoder,
      // Server-sent events are read over fetch (@festival/ui/live).
      TextDecoderStream,
      structuredClone,
    });
    // Mantine reads media queries and observes sizes; jsdom implements neither.
    page.matchMedia = (query) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    });
    page.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
    page.HTMLElement.prototype.scrollIntoView = function scrollIntoView() {};
    page.scrollTo = () => {};
  }
}

module.exports = class FrontendEnvironment {
  constructor(config, context) {
    // A constructor may answer another object: Jest then drives that environment.
    return 'dom' in (context.docblockPragmas ?? {}) ? new ComponentEnvironment(config, context) : new NodeEnvironment(config, context);
  }
};
