import type { Logger, LogLevel } from './types.ts';

const rank: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export function isLogLevel(value: string): value is LogLevel {
  return value in rank;
}

/** One line per message on stderr, prefixed so the lake's lines stand out beside the website's. */
export function createLogger(level: LogLevel): Logger {
  const write = (at: LogLevel) => (message: string) => {
    if (rank[at] >= rank[level]) process.stderr.write(`[lake] ${message}\n`);
  };
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
}
