// Dead letters: /dlq filtered by queue and consumer group, paged by the broker, newest failure first.

import { get } from './api.js';
import { banner, fill, fmt, fmtTime, h, json, link, pager, table } from './dom.js';

const LIMIT = 50;

export async function render(ctx) {
  const q = ctx.query;
  const offset = Math.max(0, Number(q.get('offset')) || 0);
  const queue = h('input', { id: 'dlq-queue', placeholder: 'queue', value: q.get('queue') || '' });
  const group = h('input', { id: 'dlq-group', placeholder: 'consumer group', value: q.get('consumerGroup') || '' });
  const list = h('div', { id: 'dlq-list' }, h('p', { class: 'muted' }, 'Loading…'));
  fill(ctx.root,
    h('h1', {}, 'Dead letters'),
    h('form', { class: 'toolbar', onsubmit: (e) => {
      e.preventDefault();
      ctx.go({ queue: queue.value.trim(), consumerGroup: group.value.trim(), offset: null });
    } }, queue, group, h('button', { type: 'submit', id: 'dlq-apply' }, 'Filter')),
    list);

  let page;
  try {
    page = await get('/api/v1/dlq', { queue: q.get('queue'), consumerGroup: q.get('consumerGroup'), limit: LIMIT, offset });
  } catch (e) {
    fill(list, banner(e));
    return;
  }
  const rows = page.messages || [];
  fill(list,
    table([
      { title: 'Failed', value: (m) => fmtTime(m.failedAt) },
      { title: 'Queue', value: (m) => link(m.queue, `/queue/${encodeURIComponent(m.queue)}`) },
      { title: 'Partition', value: (m) => m.partition },
      { title: 'Group', value: (m) => m.consumerGroup },
      { title: 'Transaction', value: (m) => m.transactionId },
      { title: 'Error', value: (m) => m.errorMessage || '' },
      { title: 'Retries', value: (m) => fmt(m.retryCount), num: true },
      { title: 'Payload', value: (m) => h('details', {}, h('summary', {}, 'show'), h('pre', {}, json(m.data))) },
    ], rows, 'No dead letters'),
    pager({ offset, limit: LIMIT, count: rows.length, total: page.total ?? null }, (next) => ctx.go({ offset: next || null })));
  ctx.root.setAttribute('data-loaded', 'true');
}
