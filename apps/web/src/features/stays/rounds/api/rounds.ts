/** Query keys of the high-season rounds (DECISIONS §18). */
export const roundKeys = {
  all: () => ['rounds'] as const,
  member: (viewer: string) => ['rounds', 'member', viewer] as const,
  check: (id: number) => ['rounds', 'check', id] as const,
  admin: () => ['rounds', 'admin'] as const,
  one: (id: number) => ['rounds', 'admin', id] as const,
  draw: (id: number) => ['rounds', 'admin', id, 'draw'] as const,
  voters: (id: number) => ['rounds', 'admin', id, 'voters'] as const,
  seasonBlocks: (from: string, to: string) => ['rounds', 'season-blocks', from, to] as const,
};

export type RoundAction = 'cancel' | 'draw' | 'confirm' | 'discard';
