/**
 * Every key this area keeps in the browser's storage, written once. Everything is in
 * sessionStorage (gone when the tab closes) except what SPEC §3 names as stored local keys.
 */
const DRAFT = 'hs-draft:';

export const STORAGE_KEYS = {
  /** Prefix of every form draft (cleared on sign-out and once a message is sent). */
  draftPrefix: DRAFT,
  drafts: {
    details: (flow: string) => `${DRAFT}details:${flow}`,
    query: (flow: string) => `${DRAFT}query:${flow}`,
    creditUse: () => `${DRAFT}credit-use`,
    meterRead: () => `${DRAFT}meter-read`,
    confirmation: () => `${DRAFT}confirmation`,
    /** The answer chosen to one of the complaint questions (its radio group's name). */
    choice: (question: string) => `${DRAFT}choice:${question}`,
    /** "Is this page useful?": the reason and comment of a "No" not yet sent, per page path. */
    pageFeedback: (path: string) => `${DRAFT}page-feedback:${path}`,
    /** What a customer is adding to a message already sent, by its reference (issue 51). */
    addition: (reference: string) => `${DRAFT}addition:${reference}`,
    /** "Check a message": the reference and email typed (issue 51). */
    messageCheck: () => `${DRAFT}message-check`,
    /** One id per draft: with a hash of the content, the Idempotency-Key of its lead. */
    id: (flow: string) => `${DRAFT}id:${flow}`,
  },
  /**
   * The search a page was opened from, scrubbed and normalised, with that page's path, kept with
   * analytics consent only, so that a "No" on the page can be counted against the search (issue
   * 28). Cleared on sign-out and once counted; without consent it is neither kept nor used.
   */
  searchLedHere: 'hs-search-led-here',
  /** Pages whose "Is this page useful?" was answered in this visit (paths only). */
  feedbackGiven: 'hs-feedback-given',
  /** "Larger text" chosen in the header. */
  largeText: 'hs-large-text',
  /** The page reloaded once after a release removed the code it asked for. */
  reloadedForUpdate: 'hs-reloaded-for-update',
  /** SPEC §3 stored local keys, cleared when a customer is signed out. */
  signedIn: ['chosenTariff', 'pendingTariffDismissed'],
  /**
   * This tab has seen the customer signed in: if it later finds them signed out by any path (the
   * header's link, the idle logout, another tab, a cookie that expired), it clears what they
   * left before showing anything.
   */
  signedInHere: 'hs-signed-in-here',
} as const;
