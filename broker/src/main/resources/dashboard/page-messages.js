// Message browser: /messages filtered by queue, partition and status, paged by the broker (newest first, last
// hour by default); one message's payload on demand; delete.

import { del, get, seg } from './api.js';
import { banner, confirmButton, fill, fmtTime, h, json, link, pager, table } from './dom.js';

const LIMIT = 50;
const STATUSES = ['', 'pending', 'processing', 'completed', 'dead_letter'];
/** How far back to look: the broker lists the last hour unless told otherwise (from=). */
const WINDOWS = [['1h', 'last hour', 3600], ['6h', 'last 6 hours', 6 * 3600], ['24h', 'last 24 hours', 86400],
  ['7d', 'last 7 days', 7 * 86400], ['30d', 'last 30 days', 30 * 86400]];

export async function render(ctx) {
  const q = ctx.query;
  const offset = Math.max(0, Number(q.get('offset')) || 0);
  const filters = { queue: q.get('queue') || '', partition: q.get('partition') || '', status: q.get('status') || '' };
  const windowKey = WINDOWS.some(([key]) => key === q.get('window')) ? q.get('window') : '1h';
  const windowSeconds = WINDOWS.find(([key]) => key === windowKey)[2];
  const queue = h('input', { id: 'filter-queue', placeholder: 'queue', value: filters.queue });
  const partition = h('input', { id: 'filter-partition', placeholder: 'partition', value: filters.partition });
  const status = h('select', { id: 'filter-status' },
    STATUSES.map((s) => h('option', { value: s, selected: s === filters.status }, s || 'any status')));
  const since = h('select', { id: 'filter-window' },
    WINDOWS.map(([key, label]) => h('option', { value: key, selected: key === windowKey }, `created in the ${label}`)));
  const flash = h('div');
  const list = h('div', { id: 'message-list' }, h('p', { class: 'muted' }, 'Loading…'));
  const detail = h('div', { id: 'message-detail' });
  const apply = (e) => {
    e.preventDefault();
    ctx.go({ queue: queue.value.trim(), partition: partition.value.trim(), status: status.value,
      window: since.value === '1h' ? null : since.value, offset: null });
  };
  fill(ctx.root,
    h('h1', {}, 'Messages'),
    h('form', { class: 'toolbar', onsubmit: apply }, queue, partition, status, since,
      h('button', { type: 'submit', id: 'filter-apply' }, 'Filter'),
      h('span', { class: 'muted' }, 'newest first')),
    flash, list, detail);

  let rows;
  try {
    const from = new Date(Date.now() - windowSeconds * 1000).toISOString();
    const page = await get('/api/v1/messages', { ...filters, from, limit: LIMIT, offset });
    rows = page.messages || [];
  } catch (e) {
    fill(list, banner(e));
    return;
  }
  const show = async (m) => {
    try {
      const full = await get(`/api/v1/messages/${seg(m.partitionId)}/${seg(m.transactionId)}`);
      fill(detail, h('h2', {}, 'Message ', m.transactionId),
        h('p', { class: 'muted' }, `${full.queuePath} · ${full.status} · created ${fmtTime(full.createdAt)}`),
        h('pre', { id: 'payload' }, json(full.payload)));
    } catch (e) { fill(detail, banner(e)); }
  };
  const remove = async (m) => {
    try {
      const r = await del(`/api/v1/messages/${seg(m.partitionId)}/${seg(m.transactionId)}`);
      fill(flash, banner(r.success ? `Deleted ${m.transactionId}.` : `Not deleted: ${r.message}`, r.success ? 'ok' : 'error'));
      fill(detail);
      const row = list.querySelector(`tr[data-tx="${CSS.escape(m.transactionId)}"]`);
      if (row) row.remove();
    } catch (e) { fill(flash, banner(e)); }
  };
  const t = table([
    { title: 'Created', value: (m) => fmtTime(m.createdAt) },
    { title: 'Queue', value: (m) => link(m.queue, `/queue/${encodeURIComponent(m.queue)}`) },
    { title: 'Partition', value: (m) => m.partition },
    { title: 'Transaction', value: (m) => m.transactionId },
    { title: 'Status', value: (m) => m.status },
    { title: '', value: (m) => h('span', { class: 'toolbar' },
      h('button', { class: 'view', onclick: () => show(m) }, 'View'),
      link('Traces', '/traces', { partitionId: m.partitionId, transactionId: m.transactionId }),
      confirmButton('Delete', () => remove(m), { class: 'danger delete' })) },
  ], rows, 'No messages match');
  // Rows are found again by transaction id after a delete.
  t.querySelectorAll('tbody tr').forEach((tr, i) => rows[i] && tr.setAttribute('data-tx', rows[i].transactionId));
  fill(list, t, pager({ offset, limit: LIMIT, count: rows.length, total: null }, (next) => ctx.go({ offset: next || null })));
  ctx.root.setAttribute('data-loaded', 'true');
}
