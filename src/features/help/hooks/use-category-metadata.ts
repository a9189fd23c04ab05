import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { categoryMetadataQuery } from '@/api/content';
import { goToPageNotFound } from '@/lib/navigate-away';

/**
 * SPEC §2: a category id the metadata query does not return goes to page-not-found. Returns the
 * category's meta description once known.
 */
export function useCategoryMetadata(id: string) {
  const { data, isError } = useQuery(categoryMetadataQuery());
  const entry = data?.data.find((c) => c.id === id);
  const unknown = data !== undefined && !entry;

  useEffect(() => {
    if (unknown) goToPageNotFound();
  }, [unknown]);

  return { description: entry?.attributes['meta-description'] ?? null, unknown, isError };
}
