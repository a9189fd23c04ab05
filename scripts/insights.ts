/**
 * npm run insights: what "Is this page useful?" answers say, page by page, worst first, and the
 * search gaps (searches we could not answer, searches followed by a No), from the help service's
 * database (PostgreSQL when DATABASE_URL names one, else the SQLite file DATABASE_PATH, else the
 * one npm start uses), read-only. Prints the summary and writes insights/report.html (gitignored)
 * with charts.
 */
import { withoutPassword } from '../server/help-store';
import { DEFAULT_DATABASE_PATH } from '../server/store';
import { runInsights } from './insights-report';

const databasePath = process.env.DATABASE_PATH ?? DEFAULT_DATABASE_PATH;
const databaseUrl = process.env.DATABASE_URL || undefined;
const result = await runInsights({ databasePath, databaseUrl, outDir: 'insights' });
if (result.outcome === 'written') {
  const source = databaseUrl ? withoutPassword(databaseUrl) : databasePath;
  console.log(`${result.text}\nFrom ${source}. Report with charts: ${result.reportPath}`);
} else if (result.outcome === 'no-database') {
  // A mistake in the command (the wrong path): say so, and fail.
  console.error(result.message);
  process.exitCode = 1;
} else {
  // A database with no answers or searches yet is not a mistake.
  console.log(result.message);
}
