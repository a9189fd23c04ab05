export function findChromium(): string | null;
export function findTestChromium(): string | null;
export const CHROMIUM_ARGS: string[];
