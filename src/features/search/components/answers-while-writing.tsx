import { Suspense, type ReactNode } from 'react';
import '../search.css';
import { QueryBoundary } from '@/api/query-boundary';
import { lazyWithPreload } from '@/lib/lazy-with-preload';

// The engine, the index and the rules come with the step that offers answers, never with the
// landing page.
const WritingAnswers = lazyWithPreload(() => import('./writing-answers-list'));

/**
 * A form's text box with, beside it, up to three help articles that may answer what the
 * customer is writing ("These might help straight away"), once they have typed a few words and
 * paused. Beside the box on a wide screen (its column kept from the start, so nothing moves when
 * answers appear), after the send button on a narrow one. Opening one keeps the draft.
 */
export function AnswersWhileWriting({ text, children }: { text: string; children: ReactNode }) {
  return (
    <div className="writing">
      <div className="writing__main">{children}</div>
      <Suspense fallback={null}>
        <QueryBoundary>
          <WritingAnswers text={text} />
        </QueryBoundary>
      </Suspense>
    </div>
  );
}
