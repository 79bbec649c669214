import { Typography } from '@festival/ui/later';

/**
 * What Mantine's typography leaves to a page: links underlined (recognisable without colour), long
 * words, code lines and tables kept within a phone's width. React puts it in the document's head once.
 */
const MARKDOWN_CSS = `
.markdown-html a { text-decoration: underline; text-underline-offset: 2px; }
.markdown-html { overflow-wrap: anywhere; }
.markdown-html > :last-child { margin-bottom: 0; }
.markdown-html pre { white-space: pre-wrap; }
.markdown-html table { display: block; max-width: 100%; overflow-x: auto; }
`;

/**
 * A text the server rendered from Markdown (backend core/markdown: text escaped, no raw HTML, no
 * images, links to http(s) and mailto only, each opening apart without referrer), a post or the
 * volunteers page's description. The one place a page inserts HTML: nothing else may reach it.
 */
export function MarkdownHtml({ html }: { html: string }) {
  return (
    <>
      <style href="festival-markdown-html" precedence="default">
        {MARKDOWN_CSS}
      </style>
      <Typography className="markdown-html" dangerouslySetInnerHTML={{ __html: html }} />
    </>
  );
}
