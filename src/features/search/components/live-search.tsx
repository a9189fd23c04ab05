import { useLayoutEffect, useMemo } from 'react';
import { answerQuery } from '../answer';
import { resultView } from '../served';
import { useSearchEngine } from '../use-search-engine';
import { useSearchRules } from '../use-search-rules';
import type { EngineState, Found } from './results';

/** What the search in the browser found, for which words, and where its engine stands. */
export interface LiveAnswer {
  q: string;
  found: Found;
  engine: EngineState;
}

/**
 * The search itself, in the browser: the index, the engine built from it, the content team's
 * rules and what they find for the words, handed to the page as it renders (before it paints).
 * Its own code, loaded only when the page searches (decision 040): a page sent with its answer
 * comes alive without it (the engine, the rules and their checks were most of the code the search
 * page ran as it came alive), and asks for it as the customer goes into the box.
 */
export default function LiveSearch({
  q,
  onAnswer,
}: {
  q: string;
  onAnswer: (answer: LiveAnswer) => void;
}) {
  const { engine, failed, reduced } = useSearchEngine();
  const rules = useSearchRules();
  // Emergencies and best bets come from the rules alone: they show while the index loads,
  // offline, and when it cannot be had.
  const found = useMemo((): Found => {
    const answer = answerQuery(q, rules, engine);
    return {
      answer,
      urgent: answer.urgent,
      calm: answer.calm,
      bestBets: answer.bestBets,
      results: answer.hits.map(resultView),
      weak: answer.weak,
      suggestions: engine && q && answer.hits.length === 0 ? engine.suggest(q, rules) : [],
    };
  }, [q, rules, engine]);
  const ready = Boolean(engine);
  useLayoutEffect(() => {
    onAnswer({ q, found, engine: { ready, failed, reduced } });
  }, [q, found, ready, failed, reduced, onAnswer]);
  return null;
}
