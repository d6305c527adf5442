// Screenshots of the dashboard, Corporate BSC, KPI Results, KPI Overview and Set and Cascade with the
// demo organization (SEED_DEMO=true), light and dark, each checked with axe-core (the same flow the
// browser suite runs, flows/demo.mjs):
//   npm run build && node frontend/e2e/scorecard-demo-screens.mjs
// Starts its own backend (e2e/backend.mjs) with a throw-away DATA_DIR (embedded PGlite), signs in as
// demo@scorecard.local and writes frontend/e2e/screenshots/demo-*.png.
import { a11ySummary, launchBrowser, screenshot, withA11yChecks } from './harness.mjs';
import { demoOrganizationFlow } from './flows/demo.mjs';

const failures = [];
const step = async (name, fn) => {
  try {
    await withA11yChecks(fn);
    console.log(`ok   ${name}`);
  } catch (error) {
    failures.push(name);
    console.error(`FAIL ${name}: ${error.message}`);
  }
};

let browser;
try {
  browser = await launchBrowser();
  await demoOrganizationFlow({ browser, step, screenshot });
} finally {
  await browser?.close();
}
console.log(a11ySummary());
process.exit(failures.length ? 1 : 0);
