import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import * as z from 'zod/mini';
import { searchSynonymsQuery } from '@/api/search-index';
import { searchRulesSchema } from '@/api/schemas/content';
// The content team's file, built in: emergencies are recognised before anything has loaded,
// offline, and when the published copy cannot be fetched.
import builtInJson from '../../../content/search-synonyms.json';
import { compileRules, type CompiledRules } from './rules';

let builtIn: { json: string; rules: CompiledRules } | null = null;
const compiledBuiltIn = () => {
  if (!builtIn) {
    const parsed = z.parse(searchRulesSchema, builtInJson);
    builtIn = { json: JSON.stringify(parsed), rules: compileRules(parsed) };
  }
  return builtIn;
};
/**
 * The rules as last published (VITE_SEARCH_SYNONYMS_PATH), and the built-in copy until then.
 */
export function useSearchRules(): CompiledRules {
  const { data } = useQuery(searchSynonymsQuery());
  return useMemo(() => {
    const own = compiledBuiltIn();
    // Usually the published copy is the one built in: it is not worked out a second time.
    return data && JSON.stringify(data) !== own.json ? compileRules(data) : own.rules;
  }, [data]);
}
