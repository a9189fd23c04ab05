import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { categoriesQuery, categoryMetadataQuery } from '@/api/content';
import { searchIndexQuery, searchKeys } from '@/api/search-index';
import { categoryTitle } from '@/content/category-titles';
import { buildSearchEngine } from './engine';
import { fallbackDocuments } from './fallback-documents';

/**
 * The search engine over the full index, or over titles and metadata if the index fails. Built
 * once per source and kept with the query cache, so coming back to search does not rebuild it.
 */
export function useSearchEngine() {
  const index = useQuery(searchIndexQuery());
  const categories = useQuery({ ...categoriesQuery(), enabled: index.isError });
  const metadata = useQuery({ ...categoryMetadataQuery(), enabled: index.isError });

  const source = useMemo(() => {
    if (index.data) return { key: 'full', documents: index.data.documents };
    if (categories.data) {
      const title = (id: string) => categoryTitle(id) ?? id;
      return {
        key: metadata.data ? 'titles-and-metadata' : 'titles',
        documents: fallbackDocuments(categories.data, metadata.data, title),
      };
    }
    return null;
  }, [index.data, categories.data, metadata.data]);

  // The key names the source; its documents are that source's cached response, too large to
  // hash into a key on every render.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  const engine = useQuery({
    queryKey: searchKeys.engine(source?.key),
    queryFn: () => buildSearchEngine(source!.documents),
    enabled: source !== null,
    staleTime: Infinity,
    retry: false,
    // Built here from data already in hand: no connection needed, so it runs offline too.
    networkMode: 'always',
    structuralSharing: false,
    // A better source replaces the engine in use only once it is built.
    placeholderData: (previous) => previous,
  });

  return {
    engine: engine.data ?? null,
    failed: index.isError && categories.isError,
    reduced: Boolean(engine.data) && source?.key !== 'full',
  };
}
