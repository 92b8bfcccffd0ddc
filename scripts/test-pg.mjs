// Runs the API suite again on PostgreSQL when TEST_DATABASE_URL names a server (each test file gets its own schema).
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.log('PostgreSQL API suite: not run (set TEST_DATABASE_URL=postgres://… to run it).');
  process.exit(0);
}
console.log('PostgreSQL API suite: running against TEST_DATABASE_URL');
const result = spawnSync('npx', ['vitest', 'run', '--project', 'api'], {
  stdio: 'inherit',
  env: { ...process.env, STUGA_TEST_DATABASE: 'postgres' },
});
process.exit(result.status ?? 1);
