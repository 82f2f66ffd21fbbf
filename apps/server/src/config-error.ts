/** A bad environment variable: start-up stops with this message, which names the variable. */
export class ConfigError extends Error {}
