// Set up of `npm run test:tz`: fails the run if the process did not take the project's zone
// (the tests would then pass in the machine's zone and prove nothing). Both names go through
// Intl, which spells some zones its own way (Asia/Kolkata is Asia/Calcutta in Node 20's ICU).
const wanted = process.env.TZ ?? '';
const canonical = (zone: string) =>
  new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
const actual = Intl.DateTimeFormat().resolvedOptions().timeZone;
if (wanted === '' || canonical(wanted) !== actual) {
  throw new Error(`time tests meant for TZ=${wanted} run in ${actual}`);
}
