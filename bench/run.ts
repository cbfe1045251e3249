// Placeholder until the benchmark issue lands: `npm run bench` will load the large synthetic data set, start the
// production server and measure throughput and latency of the main endpoints against a bare-Express ceiling.
console.log('Benchmarks are not implemented yet (see the "Proven under load" issue). Nothing was measured.');
