// The history of one metric across runs on uPlot: one point per run (x is the run's rank,
// labelled with its date), and the 95% interval the database computed drawn as a band
// between its low and high ends.

import uPlot from '/webjars/uplot/dist/uPlot.esm.js';

const HEIGHT = 260;
const INK = '#1f77b4';

export class HistoryChart {
  constructor(container) {
    this.container = container;
    this.plot = null;
  }

  /**
   * @param values [{value, low, high}] in display units, oldest run first
   * @param labels one x label per point (a date)
   * @param axis the y axis's label
   */
  show(values, labels, axis) {
    this.destroy();
    const xs = values.map((v, i) => i + 1);
    const data = [xs, values.map((v) => v.value), values.map((v) => v.low), values.map((v) => v.high)];
    const bound = { stroke: INK, width: 1, dash: [4, 4], points: { show: false } };
    this.plot = new uPlot({
      width: Math.max(320, Math.min(980, this.container.clientWidth || 720)),
      height: HEIGHT,
      scales: { x: { time: false, range: () => [0.5, xs.length + 0.5] },
        y: { range: (u, min, max) => [Math.min(0, min), max > 0 ? max * 1.1 : 1] } },
      axes: [{ label: 'run (oldest first)', incrs: [1], values: (u, splits) => splits.map((i) => labels[i - 1] || '') },
        { label: axis }],
      legend: { show: true, live: true },
      cursor: { drag: { x: false, y: false } },
      series: [{ label: 'run', value: (u, i) => (i === null ? '–' : `#${i} ${labels[i - 1] || ''}`) },
        { label: axis, stroke: INK, width: 2, points: { show: true, size: 8, fill: INK }, value: shown },
        { label: '95% low', ...bound, value: shown },
        { label: '95% high', ...bound, value: shown }],
      bands: [{ series: [3, 2], fill: 'rgba(31, 119, 180, 0.15)' }],
    }, data, this.container);
    // what a reader (and the browser test) can count: the points drawn
    this.container.dataset.points = String(values.filter((v) => v.value !== null).length);
  }

  destroy() {
    if (this.plot) {
      this.plot.destroy();
      this.plot = null;
    }
  }
}

function shown(u, v) {
  return v === null || v === undefined ? '–' : v.toLocaleString('en-US', { maximumFractionDigits: 3 });
}
