import { describe, expect, it } from 'vitest';
import { inviteTree } from './members.js';

describe('inviteTree', () => {
  it('puts each member under who invited them, names in order at every level', () => {
    const member = (id: number, name: string, by: number | null) => ({
      id,
      name,
      invited_by: by === null ? null : { id: by, name: `#${by}` },
    });
    const tree = inviteTree([
      member(3, 'Cecilia', 1),
      member(1, 'Ada', null),
      member(2, 'Bo', 1),
      member(4, 'Dan', 3),
      // Invited by someone no longer here: at the top.
      member(5, 'Eva', 99),
    ]);
    const shape = (nodes: typeof tree): unknown =>
      nodes.map((node) => [node.member.name, shape(node.invited)]);
    expect(shape(tree)).toEqual([
      [
        'Ada',
        [
          ['Bo', []],
          ['Cecilia', [['Dan', []]]],
        ],
      ],
      ['Eva', []],
    ]);
  });
});
