// One queue: configuration and totals, its partitions paged and sorted by the broker (/status/queues/:queue),
// its consumer groups with seek and delete, and deleting the queue itself.

import { del, get, post, seg } from './api.js';
import { banner, card, confirmButton, fill, fmt, fmtTime, h, json, link, pager, table } from './dom.js';

const LIMIT = 50;
/** The partition orders the broker offers (sort=...). */
const SORTS = [['name', 'Name'], ['pending', 'Pending'], ['processing', 'Processing'], ['total', 'Messages'],
  ['deadLetter', 'Dead letters'], ['lastActivity', 'Last activity']];

export async function render(ctx) {
  const name = ctx.args[0] || '';
  const offset = Math.max(0, Number(ctx.query.get('offset')) || 0);
  const sort = ctx.query.get('sort') || 'name';
  const flash = h('div', { id: 'flash' });
  const summary = h('div');
  const partitions = h('div', { id: 'partitions' });
  const groups = h('div', { id: 'queue-groups' });
  const say = (text, kind = 'ok') => fill(flash, banner(text, kind));

  fill(ctx.root,
    h('h1', {}, 'Queue ', h('span', { id: 'queue-name' }, name)),
    flash,
    h('div', { class: 'toolbar' },
      link('Messages', '/messages', { queue: name }), link('Dead letters', '/dlq', { queue: name }),
      confirmButton('Delete queue', async () => {
        try {
          const r = await del(`/api/v1/resources/queues/${seg(name)}`);
          fill(flash, banner(`Queue deleted (existed: ${r.existed}). `, 'ok'));
          flash.firstChild.append(link('Back to the queues', '/queues'));
        } catch (e) { fill(flash, banner(e)); }
      }, { id: 'delete-queue' })),
    summary,
    h('h2', {}, 'Consumer groups'), groups,
    h('h2', {}, 'Partitions'),
    h('div', { class: 'toolbar' }, 'Sort by ',
      h('select', { id: 'sort', onchange: (e) => ctx.go({ sort: e.target.value, offset: null }) },
        SORTS.map(([value, label]) => h('option', { value, selected: value === sort }, label)))),
    partitions);

  const refreshGroups = () => loadGroups(name, groups, say, flash, refreshGroups);
  await Promise.all([loadDetail(ctx, name, offset, sort, summary, partitions), refreshGroups()]);
  ctx.root.setAttribute('data-loaded', 'true');
}

async function loadDetail(ctx, name, offset, sort, summary, partitions) {
  let detail;
  try {
    detail = await get(`/api/v1/status/queues/${seg(name)}`, { limit: LIMIT, offset, sort });
  } catch (e) {
    fill(summary, banner(e));
    return;
  }
  const q = detail.queue || {};
  const t = (detail.totals && detail.totals.messages) || detail.totals || {};
  fill(summary,
    h('div', { class: 'cards' },
      [['total', 'Messages'], ['pending', 'Pending'], ['processing', 'Processing'], ['completed', 'Completed'],
        ['deadLetter', 'Dead letters']].map(([key, label]) => card(label, fmt(t[key])))),
    h('details', {}, h('summary', {}, 'Configuration'), h('pre', {}, json(q.config || {}))));
  const rows = detail.partitions || [];
  const page = detail.pagination || {};
  const total = page.total != null ? page.total : null;
  fill(partitions,
    table([
      { title: 'Partition', value: (p) => link(p.name, '/messages', { queue: name, partition: p.name }) },
      { title: 'Messages', value: (p) => fmt(p.messages && p.messages.total), num: true },
      { title: 'Pending', value: (p) => fmt(p.messages && p.messages.pending), num: true },
      { title: 'Processing', value: (p) => fmt(p.messages && p.messages.processing), num: true },
      { title: 'Completed', value: (p) => fmt(p.messages && p.messages.completed), num: true },
      { title: 'Dead letters', value: (p) => fmt(p.messages && p.messages.deadLetter), num: true },
      { title: 'Last activity', value: (p) => fmtTime(p.lastActivity) },
    ], rows, 'No partitions'),
    pager({ offset, limit: LIMIT, count: rows.length, total }, (next) => ctx.go({ offset: next || null })));
}

async function loadGroups(name, element, say, flash, refresh) {
  let list;
  try {
    list = (await get('/api/v1/consumer-groups')).filter((g) => g.queueName === name);
  } catch (e) {
    fill(element, banner(e));
    return;
  }
  const act = (label, fn) => async () => {
    try { say(`${label}: ${summarize(await fn())}`); } catch (e) { fill(flash, banner(e)); }
    await refresh();
  };
  const seekPath = (g) => `/api/v1/consumer-groups/${seg(g)}/queues/${seg(name)}/seek`;
  fill(element, table([
    { title: 'Group', value: (g) => g.name },
    { title: 'Partitions', value: (g) => fmt(g.members), num: true },
    { title: 'Lagging partitions', value: (g) => fmt(g.partitionsWithLag), num: true },
    { title: 'Max time lag (s)', value: (g) => fmt(g.maxTimeLag), num: true },
    { title: 'State', value: (g) => h('span', { class: `state-${g.state}` }, g.state) },
    { title: 'Actions', value: (g) => {
      const when = h('input', { class: 'seek-time', size: 24, value: new Date(Date.now() - 3600e3).toISOString() });
      const details = h('div', { class: 'group-details' });
      return h('div', { 'data-group': g.name },
        h('div', { class: 'toolbar' },
          h('button', { class: 'seek-end', onclick: act('Seek to end', () => post(seekPath(g.name), { toEnd: true })) }, 'Seek to end'),
          when,
          h('button', { class: 'seek-time-go', onclick: act('Seek to time', () => post(seekPath(g.name), { timestamp: isoOf(when.value) })) }, 'Seek to time'),
          confirmButton('Delete group', act('Delete group',
            () => del(`/api/v1/consumer-groups/${seg(g.name)}/queues/${seg(name)}`)), { class: 'danger delete-group' }),
          h('button', { class: 'group-partitions', onclick: () => loadGroupPartitions(g.name, name, details) }, 'Partitions')),
        details);
    } },
  ], list, 'No consumer group has read this queue'));
}

/** The group's cursor per partition of this queue (all of them: the route has no paging, so only on demand). */
async function loadGroupPartitions(group, queue, element) {
  try {
    const byQueue = await get(`/api/v1/consumer-groups/${seg(group)}`);
    const rows = (byQueue[queue] && byQueue[queue].partitions) || [];
    fill(element, table([
      { title: 'Partition', value: (p) => p.partition },
      { title: 'Consumed', value: (p) => fmt(p.totalConsumed), num: true },
      { title: 'Offset lag', value: (p) => fmt(p.offsetLag), num: true },
      { title: 'Time lag (s)', value: (p) => fmt(p.timeLagSeconds), num: true },
      { title: 'Last consumed', value: (p) => fmtTime(p.lastConsumedAt) },
      { title: 'Leased', value: (p) => (p.leaseActive ? 'yes' : 'no') },
    ], rows.slice(0, 100), 'No cursor'), rows.length > 100 ? h('p', { class: 'muted' }, `${rows.length - 100} more`) : null);
  } catch (e) {
    fill(element, banner(e));
  }
}

/** A typed time in the viewer's zone or ISO, as the ISO instant the broker expects. */
function isoOf(text) {
  const date = new Date(text.trim());
  return Number.isNaN(date.getTime()) ? text.trim() : date.toISOString();
}

function summarize(result) {
  if (!result || typeof result !== 'object') return 'done';
  if ('partitionsUpdated' in result) return `${result.partitionsUpdated} partition(s) moved`;
  if ('deletedPartitions' in result) return `${result.deletedPartitions} cursor(s) deleted`;
  return 'done';
}
