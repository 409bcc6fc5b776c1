/**
 * Reading the structured log in a test (app/lib/log.server.ts): its lines are collected instead of
 * printed while the capture lasts. An app loaded through Vite has its own copy of the module: hand
 * that copy in.
 */
import type { LevelWithSilent, Logger } from "pino";
import * as log from "~/lib/log.server";

interface LogModule {
  logger: Logger;
  setLogDestination(stream: { write(line: string): void }): () => void;
}

export interface LogCapture {
  /** Each line, parsed. */
  lines: Record<string, unknown>[];
  /** Every line as written. */
  text(): string;
  restore(): void;
}

export function captureLog(level: LevelWithSilent = "info", module: LogModule = log): LogCapture {
  const written: string[] = [];
  const previousLevel = module.logger.level;
  module.logger.level = level;
  const restoreDestination = module.setLogDestination({ write: (line) => written.push(line) });
  return {
    get lines() {
      return written.map((line) => JSON.parse(line) as Record<string, unknown>);
    },
    text: () => written.join(""),
    restore() {
      restoreDestination();
      module.logger.level = previousLevel;
    },
  };
}
