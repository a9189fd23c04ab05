import { failedForWantOfNetwork } from '@/lib/connection';
import {
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { Link, useLocation } from '@/lib/routing';
import { Button } from '@/components/button';
import { SendFailedAlert } from '@/components/send-failed-alert';
import { BASENAME, paths } from '@/config/paths';
import { draftKeys, readDraft } from '@/lib/drafts';
import { island } from '@/lib/island';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { FEEDBACK_FAILED_MESSAGE, type FeedbackPage } from './feedback-target';
import { hasAnswered, markAnswered } from './answered';
import './page-feedback.css';

// The "No" form and the sending code come as the question nears the screen (or the moment the
// customer answers), never with the page's first load.
const FeedbackForm = lazyWithPreload(() => import('./feedback-form'));
const loadSender = () => import('./send-feedback');

const noSubscription = () => () => {};

type Step = 'ask' | 'why' | 'thanks';

function Feedback({ page, path }: { page: Omit<FeedbackPage, 'path'>; path: string }) {
  // Read after hydration: the built HTML asks the question; a page already answered in this
  // visit then says thank you instead, in the same space.
  const answeredBefore = useSyncExternalStore(
    noSubscription,
    () => hasAnswered(path),
    () => false,
  );
  const [step, setStep] = useState<Step>('ask');
  // After a "No", what happens next is said too; after a "Yes" the thank-you takes the question's
  // place exactly, so nothing on the page moves.
  const [saidNo, setSaidNo] = useState(false);
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState<'online' | 'offline' | null>(null);
  const thanksRef = useRef<HTMLParagraphElement>(null);
  const noRef = useRef<HTMLButtonElement>(null);
  const moveFocus = useRef<'thanks' | 'no' | null>(null);
  // A "No" begun before a reload opens again with what was chosen and typed (the form keeps its
  // draft), after hydration: the built HTML asks the question.
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    if (hasAnswered(path) || !readDraft(draftKeys.pageFeedback(path))) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- after hydration: the built HTML asks
    setRestored(true);
    setStep('why');
  }, [path]);

  // The form's code (its checks with it) is worked out as the question comes near the screen:
  // as the page loads it was the longest task of an article on a slow phone, for a question most
  // customers never reach. Where nothing can say so, at once; a page answered before, never.
  const barRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const preload = () => void FeedbackForm.preload().catch(() => {});
    const bar = barRef.current;
    if (!bar) return;
    if (typeof IntersectionObserver === 'undefined') return preload();
    const near = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        near.disconnect();
        preload();
      },
      { rootMargin: '0px 0px 50% 0px' },
    );
    near.observe(bar);
    return () => near.disconnect();
  }, []);
  // Before the next paint, in either runtime: never a frame with the focus on the page's body.
  useLayoutEffect(() => {
    if (moveFocus.current === 'thanks') thanksRef.current?.focus();
    if (moveFocus.current === 'no') noRef.current?.focus();
    moveFocus.current = null;
  }, [step]);

  const thank = (no: boolean) => {
    setSaidNo(no);
    markAnswered(path);
    moveFocus.current = 'thanks';
    setStep('thanks');
  };

  const sayYes = async () => {
    if (sending) return;
    setSending(true);
    setFailed(null);
    try {
      const { sendFeedback } = await loadSender();
      await sendFeedback({ ...page, 'page-path': path, useful: true, reason: null, comment: null });
      thank(false);
    } catch (error) {
      setFailed((await failedForWantOfNetwork(error)) ? 'offline' : 'online');
    } finally {
      setSending(false);
    }
  };

  if (answeredBefore || step === 'thanks') {
    return (
      <div className="page-feedback__bar">
        <p className="page-feedback__thanks" role="status" tabIndex={-1} ref={thanksRef}>
          Thank you for your feedback.
          {saidNo && (
            <span className="page-feedback__next">
              We read every answer to improve our help, but we can&apos;t reply. If you still need
              help, <Link to={paths.contactUs()}>contact us</Link>.
            </span>
          )}
        </p>
      </div>
    );
  }

  if (step === 'why') {
    // Its own boundary: a "No" tapped before the form's code is in (as the page came alive) waits
    // here, in the question's place, not for the whole page.
    return (
      <Suspense
        fallback={
          <p className="page-feedback__bar" role="status">
            Loading…
          </p>
        }
      >
        <FeedbackForm
          page={{ ...page, path }}
          restored={restored}
          onSent={() => thank(true)}
          onCancel={() => {
            setRestored(false);
            moveFocus.current = 'no';
            setStep('ask');
          }}
        />
      </Suspense>
    );
  }

  return (
    <>
      {failed && (
        <SendFailedAlert offline={failed === 'offline'} onDismiss={() => setFailed(null)}>
          <p>{FEEDBACK_FAILED_MESSAGE}</p>
        </SendFailedAlert>
      )}
      <div className="page-feedback__bar" ref={barRef}>
        <h2 className="page-feedback__question">Is this page useful?</h2>
        <div className="page-feedback__answers">
          <Button
            type="button"
            variant="secondary"
            loading={sending}
            loadingText="Sending…"
            onClick={() => void sayYes()}
          >
            Yes <span className="visually-hidden">this page is useful</span>
          </Button>
          <Button
            type="button"
            variant="secondary"
            ref={noRef}
            onClick={() => {
              if (sending) return;
              setFailed(null);
              setStep('why');
            }}
          >
            No <span className="visually-hidden">this page is not useful</span>
          </Button>
        </div>
      </div>
    </>
  );
}

/**
 * "Is this page useful?" before the footer of every article and category page (GOV.UK's
 * feedback pattern): Yes, or No with what went wrong, sent to the content team; one answer per
 * page per visit. Without JavaScript it is not shown (nothing could send it).
 */
export function PageFeedback(page: Omit<FeedbackPage, 'path'>) {
  const { pathname } = useLocation();
  const path = `${BASENAME}${pathname === '/' ? '' : pathname}`;
  return (
    <section className="page-feedback" aria-label="Page feedback">
      {/* A new page asks again: its own answer, its own state. */}
      <Feedback key={path} page={page} path={path} />
      {/* As HTML: neither runtime looks inside it when it brings the page to life. */}
      <noscript
        dangerouslySetInnerHTML={{ __html: '<span class="page-feedback__no-script"></span>' }}
      />
    </section>
  );
}

/** The question on a reading page, alive on its own there (lib/island.tsx). */
export const PageFeedbackIsland = island('page-feedback', PageFeedback);
