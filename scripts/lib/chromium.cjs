// Debian's Chromium, launched the way that works as root on these machines with no outside network.
// One place for the journeys (e2e/) and the benchmarks (bench/).
exports.CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

exports.CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
