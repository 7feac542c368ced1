// Live charts on uPlot (from its WebJar, served by the console). A chart owns its data, a
// SlidingColumns of at most `capacity` rows, and redraws only when something changed.

import uPlot from '/webjars/uplot/dist/uPlot.esm.js';
import { SlidingColumns } from './sliding-columns.js';
import { duration } from './dom.js';

const PALETTE = ['#1f77b4', '#d62728', '#2ca02c', '#ff7f0e', '#9467bd', '#8c564b', '#e377c2', '#17becf', '#7f7f7f'];
const HEIGHT = 170;
const SECOND_STEPS = [1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 900, 1800, 3600, 7200];

function widthOf(container) {
  return Math.max(260, container.clientWidth || 0);
}

function seriesOption(definition, index) {
  return {
    label: definition.label,
    scale: definition.scale || 'y',
    stroke: definition.color || PALETTE[index % PALETTE.length],
    width: 1.5,
    spanGaps: false,
    points: { show: false },
    value: (u, v) => (v === null || v === undefined ? '–' : v.toLocaleString('en-US', { maximumFractionDigits: 2 })),
  };
}

function options(title, definitions, width) {
  const scales = { x: { time: false } };
  // whole seconds only: a tick between two seconds would repeat a label
  const axes = [{ values: (u, splits) => splits.map(duration), label: 'time since origin', incrs: SECOND_STEPS }];
  const seen = new Set();
  definitions.forEach((definition) => {
    const scale = definition.scale || 'y';
    if (!seen.has(scale)) {
      seen.add(scale);
      scales[scale] = { auto: true, range: (u, min, max) => [0, max > 0 ? max * 1.1 : 1] };
      axes.push({ scale, label: definition.axis || definition.label, side: seen.size === 1 ? 3 : 1,
        grid: { show: seen.size === 1 } });
    }
  });
  return {
    ...(title ? { title } : {}),
    width,
    height: HEIGHT,
    scales,
    axes,
    legend: { show: true, live: true },
    cursor: { drag: { x: false, y: false } },
    series: [{ label: 'time', value: (u, v) => (v === null || v === undefined ? '–' : duration(v)) },
      ...definitions.map(seriesOption)],
  };
}

/**
 * What every live chart does with its uPlot and its sliding window of points
 * (`this.plot`, `this.data`, `this.container`, `this.dirty`): redraw only when a point
 * came, follow the page's width, and let go of the plot.
 */
class LiveChart {
  redraw() {
    if (this.dirty) {
      this.plot.setData(this.data.columns);
      this.dirty = false;
    }
  }

  resize() {
    this.plot.setSize({ width: widthOf(this.container), height: HEIGHT });
  }

  size() {
    return this.data.size();
  }

  destroy() {
    this.plot.destroy();
  }
}

/** Several series over one x (seconds since the run's origin); every push gives all of them. */
export class TimeChart extends LiveChart {
  /**
   * @param definitions [{label, scale, axis, color}]: series sharing a `scale` share an axis
   */
  constructor(container, title, definitions, capacity) {
    super();
    this.container = container;
    this.title = title;
    this.definitions = definitions;
    this.data = new SlidingColumns(1 + definitions.length, capacity);
    this.plot = new uPlot(options(title, definitions, widthOf(container)), this.data.columns, container);
    this.dirty = false;
  }

  push(x, values) {
    this.data.push([x, ...values]);
    this.dirty = true;
  }

}

/**
 * One gauge (the population of virtual users, say), one series per blade. Readings are
 * put on whole seconds, so that blades read at slightly different instants share a row.
 */
export class GaugeChart extends LiveChart {
  /** @param title null for none (the card around it has one) */
  constructor(container, title, axis, capacity) {
    super();
    this.container = container;
    this.title = title;
    this.axis = axis;
    this.blades = [];
    this.data = new SlidingColumns(1, capacity);
    this.plot = null;
    this.dirty = false;
    this.build();
  }

  build() {
    if (this.plot) {
      this.plot.destroy();
    }
    const definitions = this.blades.map((blade) => ({ label: blade, axis: this.axis }));
    this.plot = new uPlot(options(this.title, definitions, widthOf(this.container)), this.data.columns, this.container);
  }

  push(blade, x, value) {
    let column = this.blades.indexOf(blade) + 1;
    if (column === 0) {
      this.blades.push(blade);
      column = this.data.addColumn();
      this.build();
    }
    const second = Math.round(x);
    const xs = this.data.columns[0];
    let row = this.data.find(second);
    if (row < 0) {
      if (xs.length > 0 && second < xs[xs.length - 1]) {
        return; // older than what is shown, and not on a shown second: drop it
      }
      this.data.push([second]);
      row = this.data.length - 1;
    }
    this.data.set(row, column, value);
    this.dirty = true;
  }

}
