import type { SearchDocument } from '@/api/schemas/content';

/** An article of the search index made for a test: only the fields it sets say anything. */
export const doc = (id: string, fields: Partial<SearchDocument>): SearchDocument => ({
  id,
  category: 'c',
  categoryTitle: 'Other',
  label: id,
  title: 'Untitled',
  description: '',
  body: '',
  ...fields,
});
