import { isLogLevel } from './logger.ts';
import type { LakeOptions } from './lake.ts';

/** A configuration the operator must fix; its message is one line that says how. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

function port(name: string, raw: string): number {
  const value = Number(raw);
  // 0 asks the system for any free port (tests use it).
  if (!/^\d+$/.test(raw) || value > 65535) throw new ConfigError(`${name} must be a port number from 0 to 65535, got "${raw}"`);
  return value;
}

function positive(name: string, raw: string): number {
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < 1) throw new ConfigError(`${name} must be a whole number above 0, got "${raw}"`);
  return value;
}

/** Reads the lake's `LAKE_*` variables; anything invalid throws a ConfigError naming the variable. */
export function lakeOptionsFromEnv(env: NodeJS.ProcessEnv): LakeOptions {
  const options: LakeOptions = {};
  const value = (name: string) => {
    const raw = env[name];
    return raw === undefined || raw.trim() === '' ? undefined : raw.trim();
  };
  const rawPort = value('LAKE_PORT');
  if (rawPort) options.port = port('LAKE_PORT', rawPort);
  options.host = value('LAKE_HOST');
  options.datasetPath = value('LAKE_DATASET_PATH');
  options.dataDir = value('LAKE_DATA_DIR');
  options.cacheDir = value('LAKE_CACHE_DIR');
  options.readToken = value('LAKE_READ_TOKEN');
  options.writeToken = value('LAKE_WRITE_TOKEN');
  const origins = value('LAKE_CORS_ORIGINS');
  if (origins) {
    options.corsOrigins = origins.split(',').map((origin) => origin.trim());
    for (const origin of options.corsOrigins) {
      if (origin !== '*' && !/^https?:\/\/[^/\s]+$/.test(origin)) {
        throw new ConfigError(`LAKE_CORS_ORIGINS must list origins like https://example.com (no path), got "${origin}"`);
      }
    }
  }
  const hosts = value('LAKE_ALLOWED_HOSTS');
  if (hosts) {
    options.allowedHosts = hosts.split(',').map((host) => host.trim().toLowerCase());
    for (const host of options.allowedHosts) {
      if (!/^[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(host)) {
        throw new ConfigError(`LAKE_ALLOWED_HOSTS must list host names like lake.internal (no port or scheme), got "${host}"`);
      }
    }
  }
  const studios = value('LAKE_STUDIO_ORIGINS');
  if (studios) {
    options.studioOrigins = studios.split(',').map((origin) => origin.trim());
    for (const origin of options.studioOrigins) {
      if (!/^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(origin)) {
        throw new ConfigError(`LAKE_STUDIO_ORIGINS must list Studio origins on this machine, like http://localhost:3334, got "${origin}"`);
      }
    }
  }
  const loginKey = value('LAKE_STUDIO_LOGIN_KEY');
  if (loginKey) {
    if (loginKey.length < 32)
      throw new ConfigError('LAKE_STUDIO_LOGIN_KEY must be at least 32 characters (npm run studio makes a random one)');
    options.studioLoginKey = loginKey;
  }
  const timeout = value('LAKE_QUERY_TIMEOUT_MS');
  if (timeout) options.queryTimeoutMs = positive('LAKE_QUERY_TIMEOUT_MS', timeout);
  const workers = value('LAKE_WORKERS');
  if (workers) options.workers = positive('LAKE_WORKERS', workers);
  const number = (name: string) => {
    const raw = value(name);
    return raw === undefined ? undefined : positive(name, raw);
  };
  const uploadMb = number('LAKE_MAX_UPLOAD_MB');
  if (uploadMb) options.maxUploadBytes = uploadMb * 1024 * 1024;
  options.maxStreams = number('LAKE_MAX_STREAMS');
  options.maxStreamsPerClient = number('LAKE_MAX_STREAMS_PER_CLIENT');
  options.maxResultBytes = number('LAKE_MAX_RESULT_BYTES');
  options.workerMemoryMb = number('LAKE_WORKER_MEMORY_MB');
  options.imageCacheMb = number('LAKE_IMAGE_CACHE_MB');
  options.largeImageRenders = number('LAKE_IMAGE_RENDERS');
  const clientLimits = {
    running: number('LAKE_CLIENT_CONCURRENCY'),
    waiting: number('LAKE_CLIENT_QUEUE'),
    totalWaiting: number('LAKE_QUERY_QUEUE'),
  };
  if (Object.values(clientLimits).some((limit) => limit !== undefined)) options.clientLimits = clientLimits;
  const level = value('LAKE_LOG_LEVEL');
  if (level) {
    if (!isLogLevel(level)) throw new ConfigError(`LAKE_LOG_LEVEL must be one of debug, info, warn, error, silent, got "${level}"`);
    options.logLevel = level;
  }
  return options;
}
