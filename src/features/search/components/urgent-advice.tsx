import { useDeferredValue } from 'react';
import { urgentRules } from '../rules';
import { useSearchRules } from '../use-search-rules';
import { UrgentAnswer } from './urgent-answer';

/** What UrgentInWords shows for the words written so far: the emergency each is about. */
export default function UrgentAdvice({ text }: { text: string }) {
  const rules = useSearchRules();
  // Typing stays quick on a slow phone: the rules read the words a moment later if need be.
  const words = useDeferredValue(text);
  const urgent = words.trim() ? urgentRules(words, rules) : [];
  return urgent.map((rule) => (
    <UrgentAnswer key={rule.title} rule={rule} headingLevel={2} idPrefix="in-words" />
  ));
}
