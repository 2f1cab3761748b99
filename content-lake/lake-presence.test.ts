/** The Studio's realtime socket (presence.ts): what one tab announces, the editor's other tabs hear. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { startTestLake, type TestLake } from './testing.ts';

const studio = 'http://localhost:3334';
let t: TestLake;
let token: string;

beforeAll(async () => {
  const studioLoginKey = 'studio-login-key-for-the-tests-0123456789';
  t = await startTestLake({ studioOrigins: [studio], studioLoginKey });
  const login = await fetch(`${t.lake.url}/v1/auth/login/lake?origin=${encodeURIComponent(studio)}&key=${studioLoginKey}`, {
    redirect: 'manual',
  });
  const sid = /sid=(.+)$/.exec(login.headers.get('location')!)![1];
  token = ((await (await fetch(`${t.lake.url}/v1/auth/fetch?sid=${sid}`)).json()) as { token: string }).token;
});
afterAll(() => t.stop());

interface Message {
  id?: string;
  result?: unknown;
  error?: { code: number; message: string };
  method?: string;
  params?: { subscription: string; result: Record<string, unknown> };
}

/** A socket as Sanity's Bifur client opens it, with its messages as they come. */
async function connect(origin = studio) {
  const socket = new WebSocket(`${t.lake.url.replace('http', 'ws')}/v2022-06-30/socket/production?tag=sanity.studio`, {
    headers: { Origin: origin },
  });
  const messages: Message[] = [];
  const waiting: { test: (message: Message) => boolean; resolve: (message: Message) => void }[] = [];
  socket.on('message', (data) => {
    if (data.toString() === '♥') return;
    const message = JSON.parse(data.toString()) as Message;
    const index = waiting.findIndex((waiter) => waiter.test(message));
    if (index >= 0) waiting.splice(index, 1)[0]!.resolve(message);
    else messages.push(message);
  });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  let next = 0;
  const take = (test: (message: Message) => boolean) =>
    new Promise<Message>((resolve, reject) => {
      const index = messages.findIndex(test);
      if (index >= 0) return resolve(messages.splice(index, 1)[0]!);
      waiting.push({ test, resolve });
      setTimeout(() => reject(new Error('no such message within 2 s')), 2000);
    });
  const call = async (method: string, params: Record<string, unknown> = {}) => {
    const id = `r${++next}`;
    socket.send(JSON.stringify({ jsonrpc: '2.0', method, params: { ...params, apiVersion: 'v1' }, id }));
    return take((message) => message.id === id);
  };
  return { socket, call, take };
}

describe('presence', () => {
  it("relays what one of the editor's tabs announces to the others, and tells them when it goes", async () => {
    const first = await connect();
    const second = await connect();
    try {
      for (const tab of [first, second]) expect((await tab.call('authorization', { authorization: `Bearer ${token}` })).result).toBe(true);
      const subscription = (await first.call('presence_subscribe')).result as string;
      await second.call('presence_subscribe');
      const locations = [{ type: 'document', documentId: 'post-oud', path: ['title'], lastActiveAt: new Date().toISOString() }];
      expect((await second.call('presence_announce', { data: { sessionId: 'tab-2', locations } })).result).toBe(true);
      const state = await first.take((message) => message.method === 'presence_subscription');
      expect(state.params).toEqual({ subscription, result: { type: 'state', i: 'lake-editor', m: { sessionId: 'tab-2', locations } } });

      second.socket.close();
      const gone = await first.take((message) => message.method === 'presence_subscription');
      expect(gone.params?.result).toEqual({ type: 'disconnect', i: 'lake-editor', m: { session: 'tab-2' } });
    } finally {
      first.socket.close();
      second.socket.close();
    }
  });

  it('takes presence from a logged-in editor only', async () => {
    const tab = await connect();
    try {
      expect((await tab.call('presence_announce', { data: { sessionId: 's', locations: [] } })).error?.code).toBe(401);
      expect((await tab.call('authorization', { authorization: 'Bearer not-a-session' })).error?.code).toBe(401);
    } finally {
      tab.socket.close();
    }
  });

  it('opens for a Studio of this lake only (a WebSocket has no CORS)', async () => {
    const refused = await connect('https://evil.example').catch((error: Error) => error);
    expect(refused).toBeInstanceOf(Error);
    expect((refused as Error).message).toContain('403');
  });
});
