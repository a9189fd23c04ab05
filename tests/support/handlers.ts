import { http, HttpResponse } from 'msw';
import { existsSync } from 'node:fs';
import { articlePath } from '../../server/content-library';
import {
  articleHtml,
  categoriesJson,
  categoryMetadataJson,
  contentDir,
  dealsHtml,
  headerJson,
  searchIndexJson,
  searchRulesJson,
} from './fixtures';

/** Default content handlers (same-origin paths, as the app's defaults). Tests override per case. */
export const handlers = [
  http.get('*/content/help-and-support/header.json', () => HttpResponse.json(headerJson as object)),
  http.get('*/content/help-and-support/outage-notice.json', () =>
    HttpResponse.json({ title: '', message: '' }),
  ),
  http.get('*/content/dam/help-and-support/categories.json', () =>
    HttpResponse.json(categoriesJson),
  ),
  http.get('*/content/help-and-support/category-metadata.json', () =>
    HttpResponse.json(categoryMetadataJson),
  ),
  http.get('*/content/help-and-support/search-index.json', () =>
    HttpResponse.json(searchIndexJson()),
  ),
  http.get('*/content/help-and-support/search-synonyms.json', () =>
    HttpResponse.json(searchRulesJson),
  ),
  http.get('*/content/help-and-support/deals.html', () => HttpResponse.html(dealsHtml)),
  http.get('*/aem6/content/britishgas/help/:category/:article', ({ params }) => {
    const category = String(params.category);
    const label = String(params.article).replace(/\.html$/, '');
    if (!existsSync(articlePath(contentDir, category, label))) {
      return new HttpResponse('Not found', { status: 404 });
    }
    return HttpResponse.html(articleHtml(category, label));
  }),
];
