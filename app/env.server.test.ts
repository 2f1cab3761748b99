import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig, type ReadOptions } from './env.server.ts';

const base = { SANITY_PROJECT_ID: 'local' };
const problems = (env: NodeJS.ProcessEnv, options?: ReadOptions) => {
  try {
    readConfig(env, options);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('secrets shared by every instance', () => {
  const secrets = { FORM_SECRET: 'f'.repeat(32), PREVIEW_SECRET: 'p'.repeat(32) };
  const serving = (production: boolean): ReadOptions => ({ serving: { production } });

  it('lets a single local start run with none (each process makes its own)', () => {
    expect(problems(base, serving(false))).toEqual([]);
    expect(readConfig(base, serving(false)).formSecret).toBeUndefined();
  });

  it('stops a start with REDIS_URL (more than one instance) or NODE_ENV=production without them, one line each', () => {
    expect(problems({ ...base, REDIS_URL: 'redis://10.0.0.5:6379' }, serving(false))).toEqual([
      'FORM_SECRET is not set: with REDIS_URL set (more than one instance) every instance must use the same one; set it to a random value of at least 32 characters (openssl rand -hex 32), the same on each instance',
      'PREVIEW_SECRET is not set: with REDIS_URL set (more than one instance) every instance must use the same one; set it to a random value of at least 32 characters (openssl rand -hex 32), the same on each instance',
    ]);
    expect(problems({ ...base, FORM_SECRET: secrets.FORM_SECRET }, serving(true))).toEqual([
      'PREVIEW_SECRET is not set: with NODE_ENV=production every instance must use the same one; set it to a random value of at least 32 characters (openssl rand -hex 32), the same on each instance',
    ]);
    expect(problems({ ...base, ...secrets, REDIS_URL: 'redis://10.0.0.5:6379' }, serving(true))).toEqual([]);
  });

  it('asks nothing of a build or a check, which serve nobody', () => {
    expect(problems({ ...base, REDIS_URL: 'redis://10.0.0.5:6379' })).toEqual([]);
  });

  it('takes a redis:// or rediss:// address only', () => {
    expect(readConfig({ ...base, REDIS_URL: 'rediss://user:pass@cache.example.com:6380' }).redisUrl).toBe(
      'rediss://user:pass@cache.example.com:6380',
    );
    expect(problems({ ...base, REDIS_URL: 'http://10.0.0.5:6379' })).toEqual([
      'REDIS_URL must be a redis:// or rediss:// address, like redis://10.0.0.5:6379',
    ]);
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy unless told', () => {
    expect(readConfig(base).trustProxy).toBe(false);
    expect(readConfig({ ...base, TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(readConfig({ ...base, TRUST_PROXY: '0' }).trustProxy).toBe(false);
  });

  it('takes a number of hops, or addresses and subnets as Express does', () => {
    expect(readConfig({ ...base, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(readConfig({ ...base, TRUST_PROXY: 'loopback, 10.0.0.0/8,192.168.1.7, fd00::/8, 172.16.0.0/255.240.0.0' }).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
      '192.168.1.7',
      'fd00::/8',
      '172.16.0.0/255.240.0.0',
    ]);
  });

  it('stops the start with one line for anything else, and for true', () => {
    for (const value of ['yes', '10.0.0.300', '10.0.0.0/33', 'fd00::/129', 'loopback,', '1.2.3.4/8/8', '-1']) {
      const lines = problems({ ...base, TRUST_PROXY: value });
      expect(lines, value).toHaveLength(1);
      expect(lines[0], value).toMatch(/^TRUST_PROXY must be/);
    }
    expect(problems({ ...base, TRUST_PROXY: 'true' })[0]).toMatch(/^TRUST_PROXY=true would believe any client/);
  });
});

describe('HTTPS_ONLY', () => {
  it('follows SITE_URL unless set', () => {
    expect(readConfig(base).httpsOnly).toBe(false);
    expect(readConfig({ ...base, SITE_URL: 'https://www.example.com' }).httpsOnly).toBe(true);
    expect(readConfig({ ...base, SITE_URL: 'https://www.example.com', HTTPS_ONLY: 'false' }).httpsOnly).toBe(false);
    expect(readConfig({ ...base, HTTPS_ONLY: 'true', TRUST_PROXY: '1' }).httpsOnly).toBe(true);
  });

  it('set to true, needs a trusted proxy to tell plain HTTP from HTTPS', () => {
    expect(problems({ ...base, HTTPS_ONLY: 'true' })[0]).toMatch(/^HTTPS_ONLY=true needs TRUST_PROXY/);
    expect(problems({ ...base, HTTPS_ONLY: 'yes' })[0]).toMatch(/^HTTPS_ONLY must be true or false/);
  });
});
