import { Typography } from '@festival/ui/later';

/**
 * What Mantine's typography leaves to a page: links underlined (recognisable without colour), long
 * words, code lines and tables kept within a phone's width. React puts it in the document's head once.
 */
const POST_BODY_CSS = `
.post-body a { text-decoration: underline; text-underline-offset: 2px; }
.post-body { overflow-wrap: anywhere; }
.post-body > :last-child { margin-bottom: 0; }
.post-body pre { white-space: pre-wrap; }
.post-body table { display: block; max-width: 100%; overflow-x: auto; }
`;

/**
 * A post's text as the server rendered it from markdown (backend posts/post-markdown.ts: text
 * escaped, no raw HTML, no images, links to http(s) and mailto only, each opening apart without
 * referrer). The one place a page inserts HTML: nothing else may reach it.
 */
export function PostBody({ html }: { html: string }) {
  return (
    <>
      <style href="festival-post-body" precedence="default">
        {POST_BODY_CSS}
      </style>
      <Typography className="post-body" dangerouslySetInnerHTML={{ __html: html }} />
    </>
  );
}
