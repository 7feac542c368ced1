// The History tab: what the results database holds (cases, testbeds), one case's metric
// across runs on a testbed with its 95% band, the latest run's regression verdict, and
// every case's regressions. All text goes in as text (dom.js), plan names included.

import { api } from './api.js';
import { el, keepChoice, number } from './dom.js';
import { HistoryChart } from './history-chart.js';
import { caseName, date, figure, interval, percent, scale, shownValue } from './results-format.js';

export class HistoryView {
  /** @param openRun (folderName) => opens a run of the runs folder in the Results tab */
  constructor({ root, openRun, onCatalog }) {
    const $ = (selector) => root.querySelector(selector);
    this.database = $('#results-db');
    this.caseSelect = $('#history-case');
    this.testbedSelect = $('#history-testbed');
    this.metricSelect = $('#history-metric');
    this.message = $('#history-message');
    this.chartCard = $('#history-chart');
    this.chart = new HistoryChart(this.chartCard);
    this.verdict = $('#history-verdict');
    this.points = $('#history-points');
    this.regressionsMetric = $('#regressions-metric');
    this.regressionsMessage = $('#regressions-message');
    this.regressions = $('#regressions-table');
    this.metricSelects = root.querySelectorAll('select.metric');
    this.openRun = openRun;
    this.onCatalog = onCatalog;
    $('#history-show').addEventListener('click', () => this.show().catch((e) => this.say(e.message, true)));
    $('#regressions-check').addEventListener('click', () => this.checkRegressions()
      .catch((e) => { this.regressionsMessage.textContent = e.message; }));
    this.generation = 0;
  }

  async refresh() {
    const generation = ++this.generation;
    const catalog = await api.get('/api/results');
    if (generation !== this.generation) {
      return catalog;
    }
    this.database.textContent = catalog.stored
      ? `Results database: ${catalog.database} (${catalog.plans.reduce((n, p) => n + p.runs, 0)} runs stored)`
      : `Results database: ${catalog.database}: no run stored yet (mwbench run stores each run; mwbench db import older ones).`;
    keepChoice(this.caseSelect, catalog.cases.map((c) => el('option', { value: c.caseId },
      `${caseName(c)} [${c.runs} runs]`)));
    keepChoice(this.testbedSelect, catalog.testbeds.map((t) => el('option', { value: t.testbedId },
      `${t.label} [${t.runs} runs, ${t.testbedId.slice(0, 8)}]`)));
    for (const select of this.metricSelects) {
      keepChoice(select, catalog.metrics.map((m) => el('option', { value: m, selected: m === 'p99' }, m)));
    }
    this.onCatalog(catalog);
    return catalog;
  }

  say(text, error = false) {
    this.message.textContent = text;
    this.message.className = error ? 'error' : 'note';
  }

  async show() {
    const query = new URLSearchParams({ case: this.caseSelect.value, testbed: this.testbedSelect.value,
      metric: this.metricSelect.value });
    const history = await api.get(`/api/results/history?${query}`);
    const { unit } = history;
    const points = history.points;
    this.say(`${caseName(history.case)}: ${history.metric} over ${points.length} run(s) on this testbed, `
      + 'with its 95% interval (the band).');
    this.chartCard.hidden = points.length === 0;
    if (points.length > 0) {
      this.chart.show(points.map(({ point }) => ({ value: shownValue(point.value, unit),
        low: shownValue(point.low, unit), high: shownValue(point.high, unit) })),
      points.map(({ point }) => date(point.startedAt)), `${history.metric} (${scale(unit).label})`);
    }
    this.points.hidden = points.length === 0;
    this.points.querySelector('tbody').replaceChildren(...points.map(({ point, reportUrl }, i) => el('tr',
      { dataset: { run: point.folderName } },
      el('td', { class: 'number' }, i + 1), el('td', {}, point.folderName, point.cutShort ? ' (cut short)' : ''),
      el('td', {}, point.planName), el('td', {}, date(point.startedAt)),
      el('td', { class: 'number' }, figure(point.value, unit)),
      el('td', { class: 'number' }, interval(point.low, point.high, unit)),
      el('td', { class: 'number' }, number(point.calls, 0)), el('td', { class: 'number' }, number(point.errors, 0)),
      el('td', { class: 'number' }, point.series),
      el('td', {}, this.reportButton(point.folderName, reportUrl)))));
    this.showVerdict(history.check, unit);
    return history;
  }

  showVerdict(view, unit) {
    this.verdict.hidden = view === null;
    if (view === null) {
      return;
    }
    const { check } = view;
    this.verdict.className = !check.judged ? 'note' : (check.regressed ? 'regressed' : 'steady');
    this.verdict.textContent = !check.judged
      ? `Latest run not judged: ${check.earlier} earlier run(s), at least 3 are needed.`
      : `Latest run ${check.regressed ? 'REGRESSED' : 'within the earlier runs'}: ${figure(check.latest.value, unit)}`
        + ` against a mean of ${figure(check.baselineMean, unit)} over ${check.earlier} earlier run(s)`
        + ` (limit ${figure(check.limit, unit)}, change ${percent(check.changePct)}).`;
  }

  reportButton(folder, reportUrl) {
    return reportUrl === '' ? '–' : el('button', { type: 'button', class: 'open-report',
      onclick: () => this.openRun(folder) }, 'Open report');
  }

  async checkRegressions() {
    const answer = await api.get(`/api/results/regressions?metric=${encodeURIComponent(this.regressionsMetric.value)}`);
    const { unit } = answer;
    const regressed = answer.checks.filter((view) => view.check.regressed).length;
    this.regressionsMessage.textContent = `${answer.checks.length} case(s) on their testbeds; ${regressed} regressed `
      + `(latest run beyond the one-sided 99% prediction interval of the ${answer.window} runs before it, `
      + `and ${answer.minChangePct} % worse at least).`;
    this.regressions.hidden = answer.checks.length === 0;
    this.regressions.querySelector('tbody').replaceChildren(...answer.checks.map(({ check, caseName: name, reportUrl }) => {
      const latest = check.latest;
      return el('tr', { class: check.regressed ? 'regressed' : '' },
        el('td', {}, name), el('td', {}, latest.testbedLabel), el('td', {}, latest.folderName),
        el('td', { class: 'number' }, figure(latest.value, unit)),
        el('td', { class: 'number' }, figure(check.baselineMean, unit)),
        el('td', { class: 'number' }, check.judged ? figure(check.limit, unit) : '–'),
        el('td', { class: 'number' }, percent(check.changePct)),
        el('td', {}, !check.judged ? `not judged (${check.earlier} earlier)` : (check.regressed ? 'REGRESSION' : 'ok')),
        el('td', {}, this.reportButton(latest.folderName, reportUrl)));
    }));
    return answer;
  }
}
