// Hash routing: "#/queue/orders?offset=50" renders the queue page for "orders". Each page module exports
// render(ctx); navigating away stops the page's timers, so only the visible page polls the broker.

import { banner, fill, h } from './dom.js';
import { mount as mountAuth } from './auth.js';
import * as overview from './page-overview.js';
import * as queues from './page-queues.js';
import * as queue from './page-queue.js';
import * as messages from './page-messages.js';
import * as dlq from './page-dlq.js';
import * as traces from './page-traces.js';
import * as maintenance from './page-maintenance.js';
import * as brokers from './page-brokers.js';

const PAGES = { overview, queues, queue, messages, dlq, traces, maintenance, brokers };

let current = null;

/** The page for a hash: its name, its path arguments (decoded) and its query. */
function parse(hash) {
  const [path, query = ''] = hash.replace(/^#/, '').split('?', 2);
  const parts = path.split('/').filter((p) => p !== '').map(decode);
  const name = parts.length === 0 ? 'overview' : parts[0];
  return { name, args: parts.slice(1), query: new URLSearchParams(query) };
}

/** A hand-typed "%" in the address bar must not throw: it is kept as typed. */
function decode(part) {
  try { return decodeURIComponent(part); } catch (e) { return part; }
}

function route() {
  if (current) current.stop();
  const { name, args, query } = parse(location.hash);
  const page = PAGES[name];
  const root = h('div', { 'data-page': page ? name : 'unknown' });
  fill(document.getElementById('page'), root);
  for (const a of document.querySelectorAll('#nav a')) {
    a.classList.toggle('active', a.dataset.route === name || (name === 'queue' && a.dataset.route === 'queues'));
  }
  const timers = [];
  let alive = true;
  const ctx = {
    root, args, query,
    alive: () => alive,
    /** Runs fn now and every ms while the page is shown; a run never overlaps the previous one. */
    every(ms, fn) {
      let running = false;
      const tick = async () => {
        if (running || !alive) return;
        running = true;
        try { await fn(); } finally { running = false; }
      };
      tick();
      timers.push(setInterval(tick, ms));
    },
    /** Changes this page's query parameters (paging, filters) through the hash, so the URL can be shared. */
    go(params) {
      const next = new URLSearchParams(query);
      for (const [k, v] of Object.entries(params)) {
        if (v === undefined || v === null || v === '') next.delete(k); else next.set(k, String(v));
      }
      const path = location.hash.replace(/^#/, '').split('?')[0] || '/';
      location.hash = `#${path}${next.toString() ? '?' + next : ''}`;
    },
  };
  current = { stop() { alive = false; timers.forEach(clearInterval); } };
  if (!page) {
    root.append(banner(`Unknown page "${name}".`));
    return;
  }
  // A page failing to render shows its error in place rather than leaving a blank screen.
  Promise.resolve().then(() => page.render(ctx)).catch((e) => root.append(banner(e)));
}

window.addEventListener('hashchange', route);
// A token set or forgotten: load the page shown again with (or without) it.
window.addEventListener('queen-token', route);
mountAuth(document.getElementById('auth'));
route();
