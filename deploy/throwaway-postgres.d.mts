export interface ThrowawayPostgres {
  port: number;
  url(name?: string): string;
  createDatabase(name: string): Promise<string>;
  stop(): void;
}

export function startPostgres(): Promise<ThrowawayPostgres>;
