/**
 * `npm test`: every check the project has, timed. Typecheck and lint run at once (each is one
 * thread's work), then the unit and integration tests, then the browser tests (which build the
 * app in their global setup: playwright.config.ts). A phase that fails stops the run; the timings are printed either way.
 */
import { spawn } from 'node:child_process';

const started = Date.now();
const timings = [];

const run = (script) =>
  new Promise((resolve) => {
    const began = Date.now();
    const child = spawn('npm', ['run', '--silent', script], { stdio: 'inherit' });
    child.on('exit', (code) => {
      timings.push([script, Date.now() - began]);
      resolve(code ?? 1);
    });
  });

const report = (code) => {
  console.log('\nnpm test, phase by phase:');
  for (const [what, ms] of timings)
    console.log(`  ${(ms / 1000).toFixed(0).padStart(5)} s  ${what}`);
  console.log(`  ${((Date.now() - started) / 1000).toFixed(0).padStart(5)} s  in all`);
  process.exit(code);
};

const phases = [['typecheck', 'lint'], ['test:unit'], ['test:e2e']];
for (const phase of phases) {
  const codes = await Promise.all(phase.map(run));
  const failed = codes.find((code) => code !== 0);
  if (failed !== undefined) report(failed);
}
report(0);
