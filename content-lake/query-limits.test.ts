import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientKey, clientLimits, FairQueue, markForwarded } from './query-limits.ts';

const request = (remoteAddress: string, ip?: string) => ({ socket: { remoteAddress }, ip }) as unknown as IncomingMessage;

describe('client identity', () => {
  it('tells tokens, this machine, visitors and networks apart', () => {
    expect(clientKey(request('203.0.113.9'), 'read')).toBe('token:read');
    expect(clientKey(request('127.0.0.1'), 'public')).toBe('local');
    expect(clientKey(request('::1'), 'public')).toBe('local');
    // A visitor the site passes on is never "this machine", even behind a proxy on loopback.
    expect(clientKey(markForwarded(request('127.0.0.1')), 'public')).toBe('ip:127.0.0.1');
    expect(clientKey(markForwarded(request('127.0.0.1', '198.51.100.7')), 'public')).toBe('ip:198.51.100.7');
    expect(clientKey(request('::ffff:203.0.113.9'), 'public')).toBe('ip:203.0.113.9');
    // One IPv6 host usually holds a whole /64: its addresses are one client.
    expect(clientKey(request('2001:db8:1:2::abcd'), 'public')).toBe('ip:2001:db8:1:2::/64');
    expect(clientKey(request('2001:db8:1:2:ffff:1:2:3'), 'public')).toBe('ip:2001:db8:1:2::/64');
    expect(clientKey(request('2001:db8:1:3::1'), 'public')).not.toBe(clientKey(request('2001:db8:1:2::1'), 'public'));
  });
});

describe('fair queue', () => {
  it('keeps a worker for trusted clients, and serves first the waiting client that used the workers least', () => {
    // Two workers: untrusted clients share one.
    const queue = new FairQueue<string>(clientLimits(2));
    for (const item of ['a1', 'a2', 'a3']) queue.add('ip:a', item);
    queue.add('ip:b', 'b1');
    queue.add('local', 'l1');
    const first = queue.take()!;
    expect(first.item).toBe('a1');
    // b waits, this machine (the site's server) does not.
    expect([queue.take()!.item, queue.take()]).toEqual(['l1', null]);
    // a's query held its worker for 3 s: b, which has used nothing, goes before a's next one.
    queue.finish(first.client, 3000);
    const second = queue.take()!;
    expect(second.item).toBe('b1');
    queue.finish(second.client, 5);
    expect(queue.take()!.item).toBe('a2');
  });

  it('gives one untrusted client half of the untrusted share', () => {
    expect(clientLimits(3)).toMatchObject({ running: 1, publicRunning: 2, trustedRunning: 3 });
    expect(clientLimits(5)).toMatchObject({ running: 2, publicRunning: 4, trustedRunning: 5 });
    expect(clientLimits(1)).toMatchObject({ running: 1, publicRunning: 1, trustedRunning: 1 });
  });

  it('refuses past a client’s share with 429, and past the lake’s queue with 503', () => {
    const queue = new FairQueue<number>({ running: 1, publicRunning: 1, trustedRunning: 2, waiting: 2, totalWaiting: 4 });
    for (let i = 0; i < 3; i++) queue.add('ip:a', i);
    expect(() => queue.add('ip:a', 3)).toThrow(expect.objectContaining({ status: 429 }));
    queue.add('ip:b', 10);
    expect(() => queue.add('ip:c', 20)).toThrow(expect.objectContaining({ status: 503 }));
    // A client's state goes with its last query.
    expect(queue.remove('ip:b', 10)).toBe(true);
    expect(queue.waitingCount).toBe(3);
  });
});
