/**
 * Where a question's answer address sends the customer (check.ts, ANSWERED: Enter on an answer
 * without JavaScript). Imports nothing, so the platform, the build and the service worker can all
 * use it; the addresses themselves come from the check's data (answerAddresses()), written by the
 * build to dist/ (serving/dist-layout.ts).
 */
export interface AnswerAddress {
  /** The answer address, from the site's root. */
  from: string;
  /** The answer's name in the address. */
  name: string;
  /** Each answer's value and the page it leads to, from the site's root. */
  to: Record<string, string>;
  /** Where no answer, or one the question does not have, leads: the question with its error. */
  otherwise: string;
}

/**
 * Where a request for an answer address with this query goes (the query kept, so the next page
 * and Back have the answer), or null for any other address.
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
  const search = query.toString();
  return `${to ?? address.otherwise}${search ? `?${search}` : ''}`;
}
