/**
 * npm run insights: what "Is this page useful?" answers say, page by page, worst first, and the
 * search gaps (searches we could not answer, searches followed by a No), from the platform's
 * database (DATABASE_PATH, else the one npm start uses), opened read-only. Prints the
 * summary and writes insights/report.html (gitignored) with charts.
 */
import { DEFAULT_DATABASE_PATH } from '../server/store';
import { runInsights } from './insights-report';

const databasePath = process.env.DATABASE_PATH ?? DEFAULT_DATABASE_PATH;
const result = await runInsights({ databasePath, outDir: 'insights' });
if (result.outcome === 'written') {
  console.log(`${result.text}\nFrom ${databasePath}. Report with charts: ${result.reportPath}`);
} else if (result.outcome === 'no-database') {
  // A mistake in the command (the wrong path): say so, and fail.
  console.error(result.message);
  process.exitCode = 1;
} else {
  // A database with no answers or searches yet is not a mistake.
  console.log(result.message);
}
