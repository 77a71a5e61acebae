// Overview: cluster totals (/resources/overview), throughput and lag charts (/status, one-minute buckets of the
// brokers' sampler), and every consumer group with its lag (/consumer-groups). Refreshes every 3 s.

import { get } from './api.js';
import { banner, card, fill, fmt, h, link, table } from './dom.js';
import { epochSeconds, timeChart, windowOf } from './charts.js';

const REFRESH_MS = 3000;

export function render(ctx) {
  const totals = h('div', { class: 'cards', id: 'totals' });
  const throughput = timeChart('Messages per second (ingested / processed)', ['ingested/s', 'processed/s'],
    { id: 'throughput-chart' });
  const lag = timeChart('Consumer lag (ms, avg / max)', ['avg lag ms', 'max lag ms'], { id: 'lag-chart' });
  const ingested = h('span', { id: 'ingested-total' }, '–');
  const groups = h('div', { id: 'groups' });
  const updated = h('span', { class: 'muted', id: 'updated' });
  fill(ctx.root,
    h('h1', {}, 'Overview ', updated),
    totals,
    h('h2', {}, 'Throughput and lag, last hour'),
    h('p', { class: 'muted' }, 'Messages ingested in the last hour: ', ingested),
    h('div', { class: 'charts' }, throughput.element, lag.element),
    h('h2', {}, 'Consumer groups'),
    groups);

  ctx.every(REFRESH_MS, async () => {
    await Promise.all([
      loadTotals(totals),
      loadCharts(throughput, lag, ingested),
      loadGroups(groups),
    ]);
    fill(updated, `updated ${new Date().toLocaleTimeString()}, every ${REFRESH_MS / 1000} s`);
    ctx.root.setAttribute('data-loaded', 'true');
  });
}

async function loadTotals(element) {
  try {
    const o = await get('/api/v1/resources/overview');
    const m = o.messages || {};
    fill(element,
      card('Queues', fmt(o.queues), { 'data-key': 'queues' }),
      card('Partitions', fmt(o.partitions)),
      card('Messages', fmt(m.total), { 'data-key': 'messages' }),
      card('Pending', fmt(m.pending)),
      card('Processing', fmt(m.processing)),
      card('Completed', fmt(m.completed)),
      card('Dead letters', fmt(m.deadLetter)),
      card('Ingested/s (5 min)', fmt(o.throughput && o.throughput.ingestedPerSecond)),
      card('Processed/s (5 min)', fmt(o.throughput && o.throughput.processedPerSecond)),
      card('Max lag (s)', fmt(o.lag && o.lag.time && o.lag.time.max)),
      // Counts come from statistics a broker refreshes in the background: say how old they are.
      card('Statistics age (s)', o.statsAge === -1 ? 'never refreshed' : fmt(o.statsAge)));
  } catch (e) {
    fill(element, banner(e));
  }
}

async function loadCharts(throughput, lag, ingested) {
  let status;
  try {
    status = await get('/api/v1/status');
  } catch (e) {
    fill(ingested, e.missing ? 'no data (GET /api/v1/status not served)' : `error: ${e.message}`);
    throughput.update([], [[], []]);
    lag.update([], [[], []]);
    return;
  }
  const points = Array.isArray(status.throughput) ? status.throughput.slice() : [];
  points.sort((a, b) => epochSeconds(a.timestamp) - epochSeconds(b.timestamp));
  const times = points.map((p) => epochSeconds(p.timestamp));
  const window = windowOf(status.timeRange);
  throughput.update(times, [points.map((p) => p.ingestedPerSecond ?? null), points.map((p) => p.processedPerSecond ?? null)], window);
  lag.update(times, [points.map((p) => p.avgLagMs ?? null), points.map((p) => p.maxLagMs ?? null)], window);
  const total = points.reduce((sum, p) => sum + (Number(p.ingested) || 0), 0);
  fill(ingested, fmt(total));
  ingested.setAttribute('data-value', String(total));
}

async function loadGroups(element) {
  try {
    const list = await get('/api/v1/consumer-groups');
    const rows = Array.isArray(list) ? list : [];
    fill(element, table([
      { title: 'Group', value: (g) => g.name },
      { title: 'Queue', value: (g) => link(g.queueName, `/queue/${encodeURIComponent(g.queueName)}`) },
      { title: 'Partitions', value: (g) => fmt(g.members), num: true },
      { title: 'Lagging partitions', value: (g) => fmt(g.partitionsWithLag), num: true },
      { title: 'Max time lag (s)', value: (g) => fmt(g.maxTimeLag), num: true },
      { title: 'State', value: (g) => h('span', { class: `state-${g.state}` }, g.state) },
    ], rows.slice(0, 200), 'No consumer groups'),
    rows.length > 200 ? h('p', { class: 'muted' }, `${rows.length - 200} more not shown`) : null);
  } catch (e) {
    fill(element, banner(e));
  }
}
