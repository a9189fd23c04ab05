/**
 * A question's answer address: where a question page's GET form goes when the browser sends it
 * itself (without JavaScript, or before the page is alive), and the servers (nginx, the platform)
 * and the service worker send the customer on (303) to the page the answer leads to. The guided
 * check's questions (features/no-supply/check.ts) and the complaint questions
 * (features/complaints/questions.ts) each list theirs; the build writes them all to dist/
 * (serving/dist-layout.ts). Imports nothing, so the platform, the build and the service worker
 * can all use it.
 */
export interface AnswerAddress {
  /** The answer address, from the site's root. */
  from: string;
  /** The answer's name in the address. */
  name: string;
  /**
   * Each answer's value and the page it leads to: from the site's root (the query goes on with
   * the customer, so the next page and Back have the answer), or a full address, another site's
   * from settings (as it is: nothing of ours is added to it).
   */
  to: Record<string, string>;
  /** Where no answer, or one the question does not have, leads: the question (with its error). */
  otherwise: string;
}

/** The end of a question page's path that makes its answer address. */
export const ANSWERED = '-answer';

/** A page from the site's root, rather than another site's full address. */
export const inArea = (page: string) => page.startsWith('/');

/**
 * Where a request for an answer address with this query goes (the query kept within the site), or
 * null for any other address.
 */
export function answerRedirect(
  addresses: AnswerAddress[],
  path: string,
  query: URLSearchParams,
): string | null {
  const address = addresses.find((a) => a.from === path);
  if (!address) return null;
  const value = query.get(address.name);
  const to = value !== null && Object.hasOwn(address.to, value) ? address.to[value] : undefined;
  const page = to ?? address.otherwise;
  const search = inArea(page) ? query.toString() : '';
  return `${page}${search ? `?${search}` : ''}`;
}

/**
 * The other sites the answer addresses send customers on to (full addresses, from settings): a
 * form's redirect is held to the CSP's form-action, which must name them (serving/security-headers.ts).
 */
export const answerOrigins = (addresses: AnswerAddress[]) => [
  ...new Set(
    addresses
      .flatMap((a) => Object.values(a.to))
      .filter((to) => /^https?:\/\//.test(to))
      .map((to) => new URL(to).origin),
  ),
];
