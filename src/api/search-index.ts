import { queryOptions } from '@tanstack/react-query';
import { endpointUrl } from './endpoints';
import { getJson } from './http';
import { searchIndexSchema, searchRulesSchema } from './schemas/content';

export const searchKeys = {
  index: () => ['search', 'index'] as const,
  synonyms: () => ['search', 'synonyms'] as const,
  /** The engine built in the browser from a source: the index, or titles if it failed. */
  engine: (source: string | undefined) => ['search', 'engine', source] as const,
};

/** The body-text index built from content/ by the platform. Optional: search works without it. */
export const searchIndexQuery = () =>
  queryOptions({
    queryKey: searchKeys.index(),
    queryFn: () => getJson(endpointUrl('searchIndex'), searchIndexSchema),
    staleTime: Infinity,
    retry: false,
  });

/** Synonyms, best bets and emergency rules as the content team last published them. */
export const searchSynonymsQuery = () =>
  queryOptions({
    queryKey: searchKeys.synonyms(),
    queryFn: () => getJson(endpointUrl('searchSynonyms'), searchRulesSchema),
    staleTime: Infinity,
    retry: false,
  });
