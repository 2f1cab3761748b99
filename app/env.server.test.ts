import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './env.server.ts';

const base = { SANITY_PROJECT_ID: 'local' };
const problems = (env: NodeJS.ProcessEnv) => {
  try {
    readConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

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
