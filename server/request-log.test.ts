import express from 'express';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../app/env.server.ts';
import { previewMiddleware } from './preview.ts';
import { loggedAddress, requestLog } from './request-log.ts';

describe('the access log', () => {
  it('keeps a preview link’s secret out of its line, and every other value a visitor sent', async () => {
    const lines: string[] = [];
    const app = express();
    app.use(requestLog((line) => lines.push(line)));
    const preview = previewMiddleware({ config: readConfig(), validate: async () => ({ isValid: true }) });
    app.use(preview.links);
    app.get('/{*splat}', (_req, res) => void res.send('page'));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const link = await fetch(`${origin}/about?preview=true&sanity-preview-secret=s3cr3t-Value&sanity-preview-pathname=%2Fabout`, {
        redirect: 'manual',
      });
      expect(link.status, 'the preview link is followed (a cookie and a redirect)').toBe(303);
      await fetch(`${origin}/search?q=alice%40example.com`);
      await fetch(`${origin}/contact?context=100+ml+%C3%97+7000+units`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      server.close();
    }
    expect(lines).toHaveLength(3);
    expect(lines.join('\n')).not.toMatch(/s3cr3t|alice|7000/);
    expect(lines[0]).toMatch(/^GET \/about\?preview=…&sanity-preview-secret=…&sanity-preview-pathname=… 303 \d+ms$/);
    expect(lines[1]).toMatch(/^GET \/search\?q=… 200 \d+ms$/);
  });

  it('shows an address without parameters as it is', () => {
    expect(loggedAddress('/services/glass')).toBe('/services/glass');
    expect(loggedAddress('/a?')).toBe('/a?');
    expect(loggedAddress('/a?flag&x=1&&y')).toBe('/a?flag=…&x=…&y=…');
  });
});
