import { Anchor, Code, List, Text, Title } from '@mantine/core';
import type { Root } from 'mdast';
import type { ReactNode } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import { visit } from 'unist-util-visit';

/** SPEC's subset: headings 1–5, paragraphs, bold, italic, code, links, bulleted and numbered lists. */
const allowedElements = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'p',
  'strong',
  'em',
  'code',
  'pre',
  'a',
  'ul',
  'ol',
  'li',
  'br',
];

/** Raw HTML in a message is shown as the text it is, never parsed into elements (SPEC §5). */
function htmlAsText() {
  return (tree: Root) => {
    visit(tree, 'html', (node, index, parent) => {
      if (parent && index !== undefined) {
        parent.children[index] = { type: 'text', value: node.value };
      }
    });
  };
}

const SAFE_LINK = /^(https?:\/\/|mailto:|\/(?!\/)|#)/i;

/** Whether a link leaves the site (and so opens in a new tab). */
const isExternal = (href: string) =>
  /^https?:\/\//i.test(href) && !href.startsWith(`${window.location.origin}/`);

const components: Components = {
  h1: ({ children }) => (
    <Title order={3} mt="sm">
      {children}
    </Title>
  ),
  h2: ({ children }) => (
    <Title order={4} mt="sm">
      {children}
    </Title>
  ),
  h3: ({ children }) => (
    <Title order={5} mt="sm">
      {children}
    </Title>
  ),
  h4: ({ children }) => (
    <Title order={6} mt="sm">
      {children}
    </Title>
  ),
  h5: ({ children }) => (
    <Text fw={700} size="sm">
      {children}
    </Text>
  ),
  p: ({ children }) => <Text my="xs">{children}</Text>,
  ul: ({ children }) => <List my="xs">{children}</List>,
  ol: ({ children }) => (
    <List type="ordered" my="xs">
      {children}
    </List>
  ),
  li: ({ children }) => <List.Item>{children}</List.Item>,
  code: ({ children }) => <Code>{children}</Code>,
  a: ({ href, children }) => {
    // javascript:, data: and anything else unexpected stay text, never a link.
    if (!href || !SAFE_LINK.test(href)) return <span>{children}</span>;
    return isExternal(href) ? (
      <Anchor href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </Anchor>
    ) : (
      <Anchor href={href}>{children}</Anchor>
    );
  },
};

/** Renders markdown in SPEC's subset; raw HTML is text and unsafe links are not links. */
export function Markdown({ children }: { children: string }): ReactNode {
  return (
    <div className="markdown">
      <ReactMarkdown
        remarkPlugins={[htmlAsText]}
        allowedElements={allowedElements}
        unwrapDisallowed
        components={components}
        // Keep the link as written so the component above decides; react-markdown's own
        // transform would blank it and lose the text's meaning.
        urlTransform={(url) => url}
      >
        {children}
      </ReactMarkdown>
    </div>
  );
}
