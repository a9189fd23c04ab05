/** The body fields an upstream service may explain a failure in (SPEC §8). */
interface ErrorBody {
  message?: unknown;
  statusText?: unknown;
  Message?: unknown;
}

const firstText = (...values: unknown[]) =>
  values.find((v): v is string => typeof v === 'string' && v.length > 0) ?? '';

/**
 * A non-2xx response. Message and code are exactly SPEC §8:
 * "Fetching {url} returned response: Status: {status}, Text: {text}", code "{status} {statusText}".
 */
export class HttpError extends Error {
  readonly status: number;
  readonly code: string;
  readonly url: string;

  constructor(url: string, status: number, statusText: string, body: unknown) {
    const b = (typeof body === 'object' && body !== null ? body : {}) as ErrorBody;
    const text = firstText(b.message, b.statusText, b.Message, statusText);
    super(`Fetching ${url} returned response: Status: ${status}, Text: ${text}`);
    this.name = 'HttpError';
    this.status = status;
    this.code = `${status} ${statusText}`.trim();
    this.url = url;
  }
}

/** 4xx means the request itself is wrong: trying it again cannot help. */
export const isClientError = (error: unknown) =>
  error instanceof HttpError && error.status >= 400 && error.status < 500;

/** A response whose body did not match the schema we rely on. */
export class ResponseShapeError extends Error {
  constructor(url: string, detail: string) {
    super(`Unexpected response from ${url}: ${detail}`);
    this.name = 'ResponseShapeError';
  }
}
