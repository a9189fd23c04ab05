import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useNavigationType } from 'react-router-dom';
import { draftKeys, readDraft } from '@/lib/drafts';
import type { ConfirmationData } from '../confirmation';

/**
 * A flow's first page, reached by Back from its confirmation (or reloaded) once the message was
 * sent, has nothing left in it: its drafts went with the message. Rather than an empty form that
 * invites the same message again, the page says it was sent (see AlreadySent), until the customer
 * chooses to send another. Arriving by a link, or with anything typed since, shows the form.
 * Worked out once the page is alive, not while it comes alive: the page was built with its form
 * (decision 039), and what the tab keeps is the browser's alone.
 */
export function useAlreadySent(flow: string, flowDrafts: string[]) {
  const navigationType = useNavigationType();
  const [sent, setSent] = useState<ConfirmationData | null>(null);
  useLayoutEffect(() => {
    if (navigationType !== 'POP') return;
    const confirmation = readDraft<ConfirmationData>(draftKeys.confirmation());
    if (confirmation?.origin !== flow) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- before the first paint
    if (!flowDrafts.some((key) => readDraft(key) !== null)) setSent(confirmation);
    // As the page first appears: later drafts are the customer's new message.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The form replaces the notice in place, with no navigation to move focus: its heading takes it.
  const focusHeading = useRef(false);
  const headingRef = useCallback((heading: HTMLHeadingElement | null) => {
    if (!heading || !focusHeading.current) return;
    focusHeading.current = false;
    heading.tabIndex = -1;
    heading.focus();
  }, []);

  const sendAnother = useCallback(() => {
    focusHeading.current = true;
    setSent(null);
  }, []);

  return { sent, sendAnother, headingRef };
}
