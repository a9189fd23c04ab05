import { useEffect, useId, useMemo, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { returnToState } from '@/lib/return-to';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useSearchEngine } from '../use-search-engine';
import { useSearchRules } from '../use-search-rules';
import { answersForWriting } from '../writing-answers';
import { pushSuggestionEvent } from '../search-events';

/** Zendesk's pause: answers change when the customer stops, not on every key. */
const PAUSE_MS = 500;

export default function WritingAnswersList({ text }: { text: string }) {
  const { engine } = useSearchEngine();
  const rules = useSearchRules();
  const settled = useDebouncedValue(text, PAUSE_MS);
  const { pathname } = useLocation();
  const titleId = useId();
  const answers = useMemo(
    () => answersForWriting(settled, rules, engine),
    [settled, rules, engine],
  );

  // Each article counted once per visit to the step; the step is the form's path, never what
  // was typed.
  const shown = useRef(new Set<string>());
  useEffect(() => {
    for (const a of answers) {
      if (shown.current.has(a.id)) continue;
      shown.current.add(a.id);
      pushSuggestionEvent('suggestion_shown', a.id, pathname);
    }
  }, [answers, pathname]);

  const count = answers.length;
  return (
    <div className="writing__answers">
      <p className="visually-hidden" role="status">
        {count > 0 &&
          `${count} help ${count === 1 ? 'article' : 'articles'} might answer this, under "These might help straight away"`}
      </p>
      {count > 0 && (
        <aside aria-labelledby={titleId}>
          <h2 className="writing__title" id={titleId}>
            These might help straight away
          </h2>
          <ul className="writing__list">
            {answers.map((a) => (
              <li key={a.id}>
                <Link
                  to={paths.article(a.category, a.label)}
                  state={returnToState(pathname)}
                  onClick={() => pushSuggestionEvent('suggestion_opened', a.id, pathname)}
                >
                  {a.title}
                </Link>
                <p className="writing__description">{a.description}</p>
              </li>
            ))}
          </ul>
          <p className="writing__note">What you&apos;ve written is kept if you open one.</p>
        </aside>
      )}
    </div>
  );
}
