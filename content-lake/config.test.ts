import { describe, expect, it } from 'vitest';
import { lakeOptionsFromEnv } from './config.ts';

describe('lake configuration from the environment', () => {
  it('reads the LAKE_* variables', () => {
    expect(
      lakeOptionsFromEnv({
        LAKE_PORT: '4444',
        LAKE_CORS_ORIGINS: 'https://a.example, http://localhost:3000',
        LAKE_QUERY_TIMEOUT_MS: '2500',
        LAKE_LOG_LEVEL: 'debug',
      }),
    ).toMatchObject({ port: 4444, corsOrigins: ['https://a.example', 'http://localhost:3000'], queryTimeoutMs: 2500, logLevel: 'debug' });
  });

  it('reads the limits that protect the lake from hostile clients', () => {
    expect(
      lakeOptionsFromEnv({
        LAKE_MAX_RESULT_BYTES: '1000000',
        LAKE_WORKER_MEMORY_MB: '256',
        LAKE_CLIENT_CONCURRENCY: '2',
        LAKE_CLIENT_QUEUE: '8',
        LAKE_QUERY_QUEUE: '64',
        LAKE_IMAGE_CACHE_MB: '100',
        LAKE_IMAGE_RENDERS: '2',
      }),
    ).toMatchObject({
      maxResultBytes: 1_000_000,
      workerMemoryMb: 256,
      clientLimits: { running: 2, waiting: 8, totalWaiting: 64 },
      imageCacheMb: 100,
      largeImageRenders: 2,
    });
    expect(() => lakeOptionsFromEnv({ LAKE_MAX_RESULT_BYTES: '5MB' })).toThrow(/LAKE_MAX_RESULT_BYTES must be a whole number above 0/);
  });

  it('reads the Studios that may log in, on this machine only', () => {
    expect(lakeOptionsFromEnv({ LAKE_STUDIO_ORIGINS: 'http://localhost:3334, http://127.0.0.1:3334' })).toMatchObject({
      studioOrigins: ['http://localhost:3334', 'http://127.0.0.1:3334'],
    });
    expect(() => lakeOptionsFromEnv({ LAKE_STUDIO_ORIGINS: 'https://studio.example.com' })).toThrow(
      /LAKE_STUDIO_ORIGINS must list Studio origins on this machine/,
    );
    const key = 'k'.repeat(32);
    expect(lakeOptionsFromEnv({ LAKE_STUDIO_LOGIN_KEY: key })).toMatchObject({ studioLoginKey: key });
    expect(() => lakeOptionsFromEnv({ LAKE_STUDIO_LOGIN_KEY: 'short' })).toThrow(/LAKE_STUDIO_LOGIN_KEY must be at least 32 characters/);
  });

  it('reads the names the lake answers to besides its addresses and localhost', () => {
    expect(lakeOptionsFromEnv({ LAKE_ALLOWED_HOSTS: 'lake.internal, Content.Example' })).toMatchObject({
      allowedHosts: ['lake.internal', 'content.example'],
    });
    expect(() => lakeOptionsFromEnv({ LAKE_ALLOWED_HOSTS: 'http://lake.internal:3333' })).toThrow(
      /LAKE_ALLOWED_HOSTS must list host names/,
    );
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
