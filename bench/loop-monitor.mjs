// `node --import ./bench/loop-monitor.mjs …` (bench/cart.mjs --loop-monitor): writes to LOOP_MONITOR_FILE every pause
// of the process's event loop over 15 ms (a 5 ms timer fired that much late) with the CPU the process used meanwhile,
// and every garbage collection over 4 ms. A pause the process spent on CPU was its own work (a long task, or requests
// answered back to back with no turn for timers: saturated); one without was the machine's (the process was not
// scheduled, or waited on a system call). Lines: `<epoch ms> gap <ms> cpu <ms>` and `<epoch ms> gc <kind> <ms>`.
import { openSync, writeSync } from 'node:fs';
import { PerformanceObserver } from 'node:perf_hooks';

const TICK_MS = 5;
const GAP_MS = 15;
const GC_MS = 4;
const out = openSync(process.env.LOOP_MONITOR_FILE ?? `loop-monitor-${process.pid}.log`, 'w');
const write = (line) => writeSync(out, `${Date.now()} ${line}\n`);

let last = performance.now();
let cpu = process.cpuUsage();
setInterval(() => {
  const now = performance.now();
  const gap = now - last - TICK_MS;
  if (gap > GAP_MS) {
    const used = process.cpuUsage(cpu);
    write(`gap ${gap.toFixed(1)} cpu ${((used.user + used.system) / 1000).toFixed(1)}`);
  }
  last = now;
  cpu = process.cpuUsage();
}, TICK_MS).unref();

new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if (entry.duration > GC_MS) write(`gc ${entry.detail?.kind ?? '?'} ${entry.duration.toFixed(1)}`);
  }
}).observe({ entryTypes: ['gc'] });
