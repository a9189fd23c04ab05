import type { Categories, CategoryMetadata, SearchDocument } from '@/api/schemas/content';

/**
 * Documents from the categories JSON and category metadata alone, for when the body-text index
 * cannot be loaded: titles, labels and category descriptions are still searchable.
 */
export function fallbackDocuments(
  categories: Categories,
  metadata: CategoryMetadata | undefined,
  categoryTitle: (id: string) => string,
): SearchDocument[] {
  return categories.data.flatMap((c, i) => {
    const entry = categories.included.find((x) => x.id === c.id) ?? categories.included[i];
    const description =
      metadata?.data.find((m) => m.id === c.id)?.attributes['meta-description'] ?? '';
    return (entry?.attributes.articles ?? []).map((a) => ({
      id: `${c.id}/${a.label}`,
      category: c.id,
      categoryTitle: categoryTitle(c.id),
      label: a.label,
      title: a.title ?? a.label.replace(/-/g, ' '),
      description,
      body: a.label.replace(/-/g, ' '),
    }));
  });
}
