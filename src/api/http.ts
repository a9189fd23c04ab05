import axios, { isAxiosError, type AxiosRequestConfig } from 'axios';
// Only zod's core parse: schemas from zod or zod/mini both pass through here, and pages that
// check content shapes (zod/mini) do not pull in the full library.
import { safeParse, type core, type infer as Infer } from 'zod/mini';
import { env } from '@/config/env';
import '@/lib/zod-csp';
import { HttpError, ResponseShapeError } from './http-error';

/** The one HTTP client: every call goes through it, so timeouts and error shapes are uniform. */
export const http = axios.create({ timeout: env.VITE_HTTP_TIMEOUT_MS });

http.interceptors.response.use(undefined, (error: unknown) => {
  if (isAxiosError(error) && error.response) {
    const url = error.config?.url ?? '';
    const { status, statusText, data } = error.response;
    return Promise.reject(new HttpError(url, status, statusText, data));
  }
  return Promise.reject(error);
});

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
  config: AxiosRequestConfig = {},
): Promise<Infer<S>> {
  const res = await http.get<unknown>(url, config);
  return parseWith(schema, url, res.data);
}

export async function getText(url: string, config: AxiosRequestConfig = {}): Promise<string> {
  const res = await http.get<string>(url, { ...config, responseType: 'text' });
  return typeof res.data === 'string' ? res.data : String(res.data);
}

/** Content the CMS may change at any moment: ask caches to revalidate (SPEC §7). */
export const noCache = { headers: { 'Cache-Control': 'max-age=0' } } satisfies AxiosRequestConfig;

export const clientIdHeader = () => ({ 'X-Client-ID': env.VITE_CLIENT_ID });
