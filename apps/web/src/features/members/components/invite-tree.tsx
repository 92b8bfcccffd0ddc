import { Text } from '@mantine/core';
import { type InviteTreeNode, type Member } from '@stuga/shared';
import { useT } from '@/lib/i18n';
import { levelOf } from './member-actions';

/** Who invited whom, as a tree of lists. */
export function Tree({
  nodes,
  nested = false,
}: {
  nodes: InviteTreeNode<Member>[];
  nested?: boolean;
}) {
  const t = useT();
  return (
    <ul
      style={{
        listStyle: 'none',
        margin: 0,
        padding: nested ? '0 0 0 1.25rem' : 0,
        borderLeft: nested ? '2px solid var(--mantine-color-gray-3)' : undefined,
      }}
    >
      {nodes.map((node) => (
        <li key={node.member.id} style={{ marginTop: 4 }}>
          <Text span size="sm">
            {node.member.name}
          </Text>
          <Text span size="xs" c="dimmed" ml={6}>
            {node.member.suspended
              ? t('members.treeSuspended', { level: t(levelOf(node.member)) })
              : t(levelOf(node.member))}
          </Text>
          {node.invited.length > 0 && <Tree nodes={node.invited} nested />}
        </li>
      ))}
    </ul>
  );
}
