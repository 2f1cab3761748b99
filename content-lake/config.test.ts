import { describe, expect, it } from 'vitest';
import { lakeOptionsFromEnv } from './config.ts';

describe('lake configuration from the environment', () => {
  it('reads the LAKE_* variables', () => {
    expect(
      lakeOptionsFromEnv({ LAKE_PORT: '4444', LAKE_CORS_ORIGINS: 'https://a.example, http://localhost:3000', LAKE_QUERY_TIMEOUT_MS: '2500', LAKE_LOG_LEVEL: 'debug' }),
    ).toMatchObject({ port: 4444, corsOrigins: ['https://a.example', 'http://localhost:3000'], queryTimeoutMs: 2500, logLevel: 'debug' });
  });

  it('leaves everything to the defaults when nothing is set', () => {
    expect(Object.values(lakeOptionsFromEnv({})).filter((value) => value !== undefined)).toEqual([]);
  });

  it('stops on bad values with one line naming the variable', () => {
    expect(() => lakeOptionsFromEnv({ LAKE_PORT: 'eighty' })).toThrow('LAKE_PORT must be a port number from 0 to 65535, got "eighty"');
    expect(() => lakeOptionsFromEnv({ LAKE_PORT: '70000' })).toThrow(/LAKE_PORT/);
    expect(() => lakeOptionsFromEnv({ LAKE_CORS_ORIGINS: 'https://a.example/path' })).toThrow(/LAKE_CORS_ORIGINS must list origins/);
    expect(() => lakeOptionsFromEnv({ LAKE_QUERY_TIMEOUT_MS: '0' })).toThrow(/LAKE_QUERY_TIMEOUT_MS must be a whole number above 0/);
    expect(() => lakeOptionsFromEnv({ LAKE_LOG_LEVEL: 'loud' })).toThrow(/LAKE_LOG_LEVEL must be one of/);
  });
});
