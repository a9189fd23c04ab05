/** Every business constant of SPEC §9, written once. */

/** SPEC §9: idle logout on signed-in pages. */
export const IDLE_LOGOUT_MS = 15 * 60 * 1000;
/** SPEC §9: how often the sign-in cookies are rechecked. */
export const COOKIE_RECHECK_MS = 30 * 1000;
/** SPEC §9: idle timer debounce. */
export const IDLE_DEBOUNCE_MS = 500;

/** SPEC §5/§9: search box maximum length. */
export const SEARCH_MAX = 2000;
/** SPEC §5/§9: complaint or enquiry text maximum length. */
export const QUERY_MAX = 30000;
/** SPEC §5/§9: minimum telephone length on the complaint details step. */
export const TELEPHONE_MIN = 11;
/** SPEC §5/§9: first name and surname maximum length. */
export const NAME_MAX = 100;
/** SPEC §5/§9: meter readings maximum characters. */
export const METER_READING_MAX = 6;
/** SPEC §9: meter reading date window, months back from today. */
export const METER_DATE_WINDOW_MONTHS = 1;

/** SPEC §9: response times in days shown on the confirmation page. */
export const RESPONSE_DAYS = { enquiry: 2, average: 7, max: 21 } as const;
/**
 * The enquiry's 2 days are working days (Monday to Friday, not bank holidays): the team that
 * answers enquiries is closed on Sundays and bank holidays, so 2 days from a Friday could not be
 * kept. The 7 and 21 days of complaints are calendar days, as the complaints procedure counts them.
 */
export const RESPONSE_IN_WORKING_DAYS = { enquiry: true, average: false, max: false } as const;
/**
 * The Gas and Electricity (Consumer Complaints Handling Standards) Regulations: a complaint not
 * resolved 8 weeks after we got it can go to the Energy Ombudsman (sooner with a final response).
 */
export const OMBUDSMAN_AFTER_WEEKS = 8;

/**
 * Issue 51: what a customer adds to a message already sent ("Add to this"): a short note, a new
 * fact, not a second complaint (which has the whole QUERY_MAX).
 */
export const ADDITION_MAX = 2000;
/** Issue 51: a reference as a customer types it to check a message (ours are 11 characters). */
export const REFERENCE_MAX = 20;

/** SPEC §9: data fetching. */
export const RETRY_BASE_DELAY_MS = 1000;
export const RETRY_MAX_DELAY_MS = 30000;
export const RETRY_COUNT = 3;
export const STALE_TIME_MS = 30000;
export const GC_TIME_MS = 5 * 60 * 1000;
/**
 * How often a page whose requests met no network asks whether it is back (lib/connection.ts),
 * and how long that question may take.
 */
export const CONNECTION_RECHECK_MS = 5000;

/** SPEC §9: monitoring sampling (replay rate is a setting, defaulting to the 20% reading). */
export const MONITORING_SESSION_SAMPLE_RATE = 100;

/** SPEC §1: the stated claim. */
export const CUSTOMERS_HELPED_CLAIM = 'helping over 300,000 customers';
