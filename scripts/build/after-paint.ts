/**
 * The reading pages (prerendered: landing, categories, emergencies, contact us, the complaint
 * questions) are whole before any code runs: their links are links and their forms are forms. So
 * their code is not asked for until the page has painted. Vite's HTML asks for the entry and its
 * imports in the head, where they share the connection with the page itself and sit in the
 * critical path of its first paint; on these pages they are asked for from one small inline script
 * in the head, once the browser has painted the page (issue 19).
 *
 * The script is inline (no extra round trip before it can run) and allowed by its SHA-256 hash in
 * the CSP, like the inline stylesheet: still no 'unsafe-inline'.
 */
import { createHash } from 'node:crypto';
import {
  BANNER_HEIGHT_PROPERTY,
  CLOSED_COOKIE,
  CONSENT_PENDING_CLASS,
  FLOATING_QUESTION,
} from '../../src/features/consent/consent-pending';
import {
  EARLY_TAPS,
  HELD_BUTTONS,
  HELD_FORMS,
  SENT_EARLY_ATTRIBUTE,
} from '../../src/lib/early-taps';
import { LARGE_TEXT_CLASS } from '../../src/lib/large-text';
import { FOOTER_ID } from '../../src/lib/landmarks';
import { SEARCHING_CLASS } from '../../src/lib/searching';
import { STORAGE_KEYS } from '../../src/lib/storage-keys';

/**
 * A built page that the app comes alive over names, in this meta, the code its page loads beyond
 * the entry (scripts/build/shells.ts, routeCode): the loader asks for it with the entry, rather
 * than once the entry has run, a round trip later. One loader (one CSP hash) for every page.
 */
export const PAGE_CODE_META = 'hs-page-code';

const ENTRY = /\s*<script type="module"[^>]*\ssrc="([^"]+)"><\/script>/;
const PRELOAD = /\s*<link rel="modulepreload"[^>]*\shref="([^"]+)">/g;

/**
 * The script's text for this entry and its imports (the same for every reading page). It waits
 * for the browser to report the page's largest paint and for the whole page to be parsed and
 * painted (two frames after the document is parsed: on a busy phone the first report can be of an
 * early part, with a larger one painted later), then a task more, so the paint is on the screen
 * first. Where the browser has no such report (Safari), the frames alone. A tab that
 * is (or goes) hidden paints nothing, so it loads at once; and if no report ever comes, it loads
 * after 5 seconds anyway. Until the page is live it notes taps on buttons only the code can work,
 * and holds forms that have nowhere of their own to send to (never sending them as they are),
 * to be played again then (src/lib/early-taps.ts). A form sent before then, held or sent by the
 * browser itself, is marked at once, so the style sheet shows that it is on its way.
 */
function afterPaintScript(entry: string, preloads: string[]) {
  const HELD = JSON.stringify(HELD_FORMS);
  const SENT = JSON.stringify(SENT_EARLY_ATTRIBUTE);
  return (
    `(function(){var d=document,w=window,done=0,lost=0,taken=0,stopped=0,taps=[];` +
    // Larger text chosen earlier in the visit, set before the first paint (src/lib/large-text.ts).
    `try{if(sessionStorage.getItem(${JSON.stringify(STORAGE_KEYS.largeText)})==='1')` +
    `d.documentElement.classList.add(${JSON.stringify(LARGE_TEXT_CLASS)})}catch(e){}` +
    // Words to search for in the address: the results will take the topic list's place
    // (src/lib/searching.ts), so it is not painted first only to move.
    `try{if((new URLSearchParams(location.search).get('q')||'').trim())` +
    `d.documentElement.classList.add(${JSON.stringify(SEARCHING_CLASS)})}catch(e){}` +
    // No choice about cookies yet: the built-in banner in the page shows (consent-pending.ts),
    // and from when the page is parsed, its height makes room below the page (consent.css), so
    // nothing is under it for good before its code comes (issue 47).
    `try{if(!/(?:^|;\\s*)${CLOSED_COOKIE}=/.test(d.cookie)){` +
    `d.documentElement.classList.add(${JSON.stringify(CONSENT_PENDING_CLASS)});` +
    `d.addEventListener('DOMContentLoaded',function(){var b=d.querySelector(${JSON.stringify(FLOATING_QUESTION)}),R=w.ResizeObserver;` +
    `if(b&&R)new R(function(){if(b.isConnected&&b.offsetHeight)` +
    `d.documentElement.style.setProperty(${JSON.stringify(BANNER_HEIGHT_PROPERTY)},b.offsetHeight+'px')}).observe(b)},{once:true})}}catch(e){}` +
    // Taps on buttons only the code can work, noted until the page is live (src/lib/early-taps.ts).
    `function note(e){var b=e.target&&e.target.closest&&e.target.closest(${JSON.stringify(HELD_BUTTONS)});` +
    `if(b)taps.push(b)}d.addEventListener('click',note,true);` +
    // Forms with nowhere of their own to send to, held until the page is live (decision 039),
    // and marked as sent at once: the style sheet says so ("Sending…", early-taps.ts).
    `function hold(e){var f=e.target;if(f&&f.matches&&f.matches(${HELD})){` +
    `e.preventDefault();if(!lost)f.setAttribute(${SENT},'');if(taps.indexOf(f)<0)taps.push(f)}}` +
    `d.addEventListener('submit',hold,true);` +
    // And never sent as they are, even while the code takes over (after the app's own handlers).
    // A form the browser sends itself (a question's, to its answer address) is marked as it goes:
    // "Loading the next step…" until the next page is there (decision 051). Before the code has
    // come, the page stops fetching it: it is on its way elsewhere, and on a slow line the code
    // would hold up the next page.
    `d.addEventListener('submit',function(e){var f=e.target;if(e.defaultPrevented||!f||!f.matches)return;` +
    `if(f.matches(${HELD}))e.preventDefault();else{f.setAttribute(${SENT},'');` +
    `if(!taken&&done&&w.stop){w.stop();stopped=1}}});` +
    // A newer answer while that form is on its way sends it again: the newer answer is the one
    // the customer gets (the browser drops the older request).
    `d.addEventListener('change',function(e){var f=e.target&&e.target.form;` +
    `if(f&&f.hasAttribute(${SENT})&&!f.matches(${HELD})&&f.requestSubmit)f.requestSubmit()});` +
    // The page back from the browser's cache (Back) is no longer on its way anywhere, and asks
    // again for the code it stopped fetching.
    `function unmark(s){[].forEach.call(d.querySelectorAll(s),function(f){f.removeAttribute(${SENT})})}` +
    `w.addEventListener('pageshow',function(e){if(!e.persisted)return;unmark('form[${SENT_EARLY_ATTRIBUTE}]');` +
    `if(stopped&&!taken){stopped=lost=done=0;load()}});` +
    `w[${JSON.stringify(EARLY_TAPS)}]={taps:taps,stop:function(){taken=1;d.removeEventListener('click',note,true);` +
    `d.removeEventListener('submit',hold,true)}};` +
    `function load(){if(done++)return;` +
    `var m=d.querySelector&&d.querySelector('meta[name="${PAGE_CODE_META}"]');` +
    `${JSON.stringify(preloads)}.concat(m?m.content.split(' '):[]).forEach(function(href){var l=d.createElement('link');` +
    `l.rel='modulepreload';l.crossOrigin='';l.href=href;d.head.appendChild(l)});` +
    // Code that never comes will send nothing held: those forms do not say they are sending.
    `var s=d.createElement('script');s.type='module';s.crossOrigin='';` +
    `s.onerror=function(){lost=1;unmark(${JSON.stringify(`${HELD_FORMS}[${SENT_EARLY_ATTRIBUTE}]`)})};` +
    `s.src=${JSON.stringify(entry)};` +
    `d.head.appendChild(s)}var seen=0,whole=0;function ready(){if(seen&&whole)setTimeout(load,0)}` +
    `if(d.hidden)return load();d.addEventListener('visibilitychange',load,{once:true});` +
    `setTimeout(load,5000);` +
    // The whole page parsed and painted: two frames after the document is parsed. A busy phone
    // paints a long page in parts, and its first report may be of an early, smaller part.
    `function painted(){requestAnimationFrame(function(){requestAnimationFrame(function(){whole=1;ready()})})}` +
    `if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',painted,{once:true});else painted();` +
    `var P=w.PerformanceObserver;` +
    `if(P&&(P.supportedEntryTypes||[]).indexOf('largest-contentful-paint')>=0)` +
    `new P(function(){seen=1;ready()}).observe({type:'largest-contentful-paint',buffered:true});` +
    `else seen=1})()`
  );
}

const WHOLE_FIRST_PAINT = `<link rel="expect" href="#${FOOTER_ID}" blocking="render">`;

/** An inline script's or stylesheet's hash, as a CSP source. */
export const cspHash = (script: string) =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/**
 * The built template with its code asked for after the first paint: the entry script and module
 * preloads taken out of the head, the inline loader put last in the head (it runs before anything
 * is painted: it sets Larger text and notes taps from the start). The code is the
 * template's own (the app), or other code given (the reading pages' islands, decision 025).
 */
export function codeAfterFirstPaint(
  template: string,
  code?: { entry: string; preloads: string[] },
) {
  const entry = code?.entry ?? ENTRY.exec(template)?.[1];
  if (!entry) throw new Error('The built template has no entry script');
  const preloads = code?.preloads ?? [...template.matchAll(PRELOAD)].map((m) => m[1]!);
  const script = afterPaintScript(entry, preloads);
  const html = template
    .replace(ENTRY, '')
    .replace(PRELOAD, '')
    .replace('</head>', `  ${WHOLE_FIRST_PAINT}\n  <script>${script}</script>\n  </head>`);
  if (/<script type="module"|rel="modulepreload"/.test(html) || !html.includes(script)) {
    throw new Error('The reading pages would still ask for their code before their first paint');
  }
  return { html, hash: cspHash(script) };
}
