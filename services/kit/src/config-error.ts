/** A missing or malformed environment variable; the message names it and says what is expected. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}
