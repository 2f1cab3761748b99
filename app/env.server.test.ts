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
