import { http, HttpResponse } from 'msw';
import { existsSync } from 'node:fs';
import { BASENAME } from '@/config/paths';
import { CONTENT_PATHS } from '@/config/content-paths';
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
  // The area's own address answers: the network is there (lib/connection.ts asks it so).
  http.head(`*${BASENAME}/`, () => new HttpResponse(null, { status: 200 })),
  http.get(`*${CONTENT_PATHS.header}`, () => HttpResponse.json(headerJson as object)),
  http.get(`*${CONTENT_PATHS.outage}`, () => HttpResponse.json({ title: '', message: '' })),
  http.get(`*${CONTENT_PATHS.categories}`, () => HttpResponse.json(categoriesJson)),
  http.get(`*${CONTENT_PATHS.categoryMetadata}`, () => HttpResponse.json(categoryMetadataJson)),
  http.get(`*${CONTENT_PATHS.searchIndex}`, () => HttpResponse.json(searchIndexJson())),
  http.get(`*${CONTENT_PATHS.searchSynonyms}`, () => HttpResponse.json(searchRulesJson)),
  http.get(`*${CONTENT_PATHS.deals}`, () => HttpResponse.html(dealsHtml)),
  http.get(`*${CONTENT_PATHS.article}/:category/:article`, ({ params }) => {
    const category = String(params.category);
    const label = String(params.article).replace(/\.html$/, '');
    if (!existsSync(articlePath(contentDir, category, label))) {
      return new HttpResponse('Not found', { status: 404 });
    }
    return HttpResponse.html(articleHtml(category, label));
  }),
];
