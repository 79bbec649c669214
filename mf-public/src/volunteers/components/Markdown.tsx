import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import { parseMarkdown, type Inline } from '../volunteersRules';

function Inlines({ nodes }: { nodes: Inline[] }) {
  return (
    <>
      {nodes.map((n, i) =>
        'text' in n ? (
          <Fragment key={i}>{n.text}</Fragment>
        ) : 'bold' in n ? (
          <strong key={i}>
            <Inlines nodes={n.bold} />
          </strong>
        ) : 'italic' in n ? (
          <em key={i}>
            <Inlines nodes={n.italic} />
          </em>
        ) : (
          <Anchor key={i} href={n.link} target="_blank" rel="noopener noreferrer nofollow">
            <Inlines nodes={n.children} />
          </Anchor>
        ),
      )}
    </>
  );
}

/** The organisers' Markdown, rendered as React elements (never as HTML): headings, paragraphs, lists, bold, italics, http(s) links. */
export function Markdown({ source }: { source: string }) {
  return (
    <Stack gap="sm" style={{ overflowWrap: 'anywhere' }}>
      {parseMarkdown(source).map((block, i) =>
        'heading' in block ? (
          <Title key={i} order={(block.heading + 2) as 3 | 4 | 5}>
            <Inlines nodes={block.inline} />
          </Title>
        ) : 'paragraph' in block ? (
          <Text key={i}>
            {block.paragraph.map((line, j) => (
              <Fragment key={j}>
                {j > 0 && <br />}
                <Inlines nodes={line} />
              </Fragment>
            ))}
          </Text>
        ) : (
          <List key={i} type={block.ordered ? 'ordered' : 'unordered'}>
            {block.list.map((item, j) => (
              <List.Item key={j}>
                <Inlines nodes={item} />
              </List.Item>
            ))}
          </List>
        ),
      )}
    </Stack>
  );
}
