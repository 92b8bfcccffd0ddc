import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/helpers.js';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({
    timeouts: {
      headersMs: 400,
      requestMs: 800,
      idleMs: 1_500,
      keepAliveMs: 300,
      checkEveryMs: 100,
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** Opens a socket, writes `text`, and resolves with what came back once the server closed it. */
function stall(text: string): Promise<{ answer: string; socket: Socket }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      if (text) socket.write(text);
    });
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => resolve({ answer, socket }));
  });
}

describe('stalled clients', () => {
  it('closes a socket whose headers stop coming, with 408', async () => {
    const { answer } = await stall('GET /api/health HTTP/1.1\r\nHost: stuga\r\nX-Slow: ');
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes a socket whose body stops coming, with 408, and stores nothing', async () => {
    const before = await t.app.db.selectFrom('contact_messages').select('id').execute();
    const { answer } = await stall(
      'POST /api/contact HTTP/1.1\r\nHost: stuga\r\nContent-Type: application/json\r\n' +
        'Content-Length: 400\r\n\r\n{"name":"Slow",',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    const after = await t.app.db.selectFrom('contact_messages').select('id').execute();
    expect(after.length).toBe(before.length);
  });

  it('closes a socket that never sends a byte, with 408', async () => {
    const { answer } = await stall('');
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toContain('"message":"Client Timeout"');
  });

  it('closes a kept-alive socket that sends no next request', async () => {
    const { answer } = await stall('GET /api/health HTTP/1.1\r\nHost: stuga\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toMatch(/keep-alive/i);
  });
});
