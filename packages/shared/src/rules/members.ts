/** A member as the invite tree needs them. */
export interface TreeMember {
  id: number;
  name: string;
  invited_by: { id: number | null; name: string } | null;
}

export interface InviteTreeNode<M extends TreeMember> {
  member: M;
  invited: InviteTreeNode<M>[];
}

/**
 * Who invited whom (DECISIONS §16), as a forest: each member under the one who invited them;
 * at the top those invited by nobody still here (the admins, the first members). Names in order
 * at every level.
 */
export function inviteTree<M extends TreeMember>(members: readonly M[]): InviteTreeNode<M>[] {
  const nodes = new Map(
    members.map((member) => [member.id, { member, invited: [] } as InviteTreeNode<M>]),
  );
  const roots: InviteTreeNode<M>[] = [];
  for (const node of nodes.values()) {
    const parentId = node.member.invited_by?.id;
    const parent =
      parentId != null && parentId !== node.member.id ? nodes.get(parentId) : undefined;
    (parent ? parent.invited : roots).push(node);
  }
  const byName = (a: InviteTreeNode<M>, b: InviteTreeNode<M>) =>
    a.member.name.localeCompare(b.member.name, 'sv');
  const sort = (list: InviteTreeNode<M>[]) => {
    list.sort(byName);
    for (const node of list) sort(node.invited);
  };
  sort(roots);
  return roots;
}
