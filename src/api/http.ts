import axios, { isAxiosError, type AxiosError } from 'axios';
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
 * axios, the design card's client (decision 042), on the browser's fetch (its `fetch` adapter),
 * with the area's timeout (VITE_HTTP_TIMEOUT_MS). It sends `Accept: application/json, text/plain,
 * *\/*`, a body that is not a string as JSON (`Content-Type: application/json` unless the caller
 * says: JSON:API calls do), cookies to the same origin only, and parses an answer as JSON where
 * it is JSON, else leaves its text (an HTML error page, say).
 */
const client = axios.create({
  adapter: 'fetch',
  timeout: env.VITE_HTTP_TIMEOUT_MS,
  // The area's same-origin paths, against the page's origin: said, for a runtime (Node's, in the
  // tests) whose Request has no page to resolve a path against. An absolute URL stays as it is.
  baseURL: typeof location === 'undefined' ? undefined : location.origin,
});

/**
 * axios's failure as the callers have always met it: a non-2xx answer is an HttpError with the
 * status and the body; no network is fetch's TypeError, and makes the area offline until it
 * answers again, whatever the browser says (lib/connection.ts); the timeout is a "TimeoutError"
 * DOMException (a slow answer says nothing of the connection).
 */
function failure(url: string, error: AxiosError): Error {
  const { response, code, cause } = error;
  if (response) return new HttpError(url, response.status, response.statusText, response.data);
  if (code === 'ETIMEDOUT' || code === 'ECONNABORTED') {
    return new DOMException('The request timed out', 'TimeoutError');
  }
  if (code === 'ERR_NETWORK' || cause instanceof TypeError) {
    noteUnreachable();
    return new TypeError(error.message, { cause: error });
  }
  return error;
}

async function request<T>(
  method: 'GET' | 'POST',
  url: string,
  body: unknown,
  { headers = {}, responseType }: RequestConfig,
): Promise<HttpResponse<T>> {
  const hasBody = body !== undefined;
  const typed = Object.keys(headers).some((name) => name.toLowerCase() === 'content-type');
  try {
    const res = await client.request<T>({
      method,
      url,
      data: body,
      headers: hasBody && !typed ? { 'Content-Type': 'application/json', ...headers } : headers,
      // Text is left as it came; otherwise axios parses JSON where it is JSON, else keeps text.
      ...(responseType === 'text' ? { responseType: 'text' } : {}),
    });
    return { status: res.status, data: res.data };
  } catch (error) {
    throw isAxiosError(error) ? failure(url, error) : error;
  }
}

/** The one HTTP client: every call goes through it, so timeouts and error shapes are uniform. */
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
