// Queues, newest first, paged by the broker (/status/queues?limit&offset), with counts from the statistics.

import { get } from './api.js';
import { banner, fill, fmt, fmtTime, h, link, pager, table } from './dom.js';

const LIMIT = 50;

export async function render(ctx) {
  const offset = Math.max(0, Number(ctx.query.get('offset')) || 0);
  const body = h('div', {}, h('p', { class: 'muted' }, 'Loading…'));
  fill(ctx.root, h('h1', {}, 'Queues'), body);

  let page;
  try {
    page = await get('/api/v1/status/queues', { limit: LIMIT, offset });
  } catch (e) {
    fill(body, banner(e));
    return;
  }
  const rows = page.queues || [];
  const total = page.pagination && page.pagination.total != null ? page.pagination.total : null;
  const go = (next) => ctx.go({ offset: next || null });
  fill(body,
    table([
      { title: 'Queue', value: (q) => link(q.name, `/queue/${encodeURIComponent(q.name)}`) },
      { title: 'Namespace', value: (q) => q.namespace || '' },
      { title: 'Task', value: (q) => q.task || '' },
      { title: 'Partitions', value: (q) => fmt(q.partitions), num: true },
      { title: 'Messages', value: (q) => fmt(q.messages && q.messages.total), num: true },
      // As in Queen, this route's "pending" counts the messages being processed too.
      { title: 'Unconsumed', value: (q) => fmt(q.messages && q.messages.pending), num: true },
      { title: 'Processing', value: (q) => fmt(q.messages && q.messages.processing), num: true },
      { title: 'Dead letters', value: (q) => fmt(q.messages && q.messages.deadLetter), num: true },
      { title: 'Created', value: (q) => fmtTime(q.createdAt) },
    ], rows, 'No queues'),
    pager({ offset, limit: LIMIT, count: rows.length, total }, go));
  ctx.root.setAttribute('data-loaded', 'true');
}
