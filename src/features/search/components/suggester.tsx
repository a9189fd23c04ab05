import { useEffect, useMemo } from 'react';
import { UrgentAnswer } from './urgent-answer';
import { paths } from '@/config/paths';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { answerQuery } from '../answer';
import type { UrgentRule } from '../rules';
import { useSearchEngine } from '../use-search-engine';
import { useSearchRules } from '../use-search-rules';

interface Suggestion {
  id: string;
  title: string;
  /** Where choosing it goes, inside the area. */
  to: string;
}
export interface Suggestions {
  query: string;
  urgent: UrgentRule[];
  options: Suggestion[];
}

const MAX_SUGGESTIONS = 5;
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
    const options = [
      ...answer.bestBets.map((b) => ({ id: b.page, title: b.title, to: `/${b.page}` })),
      ...answer.hits
        .filter((h) => h.strong)
        .map((h) => ({ id: h.id, title: h.title, to: paths.article(h.category, h.label) })),
    ].slice(0, MAX_SUGGESTIONS);
    return { query: settled, urgent: answer.urgent, options };
  }, [settled, rules, engine]);
  useEffect(() => onSuggestions(suggestions), [suggestions, onSuggestions]);
  if (!showUrgent || suggestions.query.trim() !== query.trim()) return null;
  return suggestions.urgent.map((u) => (
    <UrgentAnswer key={u.id} rule={u} headingLevel={3} idPrefix={idPrefix} />
  ));
}
