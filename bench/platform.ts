/**
 * npm run bench:platform: the local platform under load, over loopback only, for a bounded time.
 * Leads per second and latency at 10 and 50 connections, page and article throughput, floods
 * from one address against the per-address limits (issue 27) while a customer at another address
 * is timed, and every acknowledged lead checked against the rows on disk. Prints tables and writes
 * bench/results-platform.json. Figures move with the machine: read them beside its CPU count and
 * load, never as a pass or fail in a test.
 *
 * The platform runs as behind a proxy on loopback (TRUST_PROXY=127.0.0.1), so X-Forwarded-For
 * says which customer a request is from: the throughput scenarios send each lead from an address
 * of its own (many customers), the floods all from one.
 */
import autocannon from 'autocannon';
import { format, resolveConfig } from 'prettier';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_PATHS, AUTH_PATHS } from '../src/config/api-paths';
import { CONTENT_PATHS } from '../src/config/content-paths';
import { absolute, paths } from '../src/config/paths';
import { bodyShapes } from '../tests/support/hostile-bodies';
import { validLeadBody } from '../tests/support/leads';
import { LIMITS } from '../server/limits';
import { openStore } from '../server/store';
import { benchHelpService } from './help-service';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 4181);
const base = `http://127.0.0.1:${PORT}`;
const dir = mkdtempSync(join(tmpdir(), 'hs-bench-platform-'));
const databasePath = join(dir, 'bench.sqlite');
const CLIENT_ID = 'bench-platform';

const library = JSON.parse(readFileSync('content/library.json', 'utf8')) as {
  categories: { id: string; articles: { label: string }[] }[];
};
const category = library.categories[0]!;
const article = category.articles[0]!.label;

const platform = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env: {
    ...process.env,
    PORT: String(PORT),
    DATABASE_PATH: databasePath,
    LOG_REQUESTS: 'false',
    TRUST_PROXY: '127.0.0.1',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise<void>((resolve, reject) => {
  platform.once('exit', (code) => reject(new Error(`the platform exited (${code})`)));
  platform.stdout!.on('data', (chunk: Buffer) => {
    if (chunk.toString().includes('Help & Support:')) resolve();
  });
});

interface Figure {
  scenario: string;
  connections: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  ok: number;
  tooMany: number;
  failed: number;
}

/** Leads posted by autocannon in a scenario: whether its connections count as in flight at stop. */
const leadScenarios = new Set<string>();

const run = async (
  scenario: string,
  connections: number,
  path: string,
  options: Partial<autocannon.Options> = {},
): Promise<Figure> => {
  const result = await autocannon({
    url: `${base}${path}`,
    connections,
    duration: SECONDS,
    ...options,
  });
  const tooMany = Number(result.statusCodeStats?.['429']?.count ?? 0);
  return {
    scenario,
    connections,
    perSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    // A lead's 201, a page's 200, a sign-in's 302.
    ok: result['2xx'] + result['3xx'],
    tooMany,
    failed: result.non2xx - result['3xx'] - tooMany + result.errors + result.timeouts,
  };
};

/** Every lead id the platform acknowledged (201), to look for on disk afterwards. */
const acknowledged: string[] = [];
const keepAcknowledged = (status: number, body: string) => {
  if (status === 201) acknowledged.push((JSON.parse(body) as { data: { id: string } }).data.id);
};
const leadHeaders = { 'content-type': 'application/vnd.api+json', 'x-client-id': CLIENT_ID };

/** Addresses of many customers, one after another (10.0.0.1, 10.0.0.2, …). */
let customers = 0;
const nextCustomer = () => {
  customers += 1;
  return `10.${(customers >> 16) & 255}.${(customers >> 8) & 255}.${customers & 255}`;
};

/** Leads, each from a customer of its own: what the platform does for many customers at once. */
const manyCustomersLeads = (scenario: string): Partial<autocannon.Options> => {
  leadScenarios.add(scenario);
  return {
    requests: [
      {
        method: 'POST',
        headers: leadHeaders,
        body: JSON.stringify(validLeadBody()),
        setupRequest: (req) => ({
          ...req,
          headers: { ...req.headers, 'x-forwarded-for': nextCustomer() },
        }),
        onResponse: keepAcknowledged,
      },
    ],
  };
};

/** Leads all from one address (each flood its own, so that each limit is seen on its own). */
const floodOfLeads = (
  scenario: string,
  flooder: string,
  body: string,
): Partial<autocannon.Options> => {
  leadScenarios.add(scenario);
  return {
    requests: [
      {
        method: 'POST',
        headers: { ...leadHeaders, 'x-forwarded-for': flooder },
        body,
        onResponse: keepAcknowledged,
      },
    ],
  };
};

/**
 * The largest lead the forms can make: a query of 30,000 characters of three bytes each, and
 * every detail the schema allows at its longest.
 */
const largestLead = () => {
  const body = validLeadBody();
  body.data.attributes.query = '€'.repeat(30_000);
  const details = body.data.attributes['additional-information'] as Record<string, unknown>;
  for (let i = Object.keys(details).length; i < 20; i++) details[`detail${i}`] = '€'.repeat(200);
  return JSON.stringify(body);
};

interface Sample {
  status: number;
  ms: number;
}
/**
 * A customer at an address of their own doing one thing five times during a flood, each timed
 * from sending to the whole answer. In a process of its own, so that the load generator's work
 * is not in its timings.
 */
const CUSTOMER = `
const [url, init, everyMs, count] = JSON.parse(process.argv[1]);
const samples = [];
for (let i = 0; i < count; i++) {
  await new Promise((r) => setTimeout(r, everyMs));
  const started = performance.now();
  const res = await fetch(Array.isArray(url) ? url[i % url.length] : url, { ...init, redirect: 'manual' });
  const body = await res.text();
  samples.push({ status: res.status, ms: Math.round(performance.now() - started), body });
}
console.log(JSON.stringify(samples));
`;
const customerDuring = async (flood: Promise<Figure>, path: string, init: RequestInit) => {
  const customer = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      CUSTOMER,
      JSON.stringify([`${base}${path}`, init, (SECONDS * 1000) / 6, 5]),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  customer.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [figure] = await Promise.all([
    flood,
    new Promise((resolve) => customer.once('exit', resolve)),
  ]);
  const samples = JSON.parse(output) as (Sample & { body: string })[];
  for (const { status, body } of samples) keepAcknowledged(status, body);
  return { figure, samples: samples.map(({ status, ms }): Sample => ({ status, ms })) };
};
/**
 * A customer doing one thing `count` times (each of `paths` in turn) while `during` runs, each
 * timed in a process of its own: their samples, with each answer's body.
 */
const timedCustomer = async (paths: string[], init: RequestInit, count: number) => {
  const customer = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      CUSTOMER,
      JSON.stringify([
        paths.map((p) => `${base}${p}`),
        init,
        (SECONDS * 1000) / (count + 1),
        count,
      ]),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  customer.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise((resolve) => customer.once('exit', resolve));
  return JSON.parse(output) as (Sample & { body: string })[];
};

const customerLead: [string, RequestInit] = [
  API_PATHS.leads,
  {
    method: 'POST',
    headers: { ...leadHeaders, 'x-forwarded-for': '198.51.100.10' },
    body: JSON.stringify(validLeadBody()),
  },
];
const customerSignIn: [string, RequestInit] = [
  AUTH_PATHS.signIn,
  { headers: { 'x-forwarded-for': '198.51.100.11' } },
];

const html = { headers: { 'accept-encoding': 'br, gzip' } };

/*
 * Search pages (issue 37): what one costs the platform, and whether a few addresses sending long
 * random searches at their limit slow other customers down.
 */
const SEARCH_PAGE = absolute(paths.searchPage());
const searchPath = (q: string) =>
  `${SEARCH_PAGE}?${new URLSearchParams({ q, from: absolute(paths.home()) }).toString()}`;
const answeredPage = (body: string) => body.includes('<title>Search results for');
let seed = 37;
const randomWord = (letters = 14) =>
  Array.from({ length: letters }, () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return String.fromCharCode(97 + (seed % 26));
  }).join('');
/** 2,000 characters of random 14-letter words: each different, so no page is remembered. */
const longRandomSearch = () => {
  let q = '';
  while (q.length < 1_985) q += `${randomWord()} `;
  return q.trim().slice(0, 2_000);
};
/** Two words customers use, each pair once (120 pairs). */
const TOPIC_WORDS = [
  'boiler',
  'meter',
  'bill',
  'gas',
  'heating',
  'pressure',
  'reading',
  'smart',
  'payment',
  'refund',
  'tariff',
  'radiator',
  'electricity',
  'credit',
  'debt',
  'engineer',
];
const realPairs = TOPIC_WORDS.flatMap((a, i) => TOPIC_WORDS.slice(i + 1).map((b) => `${a} ${b}`));
/** The platform's CPU time so far in ms (Linux's /proc, in ticks of 10 ms). */
const platformCpuMs = () => {
  const fields = readFileSync(`/proc/${platform.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface SearchCost {
  search: string;
  pages: number;
  /** Asked again after a second: the page came as built (the time for search pages was spent). */
  askedAgain: number;
  cpuMsPerPage: number;
}
/**
 * The platform's CPU per search page of a kind, over `pages` pages asked one after another from
 * addresses of their own. Only pages worked out count: one sent as built (the time budget for
 * search pages spent, as on a busy machine) is asked for again a second later.
 */
const searchCost = async (search: string, make: () => string, pages: number) => {
  const costs: number[] = [];
  let askedAgain = 0;
  while (costs.length < pages) {
    const path = searchPath(make());
    for (;;) {
      const before = platformCpuMs();
      const res = await fetch(`${base}${path}`, {
        headers: { 'x-forwarded-for': nextCustomer(), 'accept-encoding': 'br, gzip' },
      });
      const answered = answeredPage(await res.text());
      // The platform's ticks are counted a moment after its answer is sent.
      await sleep(50);
      if (answered) {
        costs.push(platformCpuMs() - before);
        break;
      }
      askedAgain += 1;
      await sleep(1_000);
    }
  }
  const mean = costs.reduce((sum, ms) => sum + ms, 0) / pages;
  return { search, pages, askedAgain, cpuMsPerPage: Math.round(mean * 10) / 10 };
};

interface SearchFlood {
  scenario: string;
  requests: number;
  answered: number;
  tooMany: number;
  platformCpuPercent: number;
  customers: {
    customer: string;
    statuses: number[];
    ms: number[];
    medianMs: number;
    answered?: number;
  }[];
}
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
/**
 * Four addresses sending long random searches (each its own connection), at `perSecond` each (or
 * as fast as they can; none at all for 0), while one customer searches and another reads the
 * header, each 20 times.
 */
const searchFlood = async (scenario: string, perSecond: number | undefined, pairs: string[]) => {
  let answered = 0;
  const flooders = (perSecond === 0 ? [] : [1, 2, 3, 4]).map((n) =>
    autocannon({
      url: base,
      connections: 1,
      duration: SECONDS,
      ...(perSecond ? { connectionRate: perSecond } : {}),
      requests: [
        {
          method: 'GET',
          setupRequest: (req) => ({
            ...req,
            path: searchPath(longRandomSearch()),
            headers: { ...req.headers, 'x-forwarded-for': `203.0.113.${100 + n}` },
          }),
          onResponse: (status, body) => {
            if (status === 200 && answeredPage(body)) answered += 1;
          },
        },
      ],
    }),
  );
  const cpuBefore = platformCpuMs();
  const started = performance.now();
  const [results, searching, reading] = await Promise.all([
    Promise.all(flooders),
    timedCustomer(pairs.map(searchPath), { headers: { 'x-forwarded-for': '198.51.100.20' } }, 20),
    timedCustomer([CONTENT_PATHS.header], { headers: { 'x-forwarded-for': '198.51.100.21' } }, 20),
  ]);
  const seconds = (performance.now() - started) / 1000;
  const customer = (name: string, samples: (Sample & { body: string })[], searches: boolean) => ({
    customer: name,
    statuses: samples.map((x) => x.status),
    ms: samples.map((x) => x.ms),
    medianMs: median(samples.map((x) => x.ms)),
    ...(searches ? { answered: samples.filter((x) => answeredPage(x.body)).length } : {}),
  });
  return {
    scenario,
    requests: results.reduce((sum, r) => sum + r.requests.total, 0),
    answered,
    tooMany: results.reduce((sum, r) => sum + Number(r.statusCodeStats?.['429']?.count ?? 0), 0),
    platformCpuPercent: Math.round(((platformCpuMs() - cpuBefore) / 10 / seconds) * 10) / 10,
    customers: [
      customer('a two-word search from another address', searching, true),
      customer('the header (CMS JSON) from another address', reading, false),
    ],
  } satisfies SearchFlood;
};

/**
 * The platform's CPU for a 256 KB body of each shape that costs a parser time (issue 37), sent as
 * a lead from addresses of their own, `times` each: ms per body.
 */
const bodyCost = async (times: number) => {
  const costs: { body: string; status: number; cpuMsPerBody: number }[] = [];
  for (const [body, payload] of bodyShapes) {
    let status = 0;
    const before = platformCpuMs();
    for (let i = 0; i < times; i++) {
      const res = await fetch(`${base}${API_PATHS.leads}`, {
        method: 'POST',
        headers: { ...leadHeaders, 'x-forwarded-for': nextCustomer() },
        body: payload,
      });
      status = res.status;
      await res.arrayBuffer();
    }
    await sleep(100);
    costs.push({
      body,
      status,
      cpuMsPerBody: Math.round(((platformCpuMs() - before) / times) * 10) / 10,
    });
  }
  return costs;
};

let bodyCosts: Awaited<ReturnType<typeof bodyCost>> = [];
let searchCosts: SearchCost[] = [];
let searchFloods: SearchFlood[] = [];
let figures: Figure[] = [];
const floods: {
  scenario: string;
  figure: Figure;
  customer: string;
  samples: Sample[];
  /** Bodies acknowledged, in MB: what the flood got written. */
  takenMB?: number;
}[] = [];
let stored = 0;
let missing = 0;
try {
  figures = [
    await run(
      'lead posted (each from its own address)',
      10,
      API_PATHS.leads,
      manyCustomersLeads('lead posted (each from its own address)'),
    ),
    await run(
      'lead posted (each from its own address)',
      50,
      API_PATHS.leads,
      manyCustomersLeads('lead posted (each from its own address)'),
    ),
    await run('landing page (prerendered)', 50, absolute(paths.home()), html),
    await run(
      'article page (prerendered)',
      50,
      absolute(paths.article(category.id, article)),
      html,
    ),
    await run(
      'article content (CMS HTML)',
      50,
      `${CONTENT_PATHS.article}/${category.id}/${article}.html`,
      html,
    ),
  ];

  const leadFlood = 'flood: leads from one address';
  const leads = await customerDuring(
    run(
      leadFlood,
      50,
      API_PATHS.leads,
      floodOfLeads(leadFlood, '203.0.113.66', JSON.stringify(validLeadBody())),
    ),
    ...customerLead,
  );
  floods.push({ scenario: leadFlood, customer: 'a lead from another address', ...leads });

  const largeFlood = 'flood: the largest leads from one address';
  const largest = largestLead();
  const large = await customerDuring(
    run(largeFlood, 50, API_PATHS.leads, floodOfLeads(largeFlood, '203.0.113.77', largest)),
    ...customerLead,
  );
  floods.push({
    scenario: largeFlood,
    customer: 'a lead from another address',
    ...large,
    takenMB: Math.round(((large.figure.ok * Buffer.byteLength(largest)) / 1024 / 1024) * 10) / 10,
  });

  const signInFlood = 'flood: sign-in from one address';
  const signIns = await customerDuring(
    run(signInFlood, 50, AUTH_PATHS.signIn, { headers: { 'x-forwarded-for': '203.0.113.88' } }),
    ...customerSignIn,
  );
  floods.push({ scenario: signInFlood, customer: 'a sign-in from another address', ...signIns });

  bodyCosts = await bodyCost(10);

  // One run, the kinds taking turns so that the machine's load moves them alike.
  const pairsFor = {
    cost: realPairs.slice(0, 30),
    none: realPairs.slice(30, 50),
    paced: realPairs.slice(50, 70),
    burst: realPairs.slice(70, 90),
  };
  const costs = {
    twoRandom: [] as SearchCost[],
    twoReal: [] as SearchCost[],
    long: [] as SearchCost[],
  };
  let real = 0;
  for (let round = 0; round < 3; round++) {
    costs.twoRandom.push(
      await searchCost('two random 14-letter words', () => `${randomWord()} ${randomWord()}`, 10),
    );
    costs.twoReal.push(
      await searchCost('two words customers use', () => pairsFor.cost[real++ % 30]!, 10),
    );
    costs.long.push(
      await searchCost('2,000 characters of random 14-letter words', longRandomSearch, 10),
    );
  }
  searchCosts = Object.values(costs).map((runs) => ({
    search: runs[0]!.search,
    pages: runs.reduce((sum, r) => sum + r.pages, 0),
    askedAgain: runs.reduce((sum, r) => sum + r.askedAgain, 0),
    cpuMsPerPage:
      Math.round(
        (runs.reduce((sum, r) => sum + r.cpuMsPerPage * r.pages, 0) /
          runs.reduce((sum, r) => sum + r.pages, 0)) *
          10,
      ) / 10,
  }));
  searchFloods = [
    await searchFlood('no flood (the same customers, for comparison)', 0, pairsFor.none),
    await searchFlood(
      'four addresses, long random searches at their limit (1 a second each)',
      1,
      pairsFor.paced,
    ),
    await searchFlood(
      "four addresses, long random searches as fast as they can (a minute's 60 at once, then 429)",
      undefined,
      pairsFor.burst,
    ),
  ];
} finally {
  // A graceful stop, then the rows on disk are counted by the store itself.
  await new Promise<void>((resolve) => {
    platform.once('exit', () => resolve());
    platform.kill('SIGTERM');
  });
  const store = openStore(databasePath);
  stored = store.countLeads();
  missing = acknowledged.filter((id) => !store.getLead(id, CLIENT_ID)).length;
  store.close();
  rmSync(dir, { recursive: true, force: true });
}

// Posts still in flight when a run's time is up are stored but never read: at most one per
// connection. Those are the only rows allowed beyond the acknowledged ones.
const inFlightAtStop = [...figures, ...floods.map((f) => f.figure)]
  .filter((f) => leadScenarios.has(f.scenario))
  .reduce((sum, f) => sum + f.connections, 0);
console.log(
  `\nPlatform on loopback, ${SECONDS} s per scenario; ${cpus().length} CPUs (${cpus()[0]?.model}), ` +
    `load average ${loadavg()[0]!.toFixed(2)} after the last scenario`,
);
const row = (f: Figure) => ({
  scenario: f.scenario,
  connections: f.connections,
  'req/s': f.perSecond,
  'p50 ms': f.p50Ms,
  'p99 ms': f.p99Ms,
  'answered (2xx, 3xx)': f.ok,
  'refused (429)': f.tooMany,
  'other or failed': f.failed,
});
console.table(figures.map(row));
const { leads: leadLimits, signInOut } = LIMITS.doors;
console.log(
  `\nFloods from one address (limits per address: leads ${leadLimits.map((l) => `${l.max} per ${l.windowMs / 60_000} min`).join(', ')}; ` +
    `body bytes ${LIMITS.bodyBytes.burst / 1024} KiB at once, then ${LIMITS.bodyBytes.perMinute / 1024} KiB a minute; ` +
    `sign-in and sign-out ${signInOut.map((l) => `${l.max} per ${l.windowMs / 60_000} min`).join(', ')}), ` +
    'with a customer at another address timed meanwhile:',
);
console.table(
  floods.map((f) => ({
    ...row(f.figure),
    'MB taken': f.takenMB ?? '',
    customer: f.customer,
    'customer status': f.samples.map((s) => s.status).join(' '),
    'customer ms': f.samples.map((s) => s.ms).join(' '),
  })),
);
console.log(
  "\nA 256 KB body of each shape that costs a parser time, as a lead: the platform's CPU per body",
);
console.table(bodyCosts);

const { searchPageTime, doors } = LIMITS;
console.log(
  `\nSearch pages (limit ${doors.searchPages.map((l) => `${l.max} per ${l.windowMs / 60_000} min`).join(', ')} per address; ` +
    `time for search pages ${searchPageTime.burstMs} ms at once, then ${searchPageTime.perSecondMs} ms a second, for all): ` +
    "the platform's CPU per page, the kinds taking turns in one run:",
);
console.table(searchCosts);
const [twoRandom, twoReal, long] = searchCosts;
if (twoRandom && twoReal && long) {
  console.log(
    `A 2,000-character random search costs ${(long.cpuMsPerPage / twoRandom.cpuMsPerPage).toFixed(2)}x ` +
      `two random words and ${(long.cpuMsPerPage / twoReal.cpuMsPerPage).toFixed(2)}x two words customers use.`,
  );
}
console.table(
  searchFloods.map((f) => ({
    scenario: f.scenario,
    requests: f.requests,
    'answered with results': f.answered,
    'refused (429)': f.tooMany,
    'platform CPU %': f.platformCpuPercent,
    ...Object.fromEntries(
      f.customers.map((c) => [
        c.customer,
        `median ${c.medianMs} ms (${c.ms.join(' ')})${c.answered !== undefined ? `, ${c.answered} of ${c.ms.length} with results` : ''}`,
      ]),
    ),
  })),
);

// The help service on its own (issue 41): one and two instances, SQLite and PostgreSQL.
const helpService = await benchHelpService(SECONDS);
console.log(
  '\nThe help service alone (npm run start:help-service), through nginx (its per-address limits ' +
    'out), 20 connections:',
);
console.table(
  helpService.figures.map((f) => ({
    engine: f.engine,
    instances: f.instances,
    scenario: f.scenario,
    'req/s': f.perSecond,
    'p50 ms': f.p50Ms,
    'p99 ms': f.p99Ms,
    ok: f.ok,
    'other or failed': f.failed,
    'with results': f.withResults ?? '',
    'acknowledged / stored': f.acknowledged === undefined ? '' : `${f.acknowledged} / ${f.stored}`,
    'load average': f.loadAverage,
  })),
);
for (const reason of helpService.skipped) console.log(`Not measured: ${reason}`);
const helpKept = helpService.figures.every(
  (f) => f.acknowledged === undefined || (f.stored ?? 0) >= f.acknowledged,
);

const extra = stored - acknowledged.length;
const kept = missing === 0 && extra >= 0 && extra <= inFlightAtStop;
console.log(
  `Leads acknowledged (201): ${acknowledged.length}; rows stored: ${stored}; acknowledged but not ` +
    `stored: ${missing}; stored but cut off unread when a run stopped: ${extra} (at most ` +
    `${inFlightAtStop}, one per connection): ${kept ? 'every acknowledged lead kept' : 'NOT kept'}`,
);

// Written as Prettier writes JSON, so the file the bench leaves passes `npm run lint` as it is.
const resultsFile = 'bench/results-platform.json';
writeFileSync(
  resultsFile,
  await format(
    JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        machine: {
          node: process.version,
          cpus: cpus().length,
          model: cpus()[0]?.model,
          loadAverage: loadavg().map((l) => Number(l.toFixed(2))),
        },
        secondsPerScenario: SECONDS,
        figures,
        floods,
        bodies: bodyCosts,
        searchPages: { costs: searchCosts, floods: searchFloods },
        leads: { acknowledged: acknowledged.length, stored, missing, inFlightAtStop, kept },
        helpService,
      },
      null,
      2,
    ),
    { ...(await resolveConfig(resultsFile)), filepath: resultsFile },
  ),
);
console.log('Wrote bench/results-platform.json');
process.exitCode = kept && helpKept ? 0 : 1;
