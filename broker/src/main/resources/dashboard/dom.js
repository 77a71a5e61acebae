// Building the page. All API data reaches the DOM as text nodes or attribute values, never as HTML, so a queue
// called "<img onerror=...>" is shown, not run.

import { token } from './api.js';

/** h('td', {class: 'num'}, 'text', node, [more], null): an element; strings become text nodes. */
export function h(tag, attrs = {}, ...children) {
  const element = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key.startsWith('on') && typeof value === 'function') element.addEventListener(key.slice(2), value);
    else if (key === 'value') element.value = value;
    else element.setAttribute(key, value === true ? '' : String(value));
  }
  append(element, children);
  return element;
}

function append(element, children) {
  for (const child of children) {
    if (child === undefined || child === null || child === false) continue;
    if (Array.isArray(child)) append(element, child);
    else element.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
}

/** Replaces the children of element. */
export function fill(element, ...children) {
  element.replaceChildren();
  append(element, children);
  return element;
}

/** An error or information banner; an ApiError for a missing route reads as "not served". */
export function banner(error, kind = 'error') {
  if (typeof error === 'string') return h('div', { class: `banner ${kind}` }, error);
  if (error && error.missing) {
    return h('div', { class: 'banner info', 'data-missing': 'true' },
      `No data: ${error.message} (this broker does not serve that route).`);
  }
  if (error && error.unauthorized) {
    return h('div', { class: 'banner auth', 'data-auth': '401' }, token()
      ? `Sign in: the broker refused the token (${error.message}); forget it and paste another.`
      : `Sign in: paste a token in the box at the top of the page (${error.message}).`);
  }
  if (error && error.forbidden) {
    return h('div', { class: 'banner error', 'data-auth': '403' },
      `Your token's role cannot do this (${error.message}).`);
  }
  return h('div', { class: 'banner error' }, `Error: ${error && error.message ? error.message : error}`);
}

/**
 * A table. columns: [{title, value: row => node|string|number, num: bool}]. rows: an array; an empty one shows
 * emptyText.
 */
export function table(columns, rows, emptyText = 'No data') {
  const head = h('tr', {}, columns.map((c) => h('th', { class: c.num ? 'num' : null }, c.title)));
  const body = rows.length === 0
    ? [h('tr', { class: 'empty' }, h('td', { colspan: columns.length }, emptyText))]
    : rows.map((row) => h('tr', {}, columns.map((c) => h('td', { class: c.num ? 'num' : null }, c.value(row)))));
  return h('table', {}, h('thead', {}, head), h('tbody', {}, body));
}

/**
 * Previous / next buttons for server-side paging. total may be unknown (null): then "next" is offered while the
 * page came back full.
 */
export function pager({ offset, limit, count, total }, go) {
  const last = offset + count;
  const hasNext = total != null ? last < total : count >= limit;
  const range = count === 0 ? 'none' : `${offset + 1}–${last}`;
  return h('div', { class: 'pager' },
    h('button', { class: 'prev', disabled: offset <= 0, onclick: () => go(Math.max(0, offset - limit)) }, '‹ Prev'),
    h('span', { class: 'muted' }, total != null ? `${range} of ${fmt(total)}` : range),
    h('button', { class: 'next', disabled: !hasNext, onclick: () => go(offset + limit) }, 'Next ›'));
}

/** A button that asks for a second click before running action (no blocking confirm() dialog). */
export function confirmButton(label, action, attrs = {}) {
  const button = h('button', { class: 'danger', ...attrs }, label);
  let armed = false;
  button.addEventListener('click', async () => {
    if (!armed) {
      armed = true;
      button.textContent = `Confirm: ${label}`;
      button.classList.add('armed');
      setTimeout(() => { armed = false; button.textContent = label; button.classList.remove('armed'); }, 5000);
      return;
    }
    armed = false;
    button.disabled = true;
    try { await action(); } finally { button.disabled = false; }
  });
  return button;
}

export function card(label, value, attrs = {}) {
  return h('div', { class: 'card', ...attrs }, h('div', { class: 'label' }, label), h('div', { class: 'value' }, value));
}

/** Link inside the dashboard: route plus query parameters. */
export function link(text, route, params = {}) {
  const query = new URLSearchParams(Object.entries(params).filter(([, v]) => v !== undefined && v !== '')).toString();
  return h('a', { href: `#${route}${query ? '?' + query : ''}` }, text);
}

const numbers = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
/** 12345.678 → "12,345.68"; null/undefined → "–". */
export const fmt = (value) => (value === null || value === undefined || Number.isNaN(value) ? '–' : numbers.format(value));
/** An ISO timestamp in the viewer's time zone, or "–". */
export const fmtTime = (iso) => (iso ? new Date(iso).toLocaleString() : '–');
export const fmtBytes = (bytes) => (bytes == null ? '–' : `${fmt(bytes / 1048576)} MiB`);
export const json = (value) => JSON.stringify(value, null, 2);
