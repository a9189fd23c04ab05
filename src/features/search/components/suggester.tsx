import { useEffect, useMemo } from 'react';
import { UrgentAnswer } from './urgent-answer';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { answerQuery } from '../answer';
import { MAX_SUGGESTIONS, suggestionsOf, type Suggestion } from '../suggestions';
import type { UrgentRule } from '../rules';
import { useSearchEngine } from '../use-search-engine';
import { useSearchRules } from '../use-search-rules';

export interface Suggestions {
  query: string;
  urgent: UrgentRule[];
  options: Suggestion[];
}

const PAUSE_MS = 120;

/**
 * Works out what the search box suggests for what is typed: any emergency first, then up to five
 * titles (best bets, then articles), from the same engine and rules as the search page. Loaded
 * with the engine on the first focus of a search box, never with the page. Renders the emergency
 * answers (the number to call and what to do) and hands the titles to the box's list.
 */
export default function Suggester({
  query,
  showUrgent,
  onSuggestions,
  idPrefix,
}: {
  query: string;
  /** The ids' stem of the box the suggestions belong to. */
  idPrefix: string;
  showUrgent: boolean;
  onSuggestions: (s: Suggestions) => void;
}) {
  const { engine } = useSearchEngine();
  const rules = useSearchRules();
  const settled = useDebouncedValue(query, PAUSE_MS);
  const suggestions = useMemo((): Suggestions => {
    const answer = answerQuery(settled, rules, engine, MAX_SUGGESTIONS);
    return { query: settled, urgent: answer.urgent, options: suggestionsOf(answer) };
  }, [settled, rules, engine]);
  useEffect(() => onSuggestions(suggestions), [suggestions, onSuggestions]);
  if (!showUrgent || suggestions.query.trim() !== query.trim()) return null;
  return suggestions.urgent.map((u) => (
    <UrgentAnswer key={u.id} rule={u} headingLevel={3} idPrefix={idPrefix} />
  ));
}
