// Traces: the trace names (/traces/names, most recent first), the events of one name (/traces/by-name/:name),
// or of one message (/traces/:partitionId/:transactionId).

import { get, seg } from './api.js';
import { banner, fill, fmt, fmtTime, h, json, link, pager, table } from './dom.js';

const LIMIT = 50;

export async function render(ctx) {
  const q = ctx.query;
  const offset = Math.max(0, Number(q.get('offset')) || 0);
  const partitionId = h('input', { id: 'trace-partition', placeholder: 'partitionId', size: 38, value: q.get('partitionId') || '' });
  const transactionId = h('input', { id: 'trace-transaction', placeholder: 'transactionId', value: q.get('transactionId') || '' });
  const body = h('div', { id: 'trace-body' }, h('p', { class: 'muted' }, 'Loading…'));
  fill(ctx.root,
    h('h1', {}, 'Traces'),
    h('form', { class: 'toolbar', onsubmit: (e) => {
      e.preventDefault();
      ctx.go({ partitionId: partitionId.value.trim(), transactionId: transactionId.value.trim(), name: null, offset: null });
    } }, 'One message: ', partitionId, transactionId, h('button', { type: 'submit' }, 'Show'),
    link('All trace names', '/traces')),
    body);

  try {
    if (q.get('partitionId') && q.get('transactionId')) {
      const r = await get(`/api/v1/traces/${seg(q.get('partitionId'))}/${seg(q.get('transactionId'))}`);
      fill(body, h('h2', {}, 'Events of message ', q.get('transactionId')), events(r.traces || [], false));
    } else if (q.get('name')) {
      const name = q.get('name');
      const r = await get(`/api/v1/traces/by-name/${seg(name)}`, { limit: LIMIT, offset });
      const rows = r.traces || [];
      fill(body, h('h2', {}, 'Events named ', name), events(rows, true),
        pager({ offset, limit: LIMIT, count: rows.length, total: r.total ?? null }, (next) => ctx.go({ offset: next || null })));
    } else {
      const r = await get('/api/v1/traces/names', { limit: LIMIT, offset });
      const rows = r.trace_names || [];
      fill(body, table([
        { title: 'Trace name', value: (t) => link(t.trace_name, '/traces', { name: t.trace_name }) },
        { title: 'Events', value: (t) => fmt(t.trace_count), num: true },
        { title: 'Messages', value: (t) => fmt(t.message_count), num: true },
        { title: 'Last seen', value: (t) => fmtTime(t.last_seen) },
      ], rows, 'No traces recorded'),
      pager({ offset, limit: LIMIT, count: rows.length, total: r.total ?? null }, (next) => ctx.go({ offset: next || null })));
    }
    ctx.root.setAttribute('data-loaded', 'true');
  } catch (e) {
    fill(body, banner(e));
  }
}

function events(rows, withMessage) {
  return table([
    { title: 'At', value: (t) => fmtTime(t.created_at) },
    { title: 'Event', value: (t) => t.event_type },
    withMessage ? { title: 'Message', value: (t) => link(`${t.queue_name}/${t.partition_name} ${t.transaction_id}`,
      '/traces', { partitionId: t.partition_id, transactionId: t.transaction_id }) } : null,
    { title: 'Group', value: (t) => t.consumer_group },
    { title: 'Worker', value: (t) => t.worker_id },
    { title: 'Data', value: (t) => h('pre', {}, json(t.data)) },
  ].filter(Boolean), rows, 'No events');
}
