import { QueryClient } from '@tanstack/react-query';
import {
  GC_TIME_MS,
  RETRY_BASE_DELAY_MS,
  RETRY_COUNT,
  RETRY_MAX_DELAY_MS,
  STALE_TIME_MS,
} from '@/config/limits';
import { isClientError } from './http-error';

/** SPEC §9: 4xx never again; anything else up to three more times. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isClientError(error)) return false;
  return failureCount < RETRY_COUNT;
}

/** SPEC §9: the base delay doubled per attempt, capped (config/limits.ts). */
export function retryDelay(attemptIndex: number): number {
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** attemptIndex, RETRY_MAX_DELAY_MS);
}

const queryDefaults = {
  retry: shouldRetry,
  retryDelay,
  staleTime: STALE_TIME_MS,
  gcTime: GC_TIME_MS,
  refetchOnWindowFocus: false,
} as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: queryDefaults,
      // Mutations send customers' messages: never resend automatically, the customer decides.
      // With no connection they fail at once (the SPEC §8 alert, the text kept) rather than
      // waiting silently to send later.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
