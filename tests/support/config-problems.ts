import { expect } from 'vitest';
import { ConfigError, resolveConfig } from '../../src/shared/config';

/** The problem lines resolveConfig throws for `user` (each one line), or [] when it resolves. */
export function problemsOf(user: unknown): string[] {
  try {
    resolveConfig(user);
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message.split('\n');
  }
}
