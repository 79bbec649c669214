import { renderMarkdown } from './markdown';

/** As posts render (a `#` heading is a third-level heading of their page). */
const renderPostMarkdown = (source: string) => renderMarkdown(source, 2);

/** The tags markdown may make, and the attributes each may carry. */
const ALLOWED: Record<string, readonly string[]> = {
  p: [],
  br: [],
  strong: [],
  em: [],
  s: [],
  a: ['href', 'title', 'target', 'rel'],
  h1: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  ul: [],
  ol: ['start'],
  li: [],
  blockquote: [],
  code: ['class'],
  pre: [],
  hr: [],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ['style'],
  td: ['style'],
};

/**
 * What is wrong with this HTML from a safety point of view: a tag or an attribute outside the list
 * above, a link elsewhere than http(s) or mailto, or a link without its rel and target. Empty: inert.
 */
function unsafeParts(html: string): string[] {
  const problems: string[] = [];
  for (const [, closing, name, rest] of html.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9-]*)([^>]*)>/g)) {
    const tag = name!.toLowerCase();
    const allowed = ALLOWED[tag];
    if (!allowed) {
      problems.push(`tag <${tag}>`);
      continue;
    }
    // Attributes as the renderer writes them: name="value", the value never holding a raw quote.
    const attributes = [...rest!.matchAll(/\s+([^\s=]+)(?:="([^"]*)")?/g)];
    const leftover = rest!.replace(/\s+([^\s=]+)(?:="([^"]*)")?/g, '').trim();
    if (leftover && leftover !== '/') problems.push(`unparsed attributes in <${tag}${rest}>`);
    for (const [, attribute, value] of attributes) {
      if (!allowed.includes(attribute!.toLowerCase())) problems.push(`attribute ${attribute} on <${tag}>`);
      if (attribute === 'href' && !/^(https?:\/\/|mailto:)/i.test(value ?? '')) problems.push(`link to ${value}`);
      if (attribute === 'style' && !/^text-align:(left|right|center)$/.test(value ?? '')) problems.push(`style ${value}`);
    }
    if (tag === 'a' && !closing && !/target="_blank" rel="nofollow noopener noreferrer"/.test(rest!)) problems.push(`link without rel/target: <a${rest}>`);
  }
  return problems;
}

const attacks: [string, string][] = [
  ['a script element', '<script>alert(1)</script>'],
  ['a script element inside a paragraph', 'Hello <script>alert(document.cookie)</script> world'],
  ['an image with an error handler', '<img src=x onerror=alert(1)>'],
  ['an svg with an onload handler', '<svg onload=alert(1)></svg>'],
  ['an iframe', '<iframe src="https://evil.example"></iframe>'],
  ['a style element', '<style>body{display:none}</style>'],
  ['an html link to javascript:', '<a href="javascript:alert(1)">click</a>'],
  ['a markdown link to javascript:', '[x](javascript:alert(1))'],
  ['a markdown link to JavaScript: in mixed case', '[x](JaVaScRiPt:alert(1))'],
  ['a markdown link to javascript: with an entity', '[x](&#106;avascript:alert(1))'],
  ['a markdown link to javascript: percent-encoded', '[x](%6Aavascript:alert(1))'],
  ['a markdown link to javascript: with a leading space in brackets', '[x](< javascript:alert(1)>)'],
  ['a markdown link to vbscript:', '[x](vbscript:msgbox(1))'],
  ['a markdown link to data: html', '[x](data:text/html,<script>alert(1)</script>)'],
  ['a markdown link to a data: image', '[x](data:image/png;base64,iVBORw0KGgo=)'],
  ['a markdown link to file:', '[x](file:///etc/passwd)'],
  ['a reference link to javascript:', '[x][1]\n\n[1]: javascript:alert(1)'],
  ['an autolink to javascript:', '<javascript:alert(1)>'],
  ['a protocol-relative link', '[x](//evil.example/path)'],
  ['a relative link', '[x](/api/auth/logout)'],
  ['quotes breaking out of a link', '[x](<https://a.example/" onmouseover="alert(1)>)'],
  ['quotes breaking out of a title', '[x](https://a.example "t\\" onclick=\\"alert(1)")'],
  ['single quotes breaking out of a title', "[x](https://a.example 't' onclick='alert(1)')"],
  ['html entities of a script', '&lt;script&gt;alert(1)&lt;/script&gt; &#60;script&#62;alert(2)&#60;/script&#62; &#x3C;img src=x onerror=alert(3)&#x3E;'],
  ['an image', '![tracker](https://tracker.example/pixel.png)'],
  ['an image with an error handler in its title', '![x](https://a.example/p.png "x\\" onerror=\\"alert(1)")'],
  ['a reference image', '![x][img]\n\n[img]: https://tracker.example/pixel.png'],
  ['a fenced code block with a hostile language', '```"><script>alert(1)</script>\ncode\n```'],
  ['an html block comment', '<!-- <script>alert(1)</script> -->'],
  ['a heading with an html handler', '# <b onmouseover=alert(1)>Hi</b>'],
  ['a table cell with a script', '| a | b |\n|---|:-:|\n| <script>x</script> | [y](javascript:z) |'],
];

describe('the safety check of these tests', () => {
  it('flags what a browser would run or load', () => {
    expect(unsafeParts('<p><img src=x onerror=alert(1)></p>')).toEqual(['tag <img>']);
    expect(unsafeParts('<p onclick="x">a</p>')).toEqual(['attribute onclick on <p>']);
    expect(unsafeParts('<a href="javascript:x" target="_blank" rel="nofollow noopener noreferrer">a</a>')).toEqual(['link to javascript:x']);
    expect(unsafeParts('<a href="https://a.example">a</a>')).toEqual(['link without rel/target: <a href="https://a.example">']);
    expect(unsafeParts('<p x=y>a</p>')).not.toEqual([]);
  });
});

describe('the HTML of a Markdown text', () => {
  it.each(attacks)('neutralises %s: nothing executable comes out, whatever the heading shift', (_, source) => {
    for (const shift of [0, 1, 2]) {
      const html = renderMarkdown(source, shift);
      expect(unsafeParts(html)).toEqual([]);
      expect(html).not.toMatch(/<(script|img|svg|iframe|style)/i);
      expect(html).not.toMatch(/\son[a-z]+="/i);
      expect(html).not.toMatch(/href="(?!https?:\/\/|mailto:)/i);
    }
  });

  it('shows raw HTML as text, escaped', () => {
    expect(renderPostMarkdown('<script>alert(1)</script>')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n');
    expect(renderPostMarkdown('<img src=x onerror=alert(1)>')).toBe('<p>&lt;img src=x onerror=alert(1)&gt;</p>\n');
    expect(renderPostMarkdown('<a href="javascript:alert(1)">click</a>')).toBe('<p>&lt;a href=&quot;javascript:alert(1)&quot;&gt;click&lt;/a&gt;</p>\n');
  });

  it('keeps a refused link as its text, not as a link', () => {
    expect(renderPostMarkdown('[x](javascript:alert(1))')).toBe('<p>[x](javascript:alert(1))</p>\n');
    expect(renderPostMarkdown('[x](data:text/html,hi)')).toBe('<p>[x](data:text/html,hi)</p>\n');
    expect(renderPostMarkdown('[x](/relative)')).toBe('<p>[x](/relative)</p>\n');
  });

  it('keeps escaped entities escaped: an encoded tag stays text', () => {
    expect(renderPostMarkdown('&lt;script&gt; &#60;b&#62;')).toBe('<p>&lt;script&gt; &lt;b&gt;</p>\n');
  });

  it('encodes quotes in addresses and titles: no attribute can be added', () => {
    expect(renderPostMarkdown('[x](<https://a.example/" onmouseover="alert(1)>)')).toBe(
      '<p><a href="https://a.example/%22%20onmouseover=%22alert(1)" target="_blank" rel="nofollow noopener noreferrer">x</a></p>\n',
    );
    expect(renderPostMarkdown('[x](https://a.example "t\\" onclick=\\"alert(1)")')).toBe(
      '<p><a href="https://a.example" title="t&quot; onclick=&quot;alert(1)" target="_blank" rel="nofollow noopener noreferrer">x</a></p>\n',
    );
  });

  it('turns an image into a link to it: readers load nothing of a third party', () => {
    expect(renderPostMarkdown('![the poster](https://cdn.example/poster.png)')).toBe(
      '<p>!<a href="https://cdn.example/poster.png" target="_blank" rel="nofollow noopener noreferrer">the poster</a></p>\n',
    );
  });
});

describe('what a text may hold', () => {
  it('renders emphasis, links (opening apart, without referrer, not endorsed) and line breaks', () => {
    expect(renderPostMarkdown('**Doors** open at *ten*,\nsee [the map](https://example.org/map?a=1&b=2).')).toBe(
      '<p><strong>Doors</strong> open at <em>ten</em>,<br>\nsee <a href="https://example.org/map?a=1&amp;b=2" target="_blank" rel="nofollow noopener noreferrer">the map</a>.</p>\n',
    );
  });

  it('links bare web and e-mail addresses', () => {
    expect(renderPostMarkdown('Write to team@example.org or see https://example.org')).toBe(
      '<p>Write to <a href="mailto:team@example.org" target="_blank" rel="nofollow noopener noreferrer">team@example.org</a> or see <a href="https://example.org" target="_blank" rel="nofollow noopener noreferrer">https://example.org</a></p>\n',
    );
    expect(renderPostMarkdown('[mail us](mailto:team@example.org)')).toContain('href="mailto:team@example.org"');
  });

  it('renders headings below the page’s own, lists, quotes and code', () => {
    const html = renderPostMarkdown(['# Programme', '## Saturday', '', '- juggling', '- fire', '', '3. third', '4. fourth', '', '> Bring water', '', 'Run `npm start`:', '', '```sh', 'echo "<hi>"', '```', '', '---'].join('\n'));
    expect(html).toBe(
      [
        '<h3>Programme</h3>',
        '<h4>Saturday</h4>',
        '<ul>',
        '<li>juggling</li>',
        '<li>fire</li>',
        '</ul>',
        '<ol start="3">',
        '<li>third</li>',
        '<li>fourth</li>',
        '</ol>',
        '<blockquote>',
        '<p>Bring water</p>',
        '</blockquote>',
        '<p>Run <code>npm start</code>:</p>',
        '<pre><code class="language-sh">echo &quot;&lt;hi&gt;&quot;',
        '</code></pre>',
        '<hr>',
        '',
      ].join('\n'),
    );
    expect(unsafeParts(html)).toEqual([]);
    expect(renderPostMarkdown('###### six')).toBe('<h6>six</h6>\n');
  });

  it('puts headings as far below the page’s as asked, never below h6', () => {
    expect(renderMarkdown('# Welcome\n## Teams', 1)).toBe('<h2>Welcome</h2>\n<h3>Teams</h3>\n');
    expect(renderMarkdown('# Welcome', 0)).toBe('<h1>Welcome</h1>\n');
    expect(renderMarkdown('##### five', 2)).toBe('<h6>five</h6>\n');
    // Each shift keeps its own renderer: asking one does not change another.
    expect(renderPostMarkdown('# Programme')).toBe('<h3>Programme</h3>\n');
  });

  it('is empty for an empty text', () => {
    expect(renderPostMarkdown('')).toBe('');
  });
});
