import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  articlePath,
  loadLibrary,
  loadSearchRules,
  toCategoriesJson,
  toCategoryMetadataJson,
  toSearchDocuments,
} from '../../server/content-library';

/** The same content/ files the platform serves, so unit tests and the real app agree. */
export const contentDir = join(process.cwd(), 'content');
export const library = loadLibrary(contentDir);
export const categoriesJson = toCategoriesJson(library);
export const categoryMetadataJson = toCategoryMetadataJson(library);
export const searchIndexJson = () => ({ documents: toSearchDocuments(library, contentDir) });
export const searchRulesJson = loadSearchRules(contentDir);
export const headerJson = JSON.parse(
  readFileSync(join(contentDir, 'header.json'), 'utf8'),
) as unknown;
export const dealsHtml = readFileSync(join(contentDir, 'deals.html'), 'utf8');
export const articleHtml = (category: string, label: string) =>
  readFileSync(articlePath(contentDir, category, label), 'utf8');
export const contactJson = JSON.parse(
  readFileSync(join(contentDir, 'contact.json'), 'utf8'),
) as unknown;
export const videosJson = JSON.parse(
  readFileSync(join(contentDir, 'videos.json'), 'utf8'),
) as unknown;
