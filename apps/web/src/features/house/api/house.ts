export const houseKeys = {
  all: () => ['house'] as const,
  stays: (viewer: string) => ['house', 'stays', viewer] as const,
  run: (viewer: string, id: number) => ['house', 'run', viewer, id] as const,
  log: () => ['house', 'log'] as const,
  lists: () => ['house', 'lists'] as const,
  runs: () => ['house', 'runs'] as const,
  passes: (id: number) => ['house', 'passes', id] as const,
};
