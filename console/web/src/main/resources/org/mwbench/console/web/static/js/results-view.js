// The stored runs: plan, date and a one-line summary each; opening one shows the analysis'
// report.html when the run has one, and its quick statistics, facts and files.

import { api, runPath } from './api.js';
import { el, number, bytes } from './dom.js';

export class ResultsView {
  constructor({ folder, tableBody, view }) {
    this.folder = folder;
    this.tableBody = tableBody;
    this.view = view;
    this.title = view.querySelector('#run-title');
    this.summary = view.querySelector('#run-summary');
    this.reportLink = view.querySelector('#run-report-link');
    this.report = view.querySelector('#run-report');
    this.stats = view.querySelector('#run-stats tbody');
    this.statsError = view.querySelector('#run-stats-error');
    this.series = view.querySelector('#run-series');
    this.facts = view.querySelector('#run-facts tbody');
    this.files = view.querySelector('#run-files');
    this.generation = 0;
  }

  async refresh() {
    // two refreshes may cross (after collect, and when the tab is shown): only the last one draws
    const generation = ++this.generation;
    const answer = await api.get('/api/runs');
    if (generation !== this.generation) {
      return answer.runs;
    }
    this.folder.textContent = `Runs in ${answer.folder}`;
    this.tableBody.replaceChildren(...answer.runs.map((run) => el('tr', { dataset: { run: run.id } },
      el('td', {}, run.plan), el('td', {}, run.date), el('td', {}, run.summary), el('td', {}, run.id),
      el('td', {}, el('button', { type: 'button', class: 'open-run', onclick: () => this.open(run.id) },
        run.hasReport ? 'Open report' : 'Open')))));
    if (answer.runs.length === 0) {
      this.tableBody.append(el('tr', {}, el('td', { colspan: '5' }, 'No run stored yet.')));
    }
    return answer.runs;
  }

  async open(id) {
    const details = await api.get(`/api/runs/${runPath(id)}`);
    this.view.hidden = false;
    this.view.dataset.run = id;
    this.title.textContent = `${details.run.plan}: ${details.run.date}`;
    this.summary.textContent = `${details.run.id}: ${details.run.summary}`;
    const hasReport = details.reportUrl !== '';
    this.reportLink.hidden = !hasReport;
    this.report.hidden = !hasReport;
    if (hasReport) {
      this.reportLink.querySelector('a').href = details.reportUrl;
      this.report.src = details.reportUrl;
    } else {
      this.report.removeAttribute('src');
    }
    // A type not measured shows no figure (zeros would read as zero latency); one cut short says so.
    this.stats.replaceChildren(...details.statistics.map((row) => row.measured === 'not measured'
      ? el('tr', { dataset: { blade: row.blade, type: row.type, measured: row.measured } },
        el('td', {}, row.blade), el('td', {}, `${row.type} (not measured)`),
        ...Array.from({ length: 9 }, () => el('td', { class: 'number' }, '-')))
      : el('tr', { dataset: { blade: row.blade, type: row.type, measured: row.measured } },
        el('td', {}, row.blade), el('td', {}, row.measured === 'cut short' ? `${row.type} (cut short)` : row.type),
        el('td', { class: 'number' }, number(row.calls, 0)), el('td', { class: 'number' }, number(row.errors, 0)),
        ...[row.meanMs, row.medianMs, row.minMs, row.maxMs, row.stdDevMs, row.p99Ms]
          .map((value) => el('td', { class: 'number' }, number(value, 3))),
        el('td', { class: 'number', dataset: { field: 'callsPerSecond' } }, number(row.callsPerSecond, 1)))));
    this.statsError.hidden = details.statisticsError === '';
    this.statsError.textContent = details.statisticsError;
    this.series.hidden = details.series.length === 0;
    this.series.querySelector('ul').replaceChildren(...details.series.map((series) => el('li', {},
      el('button', { type: 'button', class: 'open-run', onclick: () => this.open(series.id) }, series.id),
      ` ${series.summary}`)));
    this.facts.replaceChildren(...Object.entries(details.facts).map(([key, value]) => el('tr', {},
      el('td', {}, key), el('td', {}, value))));
    this.files.replaceChildren(...details.files.map((file) => el('li', {},
      el('a', { href: `/runs/${runPath(file.path)}`, target: '_blank', rel: 'noopener' },
        file.path.startsWith(`${id}/`) ? file.path.slice(id.length + 1) : file.path),
      ` (${bytes(file.size)})`)));
    this.view.scrollIntoView({ block: 'start' });
    return details;
  }
}
