import { Suspense, useDeferredValue } from 'react';
import { QueryBoundary } from '@/api/query-boundary';
import { urgentRules } from '../rules';
import { useSearchRules } from '../use-search-rules';
import { UrgentAnswer } from './urgent-answer';

/**
 * Emergency advice for what a customer is writing in a form: when their words are about a gas
 * smell, carbon monoxide or a power cut (search's urgent rules, built in, so offline too), the
 * number and the first thing to do appear at once above the box. Announced politely; it never
 * stops them sending.
 */
export function UrgentInWords({ text }: { text: string }) {
  // Its own data boundary: a form page need not have one (the rules as published come with it;
  // the live region is there from the start, so what appears in it is announced).
  return (
    <div aria-live="polite" className="urgent-in-words">
      <Suspense fallback={null}>
        <QueryBoundary>
          <UrgentAdvice text={text} />
        </QueryBoundary>
      </Suspense>
    </div>
  );
}

function UrgentAdvice({ text }: { text: string }) {
  const rules = useSearchRules();
  // Typing stays quick on a slow phone: the rules read the words a moment later if need be.
  const words = useDeferredValue(text);
  const urgent = words.trim() ? urgentRules(words, rules) : [];
  return urgent.map((rule) => (
    <UrgentAnswer key={rule.title} rule={rule} headingLevel={2} idPrefix="in-words" />
  ));
}
