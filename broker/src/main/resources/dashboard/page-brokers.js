// The brokers of the deployment: one row per broker process from its own sampler rows
// (/analytics/system-metrics, last sample of the last hour) and per worker (/analytics/worker-metrics).
// Refreshes every 10 s.

import { get } from './api.js';
import { banner, fill, fmt, fmtBytes, fmtTime, h, table } from './dom.js';

const REFRESH_MS = 10000;

export function render(ctx) {
  const replicas = h('div', { id: 'replicas' }, h('p', { class: 'muted' }, 'Loading…'));
  const workers = h('div', { id: 'workers' });
  fill(ctx.root, h('h1', {}, 'Brokers'), replicas, h('h2', {}, 'Workers'), workers);
  ctx.every(REFRESH_MS, async () => {
    await Promise.all([loadReplicas(replicas), loadWorkers(workers)]);
    ctx.root.setAttribute('data-loaded', 'true');
  });
}

async function loadReplicas(element) {
  try {
    const r = await get('/api/v1/analytics/system-metrics');
    const rows = (r.replicas || []).map((replica) => {
      const series = replica.timeSeries || [];
      return { replica, last: series.length ? series[series.length - 1] : null, points: series.length };
    });
    const m = (row, group, name) => {
      const metrics = row.last && row.last.metrics;
      const value = metrics && metrics[group] && metrics[group][name];
      return value ? value.last : null;
    };
    fill(element, table([
      { title: 'Broker', value: (row) => `${row.replica.hostname}:${row.replica.port}` },
      { title: 'Worker', value: (row) => row.replica.workerId },
      { title: 'Last sample', value: (row) => fmtTime(row.last && row.last.timestamp) },
      { title: 'Samples (1 h)', value: (row) => fmt(row.points), num: true },
      { title: 'RSS', value: (row) => fmtBytes(m(row, 'memory', 'rss_bytes')), num: true },
      { title: 'CPU user (µs)', value: (row) => fmt(m(row, 'cpu', 'user_us')), num: true },
      { title: 'DB pool active / size', value: (row) =>
        `${fmt(m(row, 'database', 'pool_active'))} / ${fmt(m(row, 'database', 'pool_size'))}`, num: true },
    ], rows, 'No broker has written samples in the last hour'));
  } catch (e) {
    fill(element, banner(e));
  }
}

async function loadWorkers(element) {
  try {
    const r = await get('/api/v1/analytics/worker-metrics');
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
    fill(element, banner(e));
  }
}
