// The live view: a table of each blade and action type's latest figures, two charts per
// blade and action type (calls/s with errors/s; mean with p99), one chart per gauge
// (active virtual users...). Every chart keeps a bounded window of points.

import { el, number } from './dom.js';
import { TimeChart, GaugeChart } from './charts.js';

const GAUGE_TITLES = {
  population: ['Active virtual users', 'users'],
  cpu_pct: ['CPU of the JVM each blade runs in', '%'],
  // CLIF's probe blades (blade.N.probe=...): their live figures, one series per probe
  'cpu.busy_pct': ['Probes: host CPU busy', '% of all cores'],
  'memory.used_pct': ['Probes: host memory used', '%'],
  'memory.used_mb': ['Probes: host memory used', 'MB'],
  'network.rx_kbit_s': ['Probes: network received', 'kbit/s'],
  'network.tx_kbit_s': ['Probes: network sent', 'kbit/s'],
  'disk.read_kb_s': ['Probes: disk read', 'kB/s'],
  'disk.write_kb_s': ['Probes: disk written', 'kB/s'],
  'disk.busy_pct': ['Probes: disk busy', '% of the time'],
  'jvm.heap_used_mb': ['Probes: JVM heap used', 'MB'],
  'jvm.gc_ms': ['Probes: JVM time in GC per period', 'ms'],
  'jvm.threads': ['Probes: JVM live threads', 'threads'],
};

class SeriesPanel {
  constructor(container, tableBody, interval, capacity) {
    this.blade = interval.blade;
    const name = `${interval.blade} · ${interval.type}${interval.warmup ? ' (warm-up)' : ''}`;
    const throughputBox = el('div');
    const latencyBox = el('div');
    this.card = el('div', { class: 'chart-card', dataset: { blade: interval.blade, type: interval.type } },
      el('h3', {}, name), el('div', { class: 'pair' }, throughputBox, latencyBox));
    container.append(this.card);
    this.throughput = new TimeChart(throughputBox, 'calls/s and errors/s', [
      { label: 'calls/s', axis: 'calls/s' },
      { label: 'errors/s', scale: 'errors', axis: 'errors/s', color: '#d62728' },
    ], capacity);
    this.latency = new TimeChart(latencyBox, 'latency (ms)', [
      { label: 'mean', axis: 'ms' },
      { label: 'p99', axis: 'ms', color: '#ff7f0e' },
    ], capacity);
    this.cells = {
      state: el('td', { class: 'state' }),
      callsPerSecond: el('td', { class: 'number', dataset: { field: 'callsPerSecond', value: '0' } }, '–'),
      errorsPerSecond: el('td', { class: 'number', dataset: { field: 'errorsPerSecond' } }, '–'),
      meanMs: el('td', { class: 'number', dataset: { field: 'meanMs' } }, '–'),
      p99Ms: el('td', { class: 'number', dataset: { field: 'p99Ms' } }, '–'),
      maxMs: el('td', { class: 'number', dataset: { field: 'maxMs' } }, '–'),
    };
    this.row = el('tr', { dataset: { blade: interval.blade, type: interval.type, warmup: String(interval.warmup) } },
      el('td', {}, interval.blade), el('td', {}, interval.type + (interval.warmup ? ' (warm-up)' : '')),
      Object.values(this.cells));
    tableBody.append(this.row);
    this.latest = null;
  }

  push(interval) {
    this.throughput.push(interval.end, [interval.callsPerSecond, interval.errorsPerSecond]);
    // an interval with no successful call has no latency: a gap, not a zero
    const measured = interval.calls > interval.errors;
    this.latency.push(interval.end, [measured ? interval.meanMs : null, measured ? interval.p99Ms : null]);
    this.latest = interval;
  }

  redraw(states) {
    this.throughput.redraw();
    this.latency.redraw();
    const state = states[this.blade] || '';
    this.cells.state.textContent = state;
    this.cells.state.className = `state state-${state}`;
    if (this.latest) {
      for (const field of ['callsPerSecond', 'errorsPerSecond', 'meanMs', 'p99Ms', 'maxMs']) {
        const value = this.latest[field];
        this.cells[field].textContent = number(value, field === 'callsPerSecond' || field === 'errorsPerSecond' ? 1 : 3);
        this.cells[field].dataset.value = String(value);
      }
    }
  }

  resize() {
    this.throughput.resize();
    this.latency.resize();
  }

  size() {
    return this.throughput.size() + this.latency.size();
  }

  destroy() {
    this.throughput.destroy();
    this.latency.destroy();
    this.card.remove();
    this.row.remove();
  }
}

export class LiveView {
  constructor({ tableBody, charts, gaugeCharts, capacity }) {
    this.tableBody = tableBody;
    this.charts = charts;
    this.gaugeCharts = gaugeCharts;
    this.populationCard = gaugeCharts.querySelector('#population-card');
    this.capacity = capacity;
    this.runId = null;
    this.panels = new Map();
    this.gauges = new Map();
    this.states = {};
  }

  /** Drops every chart: a new run starts afresh. */
  reset(runId) {
    for (const panel of this.panels.values()) {
      panel.destroy();
    }
    for (const [name, gauge] of this.gauges) {
      gauge.chart.destroy();
      if (name === 'population') {
        this.populationCard.querySelector('#population-none').hidden = false;
      } else {
        gauge.card.remove();
      }
    }
    this.panels.clear();
    this.gauges.clear();
    this.runId = runId;
  }

  /** Takes one tick of the status: its intervals and gauge readings. */
  accept(tick) {
    if (tick.runId !== this.runId) {
      this.reset(tick.runId);
    }
    for (const interval of tick.intervals) {
      const key = `${interval.blade}\u0000${interval.type}\u0000${interval.warmup}`;
      let panel = this.panels.get(key);
      if (!panel) {
        panel = new SeriesPanel(this.charts, this.tableBody, interval, this.capacity);
        this.panels.set(key, panel);
      }
      panel.push(interval);
    }
    for (const gauge of tick.gauges) {
      this.gauge(gauge.name).chart.push(gauge.blade, gauge.end, gauge.value);
    }
  }

  gauge(name) {
    let gauge = this.gauges.get(name);
    if (!gauge) {
      let card;
      let box;
      if (name === 'population') {
        // the population's card is in the page from the start: the issue asks for it on every run
        card = this.populationCard;
        box = card.querySelector('.single');
        card.querySelector('#population-none').hidden = true;
      } else {
        const [title] = GAUGE_TITLES[name] || [name];
        box = el('div', { class: 'single' });
        card = el('div', { class: 'chart-card', dataset: { gauge: name } }, el('h3', {}, title), box);
        this.gaugeCharts.append(card);
      }
      const [, axis] = GAUGE_TITLES[name] || [name, name];
      gauge = { card, chart: new GaugeChart(box, null, axis, this.capacity) };
      this.gauges.set(name, gauge);
    }
    return gauge;
  }

  setStates(states) {
    this.states = states || {};
  }

  redraw() {
    for (const panel of this.panels.values()) {
      panel.redraw(this.states);
    }
    for (const gauge of this.gauges.values()) {
      gauge.chart.redraw();
    }
  }

  resize() {
    for (const panel of this.panels.values()) {
      panel.resize();
    }
    for (const gauge of this.gauges.values()) {
      gauge.chart.resize();
    }
  }

  /** Values held by every chart: bounded by capacity x series, whatever the run's length. */
  pointCount() {
    let count = 0;
    for (const panel of this.panels.values()) {
      count += panel.size();
    }
    for (const gauge of this.gauges.values()) {
      count += gauge.chart.size();
    }
    return count;
  }

  chartCount() {
    return this.panels.size * 2 + this.gauges.size;
  }
}
