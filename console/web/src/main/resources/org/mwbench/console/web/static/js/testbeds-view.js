// Across testbeds: one plan's cases on two testbeds side by side, the latest runs on each.
// Two comparisons of the same selections (median, then p99) make one table: each case a
// row, paired exactly, each side's figure with its 95% interval and the verdict per metric;
// the cases one testbed measured and the other did not are listed below it.

import { api } from './api.js';
import { el, keepChoice } from './dom.js';
import { keyCells, pairCells } from './compare-view.js';
import { figure } from './results-format.js';

const METRICS = ['median', 'p99'];

export class TestbedsView {
  constructor(root) {
    const $ = (selector) => root.querySelector(selector);
    this.plan = $('#testbeds-plan');
    this.a = $('#testbeds-a');
    this.b = $('#testbeds-b');
    this.last = $('#testbeds-last');
    this.message = $('#testbeds-message');
    this.table = $('#testbeds-table');
    this.unpaired = $('#testbeds-unpaired');
    $('#testbeds-compare').addEventListener('click', () => this.compare().catch((e) => {
      this.message.textContent = e.message;
      this.message.className = 'error';
    }));
  }

  /** Offers the stored plans and testbeds; A and B start as the two testbeds with the most runs. */
  offer(catalog) {
    const plans = [...catalog.plans].sort((x, y) => y.runs - x.runs);
    keepChoice(this.plan, plans.map((p) => el('option', { value: p.planName }, `${p.planName} [${p.runs} runs]`)));
    const testbeds = () => catalog.testbeds.map((t) => el('option', { value: t.testbedId },
      `${t.label} [${t.runs} runs, ${t.testbedId.slice(0, 8)}]`));
    const firstTime = this.a.options.length === 0;
    keepChoice(this.a, testbeds());
    keepChoice(this.b, testbeds());
    if (firstTime && this.b.options.length > 1) {
      this.b.selectedIndex = 1;
    }
  }

  selection(testbed) {
    return `plan=${this.plan.value},last=${this.last.value},testbed=${testbed}`;
  }

  async compare() {
    if (this.a.value === this.b.value) {
      throw new Error('Choose two different testbeds.');
    }
    const [median, p99] = await Promise.all(METRICS.map((metric) => api.get(`/api/results/compare?${
      new URLSearchParams({ a: this.selection(this.a.value), b: this.selection(this.b.value), metric })}`)));
    const byKey = new Map(p99.pairs.map((pair) => [JSON.stringify(pair.key), pair]));
    const name = (select) => select.selectedOptions[0].textContent;
    this.message.className = 'note';
    this.message.textContent = `${median.runsA.length} run(s) of ${this.plan.value} on A (${name(this.a)}) against `
      + `${median.runsB.length} on B (${name(this.b)}): ${median.pairs.length} case(s) paired, `
      + `${median.unpaired.length} measured on one testbed only.`;
    this.table.hidden = median.pairs.length === 0;
    this.table.querySelector('tbody').replaceChildren(...median.pairs.map((pair) => {
      const other = byKey.get(JSON.stringify(pair.key));
      return el('tr', { dataset: { blade: pair.key.blade, middleware: pair.key.middleware } },
        ...keyCells(pair.key), ...pairCells(pair, median.unit),
        ...(other ? pairCells(other, p99.unit) : Array.from({ length: 4 }, () => el('td', {}, '–'))));
    }));
    this.unpaired.hidden = median.unpaired.length === 0;
    this.unpaired.querySelector('ul').replaceChildren(...median.unpaired.map((u) => el('li', {},
      `only on ${u.side.toUpperCase()}: ${u.key.blade}: ${u.key.middleware} ${u.key.operation}, `
      + `${u.key.clients} client(s): median ${figure(u.figure.value, median.unit)}`)));
    return { median, p99 };
  }
}
