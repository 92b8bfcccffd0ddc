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

/** The nodes of SPEC's subset; anything else is shown as the text it was written as. */
const inSubset = new Set([
  'root',
  'paragraph',
  'heading',
  'text',
  'strong',
  'emphasis',
  'inlineCode',
  'code',
  'link',
  'list',
  'listItem',
  'break',
]);
/** Nodes that stand alone in a document; written back as text they need a paragraph. */
const blockTypes = new Set([
  'heading',
  'blockquote',
  'thematicBreak',
  'table',
  'definition',
  'html',
]);

/**
 * Raw HTML, level-6 headings, images, tables, quotes and the like are outside SPEC's subset
 * (SPEC §5): each is shown as the text it was written as, never parsed into elements and never
 * with its marks silently dropped.
 */
function outsideSubsetAsText() {
  return (tree: Root, file: { value: unknown }) => {
    const source = String(file.value);
    visit(tree, (node, index, parent) => {
      const outside = !inSubset.has(node.type) || (node.type === 'heading' && node.depth > 5);
      if (!outside || !parent || index === undefined) return undefined;
      const start = node.position?.start.offset;
      const end = node.position?.end.offset;
      const value =
        start !== undefined && end !== undefined
          ? source.slice(start, end)
          : 'value' in node
            ? String(node.value)
            : '';
      const text = { type: 'text' as const, value };
      parent.children[index] = (
        blockTypes.has(node.type) && (parent.type === 'root' || parent.type === 'listItem')
          ? { type: 'paragraph', children: [text] }
          : text
      ) as (typeof parent.children)[number];
      return 'skip';
    });
  };
}

const SAFE_LINK = /^(https?:\/\/|mailto:|\/(?!\/)|#)/i;

/** Whether a link leaves the site (and so opens in a new tab). */
const isExternal = (href: string) =>
  /^https?:\/\//i.test(href) && !href.startsWith(`${window.location.origin}/`);

const components: Components = {
  // The level written is the level shown to assistive technology; only the size is smaller,
  // so a heading in a message never outshouts the page's own.
  h1: ({ children }) => (
    <Title order={1} size="h3" mt="sm">
      {children}
    </Title>
  ),
  h2: ({ children }) => (
    <Title order={2} size="h4" mt="sm">
      {children}
    </Title>
  ),
  h3: ({ children }) => (
    <Title order={3} size="h5" mt="sm">
      {children}
    </Title>
  ),
  h4: ({ children }) => (
    <Title order={4} size="h6" mt="sm">
      {children}
    </Title>
  ),
  h5: ({ children }) => (
    <Title order={5} size="h6" fw={600} mt="sm">
      {children}
    </Title>
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

/** Renders markdown in SPEC's subset; anything else is text, and unsafe links are not links. */
export function Markdown({ children }: { children: string }): ReactNode {
  return (
    <div className="markdown">
      <ReactMarkdown
        remarkPlugins={[outsideSubsetAsText]}
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
