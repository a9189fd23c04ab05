import { safeParse, type core, type infer as Infer } from 'zod/mini';
import { env } from '@/config/env';
import '@/lib/zod-csp';
import { noteUnreachable } from '@/lib/connection';
import { HttpError, ResponseShapeError } from './http-error';

export interface RequestConfig {
  headers?: Record<string, string>;
  /** 'json' (the default): the body parsed as JSON where it is JSON, else its text. */
  responseType?: 'json' | 'text';
}

export interface HttpResponse<T> {
  status: number;
  data: T;
}

/**
 * The body as the callers expect it: JSON parsed where it is JSON (a body that is not, an HTML
 * error page say, stays text, for the shape check or the error to report).
 */
async function readBody(res: Response, responseType: RequestConfig['responseType']) {
  const text = await res.text();
  if (responseType === 'text' || text === '') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * One request with the area's timeout (VITE_HTTP_TIMEOUT_MS): a 2xx answer's body, else an
 * HttpError with the status and the body; a network failure or the timeout rejects as the
 * browser's fetch does (TypeError, or a "TimeoutError" DOMException).
 */
async function request<T>(
  method: 'GET' | 'POST',
  url: string,
  body: unknown,
  { headers = {}, responseType = 'json' }: RequestConfig,
): Promise<HttpResponse<T>> {
  const timeout = new AbortController();
  const timer = setTimeout(
    () => timeout.abort(new DOMException('The request timed out', 'TimeoutError')),
    env.VITE_HTTP_TIMEOUT_MS,
  );
  try {
    const hasBody = body !== undefined;
    const sent = new Headers({ Accept: 'application/json, text/plain, */*', ...headers });
    if (hasBody && !sent.has('Content-Type')) sent.set('Content-Type', 'application/json');
    const res = await fetch(url, {
      method,
      headers: sent,
      body: hasBody ? (typeof body === 'string' ? body : JSON.stringify(body)) : undefined,
      signal: timeout.signal,
    }).catch((error: unknown) => {
      // No network (fetch's TypeError), as against the timeout: the area is offline until it
      // answers again, whatever the browser says (lib/connection.ts).
      if (error instanceof TypeError) noteUnreachable();
      throw error;
    });
    const data = await readBody(res, responseType);
    if (!res.ok) throw new HttpError(url, res.status, res.statusText, data);
    return { status: res.status, data: data as T };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The one HTTP client: every call goes through it, so timeouts and error shapes are uniform.
 * The browser's fetch (decision 032): axios cost every reading page that fetches about 130 ms of
 * main thread on a phone, for nothing fetch does not do.
 */
export const http = {
  get: <T>(url: string, config: RequestConfig = {}) => request<T>('GET', url, undefined, config),
  post: <T>(url: string, body: unknown, config: RequestConfig = {}) =>
    request<T>('POST', url, body, config),
};

/** Parses a response body at the boundary: a wrong shape is a clear error, not a crash later. */
export function parseWith<S extends core.$ZodType>(
  schema: S,
  url: string,
  data: unknown,
): Infer<S> {
  const result = safeParse(schema, data);
  if (!result.success) {
    const first = result.error.issues[0];
    throw new ResponseShapeError(url, `${first?.path.join('.') || '(root)'} ${first?.message}`);
  }
  return result.data;
}

export async function getJson<S extends core.$ZodType>(
  url: string,
  schema: S,
  config: RequestConfig = {},
): Promise<Infer<S>> {
  const res = await http.get<unknown>(url, config);
  return parseWith(schema, url, res.data);
}

export async function getText(url: string, config: RequestConfig = {}): Promise<string> {
  const res = await http.get<string>(url, { ...config, responseType: 'text' });
  return res.data;
}

/** Content the CMS may change at any moment: ask caches to revalidate (SPEC §7). */
export const noCache = { headers: { 'Cache-Control': 'max-age=0' } } satisfies RequestConfig;

export const clientIdHeader = () => ({ 'X-Client-ID': env.VITE_CLIENT_ID });
