import MarkdownIt from 'markdown-it';

/**
 * The one Markdown renderer of the product (posts, the volunteers page): it renders on the server
 * into an `…Html` field of the answer, so that pages insert it as it is and no browser downloads a parser.
 */

/** The only addresses a text may link to: the web and e-mail (no javascript:, data:, file:, relative paths…). */
const SAFE_LINK = /^(https?:\/\/|mailto:)/i;

function safeMarkdown(headingShift: number): MarkdownIt {
  const md = new MarkdownIt('default', {
    // Raw HTML is shown as text: a text cannot bring tags, attributes or scripts of its own.
    html: false,
    linkify: true,
    breaks: true,
    typographer: false,
  });
  // An image would make every reader load an address of the author's choice: `![alt](url)` reads as a link.
  md.disable('image');

  const markdownItCheck = md.validateLink.bind(md);
  md.validateLink = (url: string) => markdownItCheck(url) && SAFE_LINK.test(url);

  md.renderer.rules.link_open = (tokens, idx, options, _env, self) => {
    const token = tokens[idx]!;
    token.attrSet('target', '_blank');
    token.attrSet('rel', 'nofollow noopener noreferrer');
    return self.renderToken(tokens, idx, options);
  };

  md.core.ruler.push('heading_levels', (state) => {
    for (const token of state.tokens) {
      if (token.type === 'heading_open' || token.type === 'heading_close') token.tag = `h${Math.min(6, Number(token.tag.slice(1)) + headingShift)}`;
    }
  });
  return md;
}

/** One renderer per heading shift, made when first asked. */
const renderers = new Map<number, MarkdownIt>();

/**
 * The HTML of a Markdown text, safe to insert in a page as it is: text escaped, no raw HTML, links
 * to http(s) and mailto only (opening apart, without referrer, not endorsed), no images; headings,
 * emphasis, lists, quotes, code, tables and line breaks. `headingShift`: how many heading levels
 * the page holds above the text (1: a `#` heading is an h2 below the page's h1), at most h6.
 */
export function renderMarkdown(source: string, headingShift: number): string {
  let renderer = renderers.get(headingShift);
  if (!renderer) renderers.set(headingShift, (renderer = safeMarkdown(headingShift)));
  return renderer.render(source);
}
