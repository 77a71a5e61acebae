// The brokers of the deployment: one row per broker process from its own sampler rows
// (/analytics/system-metrics, last sample of the last hour) with its memory over time, and the fleet's
// message rates and workers (/analytics/worker-metrics). Refreshes every 10 s.

import { get } from './api.js';
import { banner, fill, fmt, fmtBytes, fmtTime, h, table } from './dom.js';
import { epochSeconds, timeChart, windowOf } from './charts.js';

const REFRESH_MS = 10000;

export function render(ctx) {
  const replicas = h('div', { id: 'replicas' }, h('p', { class: 'muted' }, 'Loading…'));
  const rates = timeChart('Fleet messages per second (push / pop / ack)', ['push/s', 'pop/s', 'ack/s'], { id: 'rates-chart' });
  const memory = h('div', { id: 'memory' });
  const workers = h('div', { id: 'workers' });
  fill(ctx.root, h('h1', {}, 'Brokers'), replicas,
    h('div', { class: 'charts' }, rates.element, memory),
    h('h2', {}, 'Workers'), workers);
  let memoryChart = null;
  let memoryNames = null;
  ctx.every(REFRESH_MS, async () => {
    await Promise.all([
      loadReplicas(replicas, (names, times, values, window) => {
        // One series per broker: a new set of brokers needs a new chart.
        if (names.join() !== memoryNames) {
          memoryNames = names.join();
          memoryChart = timeChart('Resident memory per broker (MiB)', names, { id: 'memory-chart' });
          fill(memory, memoryChart.element);
        }
        memoryChart.update(times, values, window);
      }),
      loadWorkers(workers, rates),
    ]);
    ctx.root.setAttribute('data-loaded', 'true');
  });
}

async function loadReplicas(element, drawMemory) {
  let r;
  try {
    r = await get('/api/v1/analytics/system-metrics');
  } catch (e) {
    fill(element, banner(e));
    return;
  }
  const rows = (r.replicas || []).map((replica) => {
    const series = replica.timeSeries || [];
    return { replica, series, last: series.length ? series[series.length - 1] : null };
  });
  const metric = (point, group, name) => {
    const value = point && point.metrics && point.metrics[group] && point.metrics[group][name];
    return value ? value.last : null;
  };
  fill(element, table([
    { title: 'Broker', value: (row) => `${row.replica.hostname}:${row.replica.port}` },
    { title: 'Worker', value: (row) => row.replica.workerId },
    { title: 'Last sample', value: (row) => fmtTime(row.last && row.last.timestamp) },
    { title: 'Samples (1 h)', value: (row) => fmt(row.series.reduce((n, p) => n + (Number(p.sampleCount) || 0), 0)), num: true },
    { title: 'RSS', value: (row) => fmtBytes(metric(row.last, 'memory', 'rss_bytes')), num: true },
    { title: 'CPU user (µs/sample)', value: (row) => fmt(metric(row.last, 'cpu', 'user_us')), num: true },
    { title: 'DB pool active / size', value: (row) =>
      `${fmt(metric(row.last, 'database', 'pool_active'))} / ${fmt(metric(row.last, 'database', 'pool_size'))}`, num: true },
  ], rows, 'No broker has written samples in the last hour'));

  // Brokers sample on their own clocks: chart them on the union of their timestamps, with gaps elsewhere.
  const times = [...new Set(rows.flatMap((row) => row.series.map((p) => epochSeconds(p.timestamp))))].sort((a, b) => a - b);
  const values = rows.map((row) => {
    const byTime = new Map(row.series.map((p) => [epochSeconds(p.timestamp), metric(p, 'memory', 'rss_bytes')]));
    return times.map((t) => (byTime.has(t) && byTime.get(t) != null ? byTime.get(t) / 1048576 : null));
  });
  drawMemory(rows.map((row) => `${row.replica.hostname}:${row.replica.port}`), times, values, windowOf(r.timeRange));
}

async function loadWorkers(element, rates) {
  try {
    const r = await get('/api/v1/analytics/worker-metrics');
    const series = (r.timeSeries || []).slice().sort((a, b) => epochSeconds(a.timestamp) - epochSeconds(b.timestamp));
    rates.update(series.map((p) => epochSeconds(p.timestamp)),
      [series.map((p) => p.pushPerSecond ?? null), series.map((p) => p.popPerSecond ?? null), series.map((p) => p.ackPerSecond ?? null)],
      windowOf(r.timeRange));
    fill(element, table([
      { title: 'Host', value: (w) => w.hostname },
      { title: 'Worker', value: (w) => w.workerId },
      { title: 'Messages processed', value: (w) => fmt(w.messagesProcessed), num: true },
      { title: 'DB connections', value: (w) => fmt(w.dbConnections), num: true },
      { title: 'Job queue', value: (w) => fmt(w.jobQueueSize), num: true },
      { title: 'Event-loop lag max (ms)', value: (w) => fmt(w.maxEventLoopLagMs), num: true },
      { title: 'Last seen', value: (w) => fmtTime(w.lastSeen) },
    ], r.workers || [], 'No workers reported'));
  } catch (e) {
    rates.update([], [[], [], []]);
    fill(element, banner(e));
  }
}
