import { endpointUrl } from './endpoints';
import { clientIdHeader, http, parseWith } from './http';
import { JSON_API, toDocument } from './jsonapi';
import { searchGapCreatedSchema, type SearchGapAttributes } from './schemas/search-gaps';

/**
 * Sends one search gap to the platform (POST /v1/search-gaps, issue 28), which adds it to the
 * day's count for its query. Callers send only with analytics consent (features/search's
 * search-events.ts, features/page-feedback's send-feedback.ts) and load this only then.
 */
export async function sendSearchGap(attributes: SearchGapAttributes): Promise<void> {
  const url = endpointUrl('searchGaps');
  const res = await http.post<unknown>(url, toDocument('search-gaps', attributes), {
    headers: { ...clientIdHeader(), 'Content-Type': JSON_API },
  });
  parseWith(searchGapCreatedSchema, url, res.data);
}
