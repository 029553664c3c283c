import type { InputRecord, ToolPredictor } from './predictor.ts';

/**
 * Prints how many records `run` gets through per second of this process's CPU time (one thread,
 * so one core) and per second of wall time: a warm-up, then the best of `rounds` runs. On a
 * machine shared with other work the wall-time figure drops; the CPU-time figure holds. For the
 * predictors' `bench` commands (figures, not tests).
 */
export async function benchmark(
  label: string,
  records: readonly unknown[],
  run: () => unknown,
  rounds = 5,
): Promise<number> {
  await run();
  let bestCpu = Number.POSITIVE_INFINITY;
  let bestWall = Number.POSITIVE_INFINITY;
  for (let i = 0; i < rounds; i++) {
    const wall = performance.now();
    const cpu = process.cpuUsage();
    await run();
    const used = process.cpuUsage(cpu);
    bestCpu = Math.min(bestCpu, (used.user + used.system) / 1000);
    bestWall = Math.min(bestWall, performance.now() - wall);
  }
  const perCpuSecond = Math.round((records.length / bestCpu) * 1000);
  const perSecond = Math.round((records.length / bestWall) * 1000);
  console.log(
    `${label}: ${perCpuSecond} sequences per CPU second (${perSecond}/s of wall time; best of ${rounds})`,
  );
  return perCpuSecond;
}

/** Loads a predictor's models (timed), then benchmarks each method alone and all together. */
export async function benchmarkPredictor(
  predictor: ToolPredictor,
  records: readonly InputRecord[],
): Promise<void> {
  const started = performance.now();
  await predictor.init();
  console.log(`${predictor.name}: models loaded in ${(performance.now() - started).toFixed(0)} ms`);
  const methods = predictor.methods.map((m) => m.id);
  for (const method of methods) {
    await benchmark(`${method}, features + model`, records, () =>
      predictor.predict(records, [method]),
    );
  }
  if (methods.length > 1) {
    await benchmark(`all methods (${methods.join(', ')})`, records, () =>
      predictor.predict(records, methods),
    );
  }
}
