// Queues, paged by the broker (/status/queues?limit&offset). A broker without that route falls back to
// /resources/queues (one row per queue, never per partition), paged here.

import { get } from './api.js';
import { banner, fill, fmt, fmtTime, h, link, pager, table } from './dom.js';

const LIMIT = 50;

export async function render(ctx) {
  const offset = Math.max(0, Number(ctx.query.get('offset')) || 0);
  const note = h('div');
  const body = h('div', {}, h('p', { class: 'muted' }, 'Loading…'));
  fill(ctx.root, h('h1', {}, 'Queues'), note, body);

  let rows;
  let total = null;
  try {
    const page = await get('/api/v1/status/queues', { limit: LIMIT, offset });
    rows = page.queues || [];
    if (page.pagination && page.pagination.total != null) total = page.pagination.total;
  } catch (e) {
    if (!e.missing) { fill(body, banner(e)); return; }
    try {
      const all = (await get('/api/v1/resources/queues')).queues || [];
      total = all.length;
      rows = all.slice(offset, offset + LIMIT);
      fill(note, banner('GET /api/v1/status/queues is not served by this broker: showing /api/v1/resources/queues.', 'info'));
    } catch (e2) { fill(body, banner(e2)); return; }
  }
  const go = (next) => ctx.go({ offset: next || null });
  fill(body,
    table([
      { title: 'Queue', value: (q) => link(q.name, `/queue/${encodeURIComponent(q.name)}`) },
      { title: 'Namespace', value: (q) => q.namespace || '' },
      { title: 'Task', value: (q) => q.task || '' },
      { title: 'Partitions', value: (q) => fmt(q.partitions), num: true },
      { title: 'Messages', value: (q) => fmt(q.messages && q.messages.total), num: true },
      { title: 'Pending', value: (q) => fmt(q.messages && q.messages.pending), num: true },
      { title: 'Processing', value: (q) => fmt(q.messages && q.messages.processing), num: true },
      { title: 'Dead letters', value: (q) => fmt(q.messages && q.messages.deadLetter), num: true },
      { title: 'Created', value: (q) => fmtTime(q.createdAt) },
    ], rows, 'No queues'),
    pager({ offset, limit: LIMIT, count: rows.length, total }, go));
  ctx.root.setAttribute('data-loaded', 'true');
}
