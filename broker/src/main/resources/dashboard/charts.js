// Time-series charts with uPlot (loaded as the global uPlot by index.html). A chart keeps its instance and is
// updated in place with setData, so a refresh neither flickers nor leaks canvases.

import { h } from './dom.js';

const COLORS = ['#6d28d9', '#0891b2', '#ea580c', '#15803d', '#be123c'];

/**
 * A chart of named series over time. Returns {element, update(times, seriesValues, window)} where times are
 * epoch seconds, seriesValues one array per series name, and window the [from, to] epoch seconds the data
 * covers: the x axis always spans the whole window, so one point is not stretched into a range of years.
 */
export function timeChart(title, seriesNames, { id } = {}) {
  const element = h('div', { class: 'panel chart', id, 'data-points': '0' }, h('div', { class: 'muted' }, title));
  const plotHolder = h('div');
  const empty = h('div', { class: 'muted empty' }, 'No data points yet');
  element.append(plotHolder, empty);
  let plot = null;
  let span = null;

  function update(times, values, window) {
    span = window || null;
    element.setAttribute('data-points', String(times.length));
    empty.hidden = times.length > 0;
    const data = [times, ...values];
    if (plot) {
      plot.setData(data);
      return;
    }
    if (typeof uPlot === 'undefined') {
      empty.textContent = 'Charts unavailable (uPlot did not load)';
      empty.hidden = false;
      return;
    }
    const width = Math.max(300, (element.clientWidth || 600) - 20);
    plot = new uPlot({
      width, height: 220,
      series: [{}, ...seriesNames.map((label, i) => ({ label, stroke: COLORS[i % COLORS.length], width: 2 }))],
      scales: { x: { time: true, range: (u, min, max) => (span ? span : min === max ? [min - 1800, max + 60] : [min, max]) } },
      axes: [{}, { size: 60 }],
    }, data, plotHolder);
  }

  return { element, update };
}

/** "2026-05-06T10:00:00Z" (or TS-ms) → epoch seconds. */
export const epochSeconds = (iso) => Math.round(Date.parse(iso) / 1000);

/** A response's timeRange {from, to} as [from, to] epoch seconds, or null. */
export const windowOf = (range) => (range && range.from && range.to ? [epochSeconds(range.from), epochSeconds(range.to)] : null);
