// scripts/island-modules.mjs is plain JavaScript, for ESLint's configuration to load; its types,
// for the tests that use it.
declare module '*/scripts/island-modules.mjs' {
  export const ISLANDS_ENTRY_FILE: string;
  export function islandModules(root?: string, entry?: string): string[];
}
