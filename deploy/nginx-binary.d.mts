export function findNginx():
  { binary: string; brotli: string; mimeTypes: string; problem?: undefined } | { problem: string };
