/**
 * The ways content/contact.json offers, in words (scripts/built-in-content.ts): small enough for
 * every page that may need to send someone elsewhere (search, articles, offline, errors).
 */
declare const __CONTACT_CHANNELS__: readonly string[];

/** "phone, online message or post": only what the Contact us page really offers. */
export function contactChannelsInWords(channels: readonly string[] = __CONTACT_CHANNELS__) {
  return channels.length < 2
    ? (channels[0] ?? '')
    : `${channels.slice(0, -1).join(', ')} or ${channels.at(-1)!}`;
}
