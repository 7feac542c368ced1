// Two selections of stored runs side by side (the last N runs of a plan against one run,
// say): cases paired exactly by the server, and those without a partner listed.

import { api } from './api.js';
import { el } from './dom.js';
import { figure, interval, percent } from './results-format.js';

export class CompareView {
  constructor(root) {
    const $ = (selector) => root.querySelector(selector);
    this.a = $('#compare-a');
    this.b = $('#compare-b');
    this.metric = $('#compare-metric');
    this.message = $('#compare-message');
    this.table = $('#compare-table');
    this.unpaired = $('#compare-unpaired');
    $('#compare-run').addEventListener('click', () => this.compare().catch((e) => {
      this.message.textContent = e.message;
      this.message.className = 'error';
    }));
  }

  /** Offers the most stored plan's last five runs against its latest, until the user types others. */
  suggest(catalog) {
    const plan = [...catalog.plans].sort((x, y) => y.runs - x.runs)[0];
    if (plan && this.a.value === '' && this.b.value === '') {
      this.a.value = `plan=${plan.planName},last=5`;
      this.b.value = `plan=${plan.planName},last=1`;
    }
  }

  async compare() {
    const query = new URLSearchParams({ a: this.a.value, b: this.b.value, metric: this.metric.value });
    const result = await api.get(`/api/results/compare?${query}`);
    const { unit } = result;
    this.message.className = 'note';
    this.message.textContent = `A: ${result.selectionA} (${result.runsA.length} run(s)); `
      + `B: ${result.selectionB} (${result.runsB.length} run(s)); ${result.metric}, `
      + `${result.pairs.length} case(s) paired, ${result.unpaired.length} without a partner.`;
    this.table.hidden = result.pairs.length === 0;
    this.table.querySelector('tbody').replaceChildren(...result.pairs.map((pair) => {
      return el('tr', { class: verdictClass(pair), dataset: { blade: pair.key.blade } },
        ...keyCells(pair.key), ...pairCells(pair, unit));
    }));
    this.unpaired.hidden = result.unpaired.length === 0;
    this.unpaired.querySelector('ul').replaceChildren(...result.unpaired.map((u) => el('li', {},
      `only in ${u.side.toUpperCase()}: ${u.key.blade}: ${u.key.middleware} ${u.key.operation}, `
      + `${u.key.clients} client(s): ${figure(u.figure.value, unit)}`)));
    return result;
  }
}

/** B against A: a change only when the two 95% intervals do not overlap. */
export function verdict(pair) {
  return !pair.separated ? 'no clear change' : (pair.worse ? 'worse' : 'better');
}

export function verdictClass(pair) {
  return pair.separated ? (pair.worse ? 'worse' : 'better') : '';
}

/** A pair's cells: A, B (each with its interval), the change and the verdict. */
export function pairCells(pair, unit) {
  return [side(pair.a, unit), side(pair.b, unit), el('td', { class: 'number' }, percent(pair.changePct)),
    el('td', { class: `verdict ${verdictClass(pair)}` }, verdict(pair))];
}

/** The cells of a case's key: blade, middleware (client library), operation, payload, clients. */
export function keyCells(key) {
  return [el('td', {}, key.blade), el('td', {}, key.middleware + (key.clientLibrary ? ` (${key.clientLibrary})` : '')),
    el('td', {}, key.operation), el('td', { class: 'number' }, key.payloadSize >= 0 ? key.payloadSize : '–'),
    el('td', { class: 'number' }, key.clients)];
}

function side(f, unit) {
  return el('td', { class: 'number', title: `95% interval ${interval(f.low, f.high, unit)}, ${f.runs} run(s)` },
    `${figure(f.value, unit)} [${interval(f.low, f.high, unit)}] (${f.runs} run${f.runs === 1 ? '' : 's'})`);
}
