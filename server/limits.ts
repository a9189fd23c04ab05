import { REQUEST_HEAD_BYTES } from '../serving/request-size';
import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BlockList, isIP, type Server } from 'node:net';
import { API_PATHS, AUTH_PATHS } from '../src/config/api-paths';
import { JSON_API } from './jsonapi';
import { SEARCH_PAGE_PATH, type SearchPageBudget } from './search-page';

/**
 * Every limit of the platform's doors, written once (issue 27). Each is per client address (the
 * socket's, or the one the trusted proxy saw: see trustedProxies), so one client flooding a door
 * never slows another down. Tests make them smaller or switch them off (buildPlatform's
 * `limits`).
 */

/** At most `max` requests in any `windowMs` (a fixed window, counted from the first request). */
interface RateLimit {
  max: number;
  windowMs: number;
}

/** The doors with a limit: each costs the platform storage or work for every request. */
type Door =
  | 'leads'
  | 'messages'
  | 'messageChecks'
  | 'articleFeedback'
  | 'searchGaps'
  | 'signInOut'
  | 'addresses'
  | 'searchPages';

export interface PlatformLimits {
  /** Requests per client address at each door; an empty list is no limit. */
  doors: Record<Door, RateLimit[]>;
  /**
   * Checks of one reference (issue 51), from any address: a reference is about 40 bits, and its
   * email the only other thing to guess, so guesses at one reference are few whoever sends them.
   */
  referenceChecks: RateLimit[];
  /**
   * Body bytes per client address over the doors that store what they are sent, as a token
   * bucket: up to `burst` at once, then `perMinute` more each minute.
   */
  bodyBytes: { burst: number; perMinute: number };
  /** Node's and fastify's timeouts, in milliseconds, for HTTP/1.1 and HTTP/2 alike. */
  timeouts: {
    /** The request line and headers must arrive within this. */
    headersMs: number;
    /** The whole request, body included, must arrive within this. */
    requestMs: number;
    /** How often the requests still arriving are checked against the two above. */
    checkEveryMs: number;
    /** An idle kept-alive HTTP/1.1 connection is closed after this. */
    keepAliveMs: number;
    /** A connection (or an HTTP/2 stream) with nothing sent either way is closed after this. */
    idleMs: number;
    /** An idle HTTP/2 session is closed after this. */
    http2SessionMs: number;
  };
  connections: {
    /** Open at once from one client address (a trusted proxy's own connections excepted). */
    perAddress: number;
    /** Open at once in all. */
    total: number;
  };
  /** The CPU time for working out search pages, all clients together (server/search-page.ts). */
  searchPageTime: SearchPageBudget;
  /**
   * A body still on its way when the platform answers (a refusal before it was read: 415, 401,
   * 413, 429, 404…): read and dropped first (server/unread-bodies.ts, issue 48), at most so far
   * past the body limit, and only while it keeps coming.
   */
  unreadBody: {
    /** Bytes past the body limit still read; a body longer than that is not waited for. */
    beyondLimitBytes: number;
    /** The body stops coming for this long: it is not waited for. */
    idleMs: number;
  };
  /** Sign-in tokens (server/routes/customer.ts). */
  tokens: {
    /** Live tokens of each kind kept; past it the oldest stops working. */
    live: number;
    /** Expired tokens forgotten per sign-in: a few, never a scan of them all. */
    sweepPerSignIn: number;
  };
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const KIB = 1024;

export const LIMITS: PlatformLimits = {
  doors: {
    // A complaint takes a customer minutes to write, so one person sends a few an hour; a
    // household or office behind one address a few more. 20 a minute is beyond anyone typing
    // (GOV.UK-like services allow tens a minute), and 200 an hour covers a shared address with
    // dozens of customers, where a flood once made 25,890 in 10 s.
    leads: [
      { max: 20, windowMs: MINUTE },
      { max: 200, windowMs: HOUR },
    ],
    // A signed-in customer's messages (issue 51): the list, one message, what they add. Reading
    // is a page load each, adding one a few minutes' writing: 60 a minute is far beyond a
    // customer, and costs the service a query each.
    messages: [
      { max: 60, windowMs: MINUTE },
      { max: 600, windowMs: HOUR },
    ],
    // "Check a message" without signing in: a customer checks one or two, mistyping a few times.
    // Every check is a guess at a reference and its email; a few a minute give a guesser nothing.
    messageChecks: [
      { max: 10, windowMs: MINUTE },
      { max: 60, windowMs: HOUR },
    ],
    // One answer per page per visit; a reader skimming pages answers one every few seconds at
    // most. A flood once sent 7,921 for one page in 5 s.
    articleFeedback: [
      { max: 30, windowMs: MINUTE },
      { max: 300, windowMs: HOUR },
    ],
    // Search gaps (issue 28): one a search the customer settles on that finds nothing or little,
    // and one a "No" after a search. A customer rephrasing a search settles on a new one every
    // few seconds at most; as for page feedback, a flood would only add noise to the counts.
    searchGaps: [
      { max: 30, windowMs: MINUTE },
      { max: 300, windowMs: HOUR },
    ],
    // Sign-in and sign-out together: a person does each a few times a visit. Every sign-in
    // makes two tokens kept in memory.
    signInOut: [
      { max: 30, windowMs: MINUTE },
      { max: 300, windowMs: HOUR },
    ],
    // Address searches and typed-in addresses: a customer tries a postcode or two per form, the
    // app asks once per postcode.
    addresses: [
      { max: 30, windowMs: MINUTE },
      { max: 300, windowMs: HOUR },
    ],
    // The search page with its words answered (decision 034): a search the platform works out.
    // A customer sends one a search (the page itself follows the typing without asking again);
    // rephrasing, a few a minute. A flood of different words costs the platform time for each.
    searchPages: [
      { max: 60, windowMs: MINUTE },
      { max: 600, windowMs: HOUR },
    ],
  },
  // A customer checks their own reference a few times a day; a guesser at one reference's email
  // gets 5 tries in 15 minutes and 20 a day, from however many addresses.
  referenceChecks: [
    { max: 5, windowMs: 15 * MINUTE },
    { max: 20, windowMs: 24 * HOUR },
  ],
  // The largest lead a form can send is about 100 KB (30,000 characters of query, 3 bytes each
  // at worst); bodies stop at 256 KB. A burst of 1 MiB is four bodies at that limit, and 256 KiB
  // a minute one more each minute: no customer's writing meets it, where a flood of the largest
  // leads once wrote 778 MB in 10 s.
  bodyBytes: { burst: 1024 * KIB, perMinute: 256 * KIB },
  timeouts: {
    // Headers are at most 16 KB (Node's limit): 10 s is a very slow phone. Node's default is 60.
    headersMs: 10_000,
    // A body is at most 256 KB: 30 s is under 70 kbit/s, slower than 2G EDGE. Fastify's default
    // was no limit, and a byte every 5 s kept connections open for minutes.
    requestMs: 30_000,
    // Node checks every 30 s by default, which would let a slow request live twice its time.
    checkEveryMs: 1_000,
    // Node's default: enough for a browser to reuse the connection for a page's next request.
    // Fastify's 72 s kept idle sockets (and their descriptors) open.
    keepAliveMs: 5_000,
    idleMs: 30_000,
    http2SessionMs: 30_000,
  },
  connections: {
    // A browser opens at most 6 HTTP/1.1 connections to a host (1 over HTTP/2); a household or
    // office behind one address rarely has ten browsers at once. Slow sockets once held 20,000.
    perAddress: 64,
    // Well under the descriptor limit (20,000 here), far above this area's real load.
    total: 4096,
  },
  // A search page takes about 13 to 42 ms of CPU to work out, compressed for its browser
  // (`npm run bench:platform`, issue 37). Searching customers get a quarter of the platform's
  // time, after a second of it at once: 6 to 20 pages a second, far above this area's searches;
  // past it the page as built, which searches in the browser.
  searchPageTime: { burstMs: 1_000, perSecondMs: 250 },
  // A proxy in front (nginx: client_max_body_size, NGINX_LIMITS.bodySize) takes bodies up to the
  // same limit as the platform (256 KB), and sends each at once from its buffer: every body it
  // sends on is read to its end. A quarter of the limit more leaves room for a proxy allowed a
  // little more than the platform; past it the platform reads no more of a body it will not
  // take. A proxy's body arrives in milliseconds; 2 s with nothing is a client that stopped
  // (or never meant to send it), answered without waiting for the request timeout.
  unreadBody: { beyondLimitBytes: 64 * KIB, idleMs: 2_000 },
  tokens: { live: 100_000, sweepPerSignIn: 2 },
};

/** Limits with some changed, for tests and the bench. */
export interface LimitOverrides {
  doors?: Partial<Record<Door, RateLimit[]>>;
  referenceChecks?: RateLimit[];
  bodyBytes?: Partial<PlatformLimits['bodyBytes']>;
  timeouts?: Partial<PlatformLimits['timeouts']>;
  connections?: Partial<PlatformLimits['connections']>;
  searchPageTime?: Partial<SearchPageBudget>;
  unreadBody?: Partial<PlatformLimits['unreadBody']>;
  tokens?: Partial<PlatformLimits['tokens']>;
}

export const withLimits = (overrides: LimitOverrides = {}): PlatformLimits => ({
  doors: { ...LIMITS.doors, ...overrides.doors },
  referenceChecks: overrides.referenceChecks ?? LIMITS.referenceChecks,
  bodyBytes: { ...LIMITS.bodyBytes, ...overrides.bodyBytes },
  timeouts: { ...LIMITS.timeouts, ...overrides.timeouts },
  connections: { ...LIMITS.connections, ...overrides.connections },
  searchPageTime: { ...LIMITS.searchPageTime, ...overrides.searchPageTime },
  unreadBody: { ...LIMITS.unreadBody, ...overrides.unreadBody },
  tokens: { ...LIMITS.tokens, ...overrides.tokens },
});

/** No request or byte limit at any door: for tests that send hundreds of requests from one place. */
export const NO_RATE_LIMITS: LimitOverrides = {
  doors: {
    leads: [],
    messages: [],
    messageChecks: [],
    articleFeedback: [],
    searchGaps: [],
    signInOut: [],
    addresses: [],
    searchPages: [],
  },
  referenceChecks: [],
  bodyBytes: { burst: Infinity },
};

/** A setting that cannot be read: the platform says which, and does not start. */
export class BadSetting extends Error {
  override name = 'BadSetting';
}

/**
 * TRUST_PROXY: the addresses (or CIDR ranges) of the proxies in front of the platform, separated
 * by commas or spaces. Only a request from one of them has its X-Forwarded-For and
 * X-Forwarded-Proto read; from anywhere else they are the client's own words and ignored.
 */
export function trustedProxies(setting: string | undefined) {
  const entries = (setting ?? '').split(/[\s,]+/).filter(Boolean);
  if (entries.length === 0) return undefined;
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    const bits = prefix === undefined ? undefined : Number(prefix);
    const maxBits = family === 6 ? 128 : 32;
    if (
      family === 0 ||
      rest.length > 0 ||
      (bits !== undefined && !(Number.isInteger(bits) && bits >= 0 && bits <= maxBits))
    ) {
      throw new BadSetting(
        `TRUST_PROXY: "${entry}" is not an IP address or a CIDR range (like 127.0.0.1, ::1 or ` +
          '10.0.0.0/8). List the proxies in front of the platform, separated by commas.',
      );
    }
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, bits, type);
  }
  return (address: string) => {
    const family = isIP(address);
    return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
  };
}

/**
 * Who a limit counts against: the client's address (fastify's request.ip, the rightmost
 * untrusted X-Forwarded-For entry when the request came through a trusted proxy), an IPv6
 * address by its /64, which is one customer's network.
 */
const clientAddressOf = (req: FastifyRequest) =>
  normalizeIP(req.ip ?? req.socket?.remoteAddress ?? 'unknown');

/** A 429 for the error handler to answer as JSON:API, with when to try again. */
export class TooManyRequests extends Error {
  readonly statusCode = 429;
  readonly code = 'TOO_MANY_REQUESTS';
  constructor(readonly retryAfterSeconds: number) {
    super('Too many requests');
  }
}

interface DoorRoute {
  door: Door;
  path: string;
  methods: string[];
  /** Whether its bodies are counted against the byte budget (it stores what it is sent). */
  stores: boolean;
  /**
   * Over its limit, answered anyway without the work it limits (the search page: as built,
   * whose own code searches in the browser), rather than refused: see `overItsLimit`.
   */
  overLimit?: 'as-built';
}

// HEAD runs a GET route's handler (fastify answers HEAD for every GET), so it is the same door.
const DOOR_ROUTES: DoorRoute[] = [
  { door: 'leads', path: API_PATHS.leads, methods: ['POST'], stores: true },
  { door: 'messages', path: API_PATHS.leads, methods: ['GET', 'HEAD'], stores: false },
  {
    door: 'messages',
    path: `${API_PATHS.leads}/:reference`,
    methods: ['GET', 'HEAD'],
    stores: false,
  },
  {
    door: 'messages',
    path: `${API_PATHS.leads}/:reference/additions`,
    methods: ['POST'],
    stores: true,
  },
  { door: 'messageChecks', path: API_PATHS.leadChecks, methods: ['POST'], stores: true },
  { door: 'articleFeedback', path: API_PATHS.articleFeedback, methods: ['POST'], stores: true },
  { door: 'searchGaps', path: API_PATHS.searchGaps, methods: ['POST'], stores: true },
  { door: 'signInOut', path: AUTH_PATHS.signIn, methods: ['GET', 'HEAD'], stores: false },
  { door: 'signInOut', path: AUTH_PATHS.signOut, methods: ['GET', 'HEAD', 'POST'], stores: false },
  { door: 'addresses', path: API_PATHS.addresses, methods: ['GET', 'HEAD', 'POST'], stores: true },
  {
    door: 'searchPages',
    path: SEARCH_PAGE_PATH,
    methods: ['GET', 'HEAD'],
    stores: false,
    overLimit: 'as-built',
  },
];
const doorOf = (req: FastifyRequest) =>
  DOOR_ROUTES.find((d) => d.path === req.routeOptions.url && d.methods.includes(req.method));

/**
 * Addresses remembered for the byte budget, as many as @fastify/rate-limit remembers for each
 * count (its LRU's default): an address forgotten starts afresh. Memory stays bounded however many
 * addresses a flood comes from; past this many at once, per-address limits are not what stops it.
 */
const TRACKED_ADDRESSES = 5_000;

/**
 * Body bytes per client address, as token buckets kept in insertion order so that the least
 * recently seen address is the one forgotten when too many are kept.
 */
function byteBudget({ burst, perMinute }: PlatformLimits['bodyBytes']) {
  const perMs = perMinute / MINUTE;
  const buckets = new Map<string, { bytes: number; at: number }>();
  const bucketOf = (address: string) => {
    const now = Date.now();
    const kept = buckets.get(address);
    const bucket = kept
      ? { bytes: Math.min(burst, kept.bytes + (now - kept.at) * perMs), at: now }
      : { bytes: burst, at: now };
    buckets.delete(address);
    if (buckets.size >= TRACKED_ADDRESSES) buckets.delete(buckets.keys().next().value!);
    buckets.set(address, bucket);
    return bucket;
  };
  const secondsUntil = (bytes: number, have: number) =>
    Math.max(1, Math.ceil((bytes - have) / perMs / 1000));
  return {
    /** Before a body is read: whether `declared` bytes (or any, when not declared) could fit. */
    check(address: string, declared: number) {
      const { bytes } = bucketOf(address);
      const wanted = Math.max(declared, 1);
      return bytes >= wanted ? null : secondsUntil(wanted, bytes);
    },
    /**
     * Once read: the body's bytes are spent whether it fits or not (it was read), down to one
     * burst of debt; a body that did not fit is refused.
     */
    charge(address: string, size: number) {
      const bucket = bucketOf(address);
      const fits = bucket.bytes >= size;
      bucket.bytes = Math.max(bucket.bytes - size, -burst);
      return fits ? null : secondsUntil(0, bucket.bytes);
    },
  };
}

const overLimit = new WeakSet<FastifyRequest>();
/**
 * Whether a request came over its door's limit where the door answers anyway, without the work
 * (the search page as built: as nginx answers a search the help service refused, issue 48; people
 * behind one address, an office or a mobile network, still get a page that searches).
 */
export const overItsLimit = (req: FastifyRequest) => overLimit.has(req);

/**
 * The doors' limits, checked in onRequest, before any route's own checks, before a body is read
 * and before anything is stored: a request over a limit gets a 429 with Retry-After and costs
 * nothing more. Counting is @fastify/rate-limit's (per address, IPv6 by /64, in a bounded LRU);
 * the answer is the platform's own JSON:API error (TooManyRequests, via the error handler).
 */
export async function registerDoorLimits(app: FastifyInstance, limits: PlatformLimits) {
  await app.register(fastifyRateLimit, { global: false });
  const keyGenerator = clientAddressOf;
  const counters = Object.fromEntries(
    Object.entries(limits.doors).map(([door, windows]) => [
      door,
      windows.map(({ max, windowMs }) =>
        app.createRateLimit({ max, timeWindow: windowMs, keyGenerator }),
      ),
    ]),
  ) as Record<Door, ReturnType<FastifyInstance['createRateLimit']>[]>;
  const bytes = byteBudget(limits.bodyBytes);
  // Checks by reference: counted by the reference a check names (found in its body, so counted
  // by its route once read), in the same bounded LRU as every other count.
  const checkedReference = new WeakMap<FastifyRequest, string>();
  const referenceCounters = limits.referenceChecks.map(({ max, windowMs }) =>
    app.createRateLimit({
      max,
      timeWindow: windowMs,
      keyGenerator: (req) => `reference:${checkedReference.get(req) ?? ''}`,
    }),
  );

  app.addHook('onRequest', async (req) => {
    const route = doorOf(req);
    if (!route) return;
    for (const count of counters[route.door]) {
      const result = await count(req);
      if (!result.isAllowed && result.isExceeded) {
        if (route.overLimit === 'as-built') {
          overLimit.add(req);
          return;
        }
        throw new TooManyRequests(Math.max(1, result.ttlInSeconds));
      }
    }
    if (route.stores && req.method === 'POST') {
      // Refused before it is read when what it says it brings would not fit.
      const declared = Number(req.headers['content-length'] ?? 0) || 0;
      const wait = bytes.check(clientAddressOf(req), declared);
      if (wait !== null) throw new TooManyRequests(wait);
    }
  });

  return {
    /** One more check of this reference (issue 51); over its limit, a TooManyRequests. */
    async countReferenceCheck(req: FastifyRequest, reference: string) {
      checkedReference.set(req, reference);
      for (const count of referenceCounters) {
        const result = await count(req);
        if (!result.isAllowed && result.isExceeded) {
          throw new TooManyRequests(Math.max(1, result.ttlInSeconds));
        }
      }
    },
    /**
     * A body as read, against its sender's budget (called by the body parser, so a body sent
     * without a length, or with a false one, is counted as it really is).
     */
    chargeBody(req: FastifyRequest, size: number) {
      const route = doorOf(req);
      if (!route?.stores) return;
      const wait = bytes.charge(clientAddressOf(req), size);
      if (wait !== null) throw new TooManyRequests(wait);
    },
  };
}

/** An HTTP/2 request as the server's 'stream' event gives it: what a deadline needs of it. */
interface Http2RequestStream extends NodeJS.EventEmitter {
  readonly closed: boolean;
  readonly headersSent: boolean;
  readonly state: { remoteClose?: number };
  respond(headers: Record<string, string | number>): void;
  end(body: string, done: () => void): void;
  close(code: number): void;
}

/** RST_STREAM with NO_ERROR (RFC 9113): the answer is complete, send no more of the request. */
const NGHTTP2_NO_ERROR = 0;

/**
 * Node's and fastify's timeouts on the server, whichever it is: a request that arrives too
 * slowly is answered 408 and cut off, by the client error handler over HTTP/1.1 and here over
 * HTTP/2, which has no request timeout of its own (a stream that sends a byte now and then is
 * never idle).
 */
export function applyTimeouts(
  server: Server,
  { timeouts }: PlatformLimits,
  headers: [string, string][],
) {
  const http = server as Server & {
    headersTimeout?: number;
    requestTimeout?: number;
    keepAliveTimeout?: number;
    connectionsCheckingInterval?: number;
  };
  // The HTTP/2 server takes these for its HTTP/1.1 connections as properties, not as options.
  http.headersTimeout = Math.min(timeouts.headersMs, timeouts.requestMs);
  http.requestTimeout = timeouts.requestMs;
  http.keepAliveTimeout = timeouts.keepAliveMs;
  http.connectionsCheckingInterval = timeouts.checkEveryMs;

  const body = JSON.stringify({ errors: [{ status: '408', title: 'Request timeout' }] });
  server.on('stream', (stream: Http2RequestStream) => {
    const deadline = setTimeout(() => {
      // The client has sent all of its request: what is left is ours to answer.
      if (stream.closed || stream.state.remoteClose) return;
      if (stream.headersSent) {
        stream.close(NGHTTP2_NO_ERROR);
        return;
      }
      stream.respond({
        ':status': 408,
        'content-type': JSON_API,
        'content-length': Buffer.byteLength(body),
        ...Object.fromEntries(headers.map(([name, value]) => [name.toLowerCase(), value])),
      });
      stream.end(body, () => stream.close(NGHTTP2_NO_ERROR));
    }, timeouts.requestMs);
    deadline.unref();
    stream.once('close', () => clearTimeout(deadline));
  });
}

/** The fastify options that carry the same timeouts. */
export const timeoutOptions = ({ timeouts }: PlatformLimits) => ({
  connectionTimeout: timeouts.idleMs,
  keepAliveTimeout: timeouts.keepAliveMs,
  requestTimeout: timeouts.requestMs,
  http2SessionTimeout: timeouts.http2SessionMs,
  http: {
    connectionsCheckingInterval: timeouts.checkEveryMs,
    // The longest search's address and a browser's headers (serving/request-size.ts): Node's
    // 16 KB default refused a 2,000-character search in Welsh or with accents (issue 48).
    maxHeaderSize: REQUEST_HEAD_BYTES,
    // Answered by the app instead (app.ts), in JSON:API with the security headers: Node's own
    // answer to an HTTP/1.1 request with no Host is a bare 400 (issue 48).
    requireHostHeader: false,
  },
});

/**
 * At most so many connections open at once from one address, and in all. A trusted proxy's own
 * connections are counted only in all: they carry many clients (whose requests are limited by
 * their own addresses).
 */
export function capConnections(
  server: Server,
  { connections }: PlatformLimits,
  trusted: ((address: string) => boolean) | undefined,
) {
  server.maxConnections = connections.total;
  const open = new Map<string, number>();
  server.on('connection', (socket: { remoteAddress?: string } & NodeJS.EventEmitter) => {
    const address = socket.remoteAddress;
    if (!address || trusted?.(address)) return;
    const key = normalizeIP(address);
    const count = (open.get(key) ?? 0) + 1;
    if (count > connections.perAddress) {
      (socket as unknown as { destroy(): void }).destroy();
      return;
    }
    open.set(key, count);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
}

/** What the doors' limits give the routes: the byte budget and the reference checks' count. */
export type DoorLimits = Awaited<ReturnType<typeof registerDoorLimits>>;
