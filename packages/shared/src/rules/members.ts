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

/** What an admin may do with an account on the Members screen (DECISIONS §16). */
export interface MemberAbilities {
  /** Move it between verified and trusted. */
  set_level: boolean;
  suspend: boolean;
  restore: boolean;
}

/**
 * What the admin `adminId` may do with an account: nothing with an admin's (their rights come from
 * the configuration) or their own; suspend it while it is open, restore it while it is suspended.
 * The server sends it with each member; the screen shows exactly these actions.
 */
export function memberAbilities(
  member: { id: number; is_admin: boolean; suspended: boolean },
  adminId: number,
): MemberAbilities {
  const other = !member.is_admin && member.id !== adminId;
  return {
    set_level: other,
    suspend: other && !member.suspended,
    restore: other && member.suspended,
  };
}
