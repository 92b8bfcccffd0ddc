import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'shared',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // The rules' property tests run thousands of cases: pure work, which a machine busy with a
    // second suite takes several times longer to do. Their limit is a hang's, not a speed goal
    // (speed is the bench's).
    testTimeout: 60_000,
  },
});
