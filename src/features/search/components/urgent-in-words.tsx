import { Suspense, useEffect } from 'react';
import { QueryBoundary } from '@/api/query-boundary';
import { lazyWithPreload } from '@/lib/lazy-with-preload';

// The rules and the matching of words come once the form is alive, not before it: a step paints
// and comes alive without them (decision 039), and they are in before anyone has typed a word.
const UrgentAdvice = lazyWithPreload(() => import('./urgent-advice'));

/**
 * Emergency advice for what a customer is writing in a form: when their words are about a gas
 * smell, carbon monoxide or a power cut (search's urgent rules, built in, so offline too), the
 * number and the first thing to do appear at once above the box. Announced politely; it never
 * stops them sending.
 */
export function UrgentInWords({ text }: { text: string }) {
  useEffect(() => {
    void UrgentAdvice.preload().catch(() => {});
  }, []);
  // Its own data boundary: a form page need not have one (the rules as published come with it;
  // the live region is there from the start, so what appears in it is announced).
  return (
    <div aria-live="polite" className="urgent-in-words">
      {text.trim() && (
        <Suspense fallback={null}>
          <QueryBoundary>
            <UrgentAdvice text={text} />
          </QueryBoundary>
        </Suspense>
      )}
    </div>
  );
}
