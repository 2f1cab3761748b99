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

describe('the cache in front (CACHE_PURGE)', () => {
  const varnish = { CACHE_PURGE: 'varnish', VARNISH_PURGE_URL: 'http://127.0.0.1:6081/', VARNISH_PURGE_TOKEN: 'a'.repeat(32) };
  const fastly = { CACHE_PURGE: 'fastly', FASTLY_SERVICE_ID: 'SU1Z0isxPaozGVKXdv0eY', FASTLY_API_TOKEN: 'fastly-token-0123456789' };
  const cloudflare = {
    CACHE_PURGE: 'cloudflare',
    CLOUDFLARE_ZONE_ID: '023E105F4ECEF8AD9CA31A8372D0C353',
    CLOUDFLARE_API_TOKEN: 'cf_token_0123456789abcdef',
  };

  it('purges nothing unless set', () => {
    expect(readConfig(base).purge).toBeUndefined();
    expect(readConfig({ ...base, CACHE_PURGE: '' }).purge).toBeUndefined();
  });

  it("builds each cache's settings, with the providers' API addresses unless told", () => {
    expect(readConfig({ ...base, ...varnish }).purge).toEqual({
      provider: 'varnish',
      url: 'http://127.0.0.1:6081/',
      token: 'a'.repeat(32),
    });
    expect(readConfig({ ...base, ...fastly }).purge).toEqual({
      provider: 'fastly',
      serviceId: 'SU1Z0isxPaozGVKXdv0eY',
      token: 'fastly-token-0123456789',
      apiUrl: 'https://api.fastly.com',
    });
    expect(readConfig({ ...base, ...cloudflare }).purge).toEqual({
      provider: 'cloudflare',
      zoneId: '023e105f4ecef8ad9ca31a8372d0c353',
      token: 'cf_token_0123456789abcdef',
      apiUrl: 'https://api.cloudflare.com/client/v4',
    });
    expect(readConfig({ ...base, ...fastly, FASTLY_API_URL: 'http://127.0.0.1:4010/' }).purge).toMatchObject({
      apiUrl: 'http://127.0.0.1:4010',
    });
    expect(readConfig({ ...base, ...cloudflare, CLOUDFLARE_API_URL: 'https://cf-proxy.example.com/client/v4' }).purge).toMatchObject({
      apiUrl: 'https://cf-proxy.example.com/client/v4',
    });
  });

  it('names what a cache needs and is missing, in one line', () => {
    expect(problems({ ...base, CACHE_PURGE: 'fastly' })).toEqual([
      "CACHE_PURGE=fastly needs FASTLY_SERVICE_ID (the service's ID in Fastly's console) and FASTLY_API_TOKEN (a token with purge rights)",
    ]);
    expect(problems({ ...base, ...varnish, VARNISH_PURGE_TOKEN: '  ' })).toEqual([
      "CACHE_PURGE=varnish needs VARNISH_PURGE_TOKEN (the token in Varnish's VCL, 16 or more letters and digits)",
    ]);
    expect(problems({ ...base, CACHE_PURGE: 'cloudflare', CLOUDFLARE_API_TOKEN: cloudflare.CLOUDFLARE_API_TOKEN })).toEqual([
      "CACHE_PURGE=cloudflare needs CLOUDFLARE_ZONE_ID (the zone's ID, on its Overview page in Cloudflare's dashboard)",
    ]);
  });

  it("names each of another cache's variables that is set, one line each", () => {
    expect(problems({ ...base, FASTLY_API_TOKEN: fastly.FASTLY_API_TOKEN })).toEqual([
      'FASTLY_API_TOKEN is set but CACHE_PURGE is not fastly: set CACHE_PURGE=fastly, or unset FASTLY_API_TOKEN',
    ]);
    expect(
      problems({ ...base, ...varnish, CLOUDFLARE_ZONE_ID: cloudflare.CLOUDFLARE_ZONE_ID, FASTLY_API_URL: 'https://api.fastly.com' }),
    ).toEqual([
      'FASTLY_API_URL is set but CACHE_PURGE is not fastly: set CACHE_PURGE=fastly, or unset FASTLY_API_URL',
      'CLOUDFLARE_ZONE_ID is set but CACHE_PURGE is not cloudflare: set CACHE_PURGE=cloudflare, or unset CLOUDFLARE_ZONE_ID',
    ]);
  });

  it('says what each malformed value must be, one line for each, with every other problem in the same start', () => {
    expect(problems({ ...base, CACHE_PURGE: 'akamai', FASTLY_API_TOKEN: fastly.FASTLY_API_TOKEN })).toEqual([
      'CACHE_PURGE must be varnish, fastly or cloudflare (the cache in front of the site), or unset when there is none',
    ]);
    expect(
      problems({
        ...base,
        CACHE_PURGE: 'varnish',
        VARNISH_PURGE_URL: 'ftp://cache.internal/',
        VARNISH_PURGE_TOKEN: 'short',
        PORT: 'eighty',
      }),
    ).toEqual([
      'PORT must be a port number from 1 to 65535',
      'VARNISH_PURGE_URL must be the http(s) address Varnish takes purges on, like http://127.0.0.1:6081/, without a user or password',
      'VARNISH_PURGE_TOKEN must be 16 to 200 letters, digits, - or _, the same as in the VCL (for example: openssl rand -hex 16)',
    ]);
    expect(problems({ ...base, ...varnish, VARNISH_PURGE_URL: 'http://admin:secret@127.0.0.1:6081/' })).toHaveLength(1);
    expect(problems({ ...base, ...varnish, VARNISH_PURGE_TOKEN: 'has"quote-0123456789' })[0]).toMatch(/^VARNISH_PURGE_TOKEN must be/);
    expect(problems({ ...base, ...fastly, FASTLY_SERVICE_ID: '../zones', FASTLY_API_TOKEN: 'too-short' })).toEqual([
      "FASTLY_SERVICE_ID must be the service's ID in Fastly's console: letters and digits",
      'FASTLY_API_TOKEN must be a Fastly API token with purge rights: at least 16 characters, without spaces',
    ]);
    expect(problems({ ...base, ...cloudflare, CLOUDFLARE_ZONE_ID: 'example.com', CLOUDFLARE_API_TOKEN: 'with spaces 0123456789' })).toEqual(
      [
        "CLOUDFLARE_ZONE_ID must be the zone's ID: 32 hexadecimal characters, on its Overview page in Cloudflare's dashboard",
        'CLOUDFLARE_API_TOKEN must be a Cloudflare API token with the Cache Purge permission: at least 16 characters, without spaces',
      ],
    );
  });

  it("sends a provider's token over https only, but to a stand-in on this machine", () => {
    for (const address of ['http://api.fastly.com', 'http://10.0.0.5:4010', 'https://user:pass@api.fastly.com', 'api.fastly.com']) {
      expect(problems({ ...base, ...fastly, FASTLY_API_URL: address }), address).toEqual([
        'FASTLY_API_URL must be an https:// address without a user or password (http:// only on localhost or 127.0.0.1); unset, https://api.fastly.com',
      ]);
    }
    expect(problems({ ...base, ...cloudflare, CLOUDFLARE_API_URL: 'http://cf.example.com/client/v4' })).toEqual([
      'CLOUDFLARE_API_URL must be an https:// address without a user or password (http:// only on localhost or 127.0.0.1); unset, https://api.cloudflare.com/client/v4',
    ]);
    expect(problems({ ...base, ...cloudflare, CLOUDFLARE_API_URL: 'http://localhost:4011/client/v4' })).toEqual([]);
  });
});
