// Reads a V8 .cpuprofile (node --cpu-prof) and prints where the time went: self time by package
// (node_modules/<pkg>, our services/<name>, node: internals) and the top functions.
//
//   node bench/api/profile-summary.mjs <file.cpuprofile> [--top 25] [--last <seconds>]
//
// --last: only the profile's last seconds (the bench stops a server right after its load, so its
// start and seeding stay out). Inclusive times count a function once per sample, whatever its depth.
import { readFileSync } from 'node:fs';

const [file, ...rest] = process.argv.slice(2);
if (!file) {
  console.error('usage: node bench/api/profile-summary.mjs <file.cpuprofile> [--top 25]');
  process.exit(2);
}
const flag = (name) => (rest.includes(name) ? rest[rest.indexOf(name) + 1] : undefined);
const top = Number(flag('--top') || 25);
const lastUs = Number(flag('--last') || 0) * 1e6;
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));

// Self time per node: each sample names the node running; time deltas give its duration.
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const sampledUs = profile.timeDeltas.reduce((a, b) => a + b, 0);
const self = new Map();
const inclusive = new Map();
let at = 0;
profile.samples.forEach((id, i) => {
  const us = profile.timeDeltas[i] ?? 0;
  at += us;
  if (lastUs && at < sampledUs - lastUs) return;
  self.set(id, (self.get(id) ?? 0) + us);
  const seen = new Set();
  for (let n = id; n !== undefined; n = parent.get(n)) {
    const key = functionKey(byId.get(n).callFrame);
    if (seen.has(key)) continue;
    seen.add(key);
    inclusive.set(key, (inclusive.get(key) ?? 0) + us);
  }
});
function functionKey(callFrame) {
  const where = callFrame.url
    ? `${callFrame.url.replace(/^.*?(node_modules|services)\//, '$1/')}:${callFrame.lineNumber + 1}`
    : '';
  return `${callFrame.functionName || '(anonymous)'} ${where}`;
}
const total = [...self.values()].reduce((a, b) => a + b, 0);

function ownerOf(url) {
  if (!url) return '(native / gc / idle)';
  if (url.startsWith('node:')) return 'node internals';
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = url.slice(nm + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const svc = /\/services\/([^/]+)\/(?:dist|src)\/(.*)$/.exec(url);
  if (svc) return `sokoni ${svc[1]}`;
  return url;
}

const byOwner = new Map();
const byFunction = new Map();
for (const [id, us] of self) {
  const { callFrame } = byId.get(id);
  const owner = callFrame.url ? ownerOf(callFrame.url) : `(${callFrame.functionName || 'native'})`;
  byOwner.set(owner, (byOwner.get(owner) ?? 0) + us);
  const key = functionKey(callFrame);
  byFunction.set(key, (byFunction.get(key) ?? 0) + us);
}
const pct = (us) => `${((us / total) * 100).toFixed(1).padStart(5)}%`;
console.log(`${(total / 1e6).toFixed(1)} s sampled\n\nself time by owner:`);
for (const [owner, us] of [...byOwner].sort((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`  ${pct(us)}  ${owner}`);
console.log('\ntop functions (self):');
for (const [fn, us] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`  ${pct(us)}  ${fn}`);
console.log('\ntop functions (inclusive, idle and root aside):');
for (const [fn, us] of [...inclusive]
  .filter(([fn]) => !/^\((root|idle|program)\)/.test(fn))
  .sort((a, b) => b[1] - a[1])
  .slice(0, top))
  console.log(`  ${pct(us)}  ${fn}`);
