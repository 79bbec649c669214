import MarkdownIt from 'markdown-it';

/** The only addresses a post may link to: the web and e-mail (no javascript:, data:, file:, relative paths…). */
const SAFE_LINK = /^(https?:\/\/|mailto:)/i;

/** A post's `#` heading is a third-level heading of the page (the page and the post list hold the first two). */
const HEADING_SHIFT = 2;

function postMarkdown(): MarkdownIt {
  const md = new MarkdownIt('default', {
    // Raw HTML is shown as text: a post cannot bring tags, attributes or scripts of its own.
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

  md.core.ruler.push('post_heading_levels', (state) => {
    for (const token of state.tokens) {
      if (token.type === 'heading_open' || token.type === 'heading_close') token.tag = `h${Math.min(6, Number(token.tag.slice(1)) + HEADING_SHIFT)}`;
    }
  });
  return md;
}

const renderer = postMarkdown();

/**
 * The HTML of a post's markdown, safe to insert in a page as it is: text escaped, no raw HTML, links
 * to http(s) and mailto only (opening apart, without referrer, not endorsed), no images; headings,
 * emphasis, lists, quotes, code, tables and line breaks.
 */
export function renderPostMarkdown(source: string): string {
  return renderer.render(source);
}
