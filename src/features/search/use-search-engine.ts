import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { categoriesQuery, categoryMetadataQuery } from '@/api/content';
import { searchIndexQuery } from '@/api/search-index';
import { findCategorySummary } from '@/features/help';
import { createSearchEngine } from './engine';
import { fallbackDocuments } from './fallback-documents';

/** The search engine over the full index, or over titles and metadata if the index fails. */
export function useSearchEngine() {
  const index = useQuery(searchIndexQuery());
  const categories = useQuery({ ...categoriesQuery(), enabled: index.isError });
  const metadata = useQuery({ ...categoryMetadataQuery(), enabled: index.isError });

  const engine = useMemo(() => {
    if (index.data) return createSearchEngine(index.data.documents);
    if (categories.data) {
      const title = (id: string) => findCategorySummary(id)?.title ?? id;
      return createSearchEngine(fallbackDocuments(categories.data, metadata.data, title));
    }
    return null;
  }, [index.data, categories.data, metadata.data]);

  return {
    engine,
    failed: index.isError && categories.isError,
    reduced: !index.data && Boolean(engine),
  };
}
