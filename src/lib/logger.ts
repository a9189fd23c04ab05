/**
 * The app's only logger. Messages are fixed strings from SPEC §8 plus an error; never personal
 * data, so nothing a customer typed reaches the console or telemetry.
 */
export const logger = {
  error(message: string, error?: unknown) {
    console.error(message, error instanceof Error ? error.message : (error ?? ''));
  },
};
