// Maintenance modes, cluster-wide: push maintenance (pushes go to the brokers' file buffers) and pop
// maintenance (pops answer empty). Read fresh from /system/maintenance on each visit and after each toggle.

import { get, post } from './api.js';
import { banner, card, confirmButton, fill, fmt, h } from './dom.js';

export async function render(ctx) {
  const body = h('div', { id: 'maintenance' }, h('p', { class: 'muted' }, 'Loading…'));
  const flash = h('div');
  fill(ctx.root, h('h1', {}, 'Maintenance'), flash, body);
  const reload = async () => {
    try {
      const [push, pop] = await Promise.all([get('/api/v1/system/maintenance'), get('/api/v1/system/maintenance/pop')]);
      fill(body,
        h('div', { class: 'cards' },
          card('Push maintenance', mode(push.maintenanceMode), { id: 'push-mode' }),
          card('Pop maintenance', mode(pop.popMaintenanceMode), { id: 'pop-mode' }),
          card('Buffered messages', fmt(push.bufferedMessages)),
          card('Buffer healthy', push.bufferHealthy ? 'yes' : 'no')),
        h('div', { class: 'toolbar' },
          toggle('push maintenance', '/api/v1/system/maintenance', push.maintenanceMode, 'toggle-push'),
          toggle('pop maintenance', '/api/v1/system/maintenance/pop', pop.popMaintenanceMode, 'toggle-pop')),
        h('p', { class: 'muted' }, 'Push maintenance: pushes are answered "buffered" and written to each broker\'s ' +
          'local file buffer, replayed in order when switched off. Pop maintenance: every pop answers 204.'));
      ctx.root.setAttribute('data-loaded', 'true');
    } catch (e) {
      fill(body, banner(e));
    }
  };
  const toggle = (label, path, enabled, id) => confirmButton(`${enabled ? 'Disable' : 'Enable'} ${label}`, async () => {
    try {
      const r = await post(path, { enabled: !enabled });
      fill(flash, banner(r.message || 'done', 'ok'));
    } catch (e) { fill(flash, banner(e)); }
    await reload();
  }, { id });
  await reload();
}

const mode = (on) => h('span', { class: on ? 'on' : 'off' }, on ? 'ON' : 'off');
