import { SEARCH_MAX } from '../src/config/limits';

/**
 * The longest address the area must take (issue 48): a search of SEARCH_MAX characters, each
 * written as the browser sends it (UTF-8, %-escaped: up to 9 characters for one of the Basic
 * Multilingual Plane, "€" is %E2%82%AC; an emoji's two UTF-16 units take 12, 6 each), with the
 * search page's path and a margin. A 2,000-character accented search is a 12 KB address, over
 * nginx's 8 KB default; one in Welsh with "ŵ", or in Polish, as long.
 */
export const LONGEST_ADDRESS_BYTES = SEARCH_MAX * 9 + 1024;

/**
 * The largest request head taken: that address, and room for a browser's headers (its cookies,
 * the sign-in tokens among them, and the rest), as the platform (Node's maxHeaderSize) and nginx
 * (large_client_header_buffers: one buffer must hold the request line) read them.
 */
export const REQUEST_HEAD_BYTES = LONGEST_ADDRESS_BYTES + 16 * 1024;
