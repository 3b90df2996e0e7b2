/**
 * Vite's logger with every message made safe for the terminal: file names and module ids reach it
 * (a page reload, a bundler warning, an error), and a name can hold ESC or other control characters.
 * Vite's own colours and line breaks are kept; any other control character is shown escaped. Vite
 * names files by absolute path ('File: /home/me/site/docs/a.md:3:0'): those inside the folder the
 * command runs in are written relative to it, as every other message of quire names them.
 */
import { createLogger, type Logger, type LogLevel } from 'vite';
import { escapeTerminalKeepingStyle } from '../../shared/escape';
import { relativizePaths } from '../shown-path';

// Vite's line before it rethrows a failed build: whoever catches the error reports the failure once
const BUILD_FAILED_RE = /Build failed in /;

export interface TerminalLoggerOptions {
  /** leave out Vite's 'Build failed in …' line (the build's caller reports the failure) */
  quietBuildFailure?: boolean;
}

export function createTerminalLogger(level: LogLevel, { quietBuildFailure = false }: TerminalLoggerOptions = {}): Logger {
  const logger = createLogger(level);
  // Vite's methods update the logger's own state (hasWarned, repeated lines), so they are wrapped in place
  const { info, warn, warnOnce, error } = logger;
  const shown = (message: string) => escapeTerminalKeepingStyle(relativizePaths(message));
  logger.info = (message, options) => info(shown(message), options);
  logger.warn = (message, options) => warn(shown(message), options);
  logger.warnOnce = (message, options) => warnOnce(shown(message), options);
  logger.error = (message, options) => {
    if (quietBuildFailure && BUILD_FAILED_RE.test(message)) return;
    error(shown(message), options);
  };
  return logger;
}
