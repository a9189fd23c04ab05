import * as z from 'zod/mini';

/**
 * The platform's error documents say in English what is wrong with a field whose rule has no words
 * of its own ("Too big: expected string to have <=20 characters"), as they did when the platform
 * used classic zod, which loads English by itself. zod/mini loads no language and says "Invalid
 * input"; the browser keeps it that way, so its code does not carry the words. Imported for its
 * effect by jsonapi.ts, which turns zod's issues into the platform's errors.
 */
z.config(z.locales.en());
