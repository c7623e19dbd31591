// Lists every fact only the owner can confirm that is not yet confirmed
// (launchFacts in app/content/business.ts).
//   npm run launch-check             list them (exit 0)
//   npm run launch-check -- --strict exit 1 while any is unconfirmed
//   --loud                           a banner, as `npm run deploy` prints it
import { launchFacts, pricingPackages, unconfirmedFacts } from "../app/content/business.ts";

const strict = process.argv.includes("--strict");
const loud = process.argv.includes("--loud");

// Promises the price cards make that only production configuration keeps.
const REMINDER_PROMISE = "Reminder before next year's check";
if (pricingPackages.some((pkg) => pkg.features.includes(REMINDER_PROMISE))) {
  const kept = launchFacts.reminderPipeline.confirmed;
  console.log(
    `Promise "${REMINDER_PROMISE}": ${kept ? "kept" : "NOT YET KEPT (reminders not confirmed as configured for production: docs/deploying.md)"}`,
  );
}
const open = unconfirmedFacts(launchFacts);
const total = Object.keys(launchFacts).length;

if (open.length === 0) {
  console.log(`Launch check: all ${total} owner facts confirmed.`);
  process.exit(0);
}
const rule = "!".repeat(78);
if (loud) console.log(`\n${rule}\n!! NOT CONFIRMED BY THE OWNER: the site states these as facts\n${rule}`);
console.log(`Launch check: ${open.length} of ${total} owner facts unconfirmed:`);
for (const fact of open)
  console.log(`  - ${fact.label}${fact.value ? ` [site says: ${fact.value}]` : " [no value yet]"}`);
console.log("Confirm each in launchFacts (app/content/business.ts): confirmed: true and a source.");
if (loud) console.log(`${rule}\n`);
process.exit(strict ? 1 : 0);
