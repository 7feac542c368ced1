// The console page: tabs, the once-a-second status poll, and the views it feeds.

import { api, ApiError } from './api.js';
import { PlanView } from './plan-view.js';
import { LiveView } from './live-view.js';
import { AlarmsView } from './alarms-view.js';
import { ControlView } from './control-view.js';
import { ResultsView } from './results-view.js';
import { HistoryView } from './history-view.js';
import { CompareView } from './compare-view.js';
import { TestbedsView } from './testbeds-view.js';

const $ = (selector) => document.querySelector(selector);
const POLL_MILLIS = 1000;
const AGENTS_MILLIS = 5000;

const plan = new PlanView({
  select: $('#plan-select'), openButton: $('#plan-open'), newButton: $('#plan-new'), upload: $('#plan-upload'),
  nameInput: $('#plan-name'), validateButton: $('#plan-validate'), saveButton: $('#plan-save'), addButton: $('#row-add'),
  table: $('#plan-table'), messages: $('#plan-messages'), agentsBody: $('#agents-table tbody'),
});
export const liveView = new LiveView({
  tableBody: $('#live-table tbody'), charts: $('#charts'), gaugeCharts: $('#gauge-charts'), capacity: 600,
});
const alarms = new AlarmsView($('#alarm-list'));
const results = new ResultsView({ folder: $('#runs-folder'), tableBody: $('#runs-table tbody'), view: $('#run-view') });
const compare = new CompareView($('#tab-history'));
const testbeds = new TestbedsView($('#tab-history'));
const history = new HistoryView({
  root: $('#tab-history'),
  // a run's report opens in the Results tab, by the folder name the database keeps
  openRun: (folder) => {
    showTab('results');
    results.open(folder).catch(report);
  },
  onCatalog: (catalog) => {
    compare.suggest(catalog);
    testbeds.offer(catalog);
  },
});
const control = new ControlView({
  bar: $('#control-bar'), runLine: $('#run-line'), message: $('#control-message'), plan,
  onStepDone: (step, outcome, error) => {
    if (error) {
      showTab('plan');
    } else if (step === 'start') {
      showTab('live');
    } else if (step === 'collect') {
      results.refresh().catch(report);
    }
    pollNow();
  },
});

let currentTab = 'plan';
function showTab(name) {
  currentTab = name;
  for (const button of document.querySelectorAll('#tabs button')) {
    button.classList.toggle('selected', button.dataset.tab === name);
  }
  for (const tab of document.querySelectorAll('main > section.tab')) {
    tab.hidden = tab.id !== `tab-${name}`;
  }
  if (name === 'live') {
    liveView.resize();
  } else if (name === 'results') {
    results.refresh().catch(report);
  } else if (name === 'history') {
    history.refresh().catch(report);
  }
}
for (const button of document.querySelectorAll('#tabs button')) {
  button.addEventListener('click', () => showTab(button.dataset.tab));
}

function report(error) {
  control.say(error instanceof ApiError ? error.message : String(error), true);
}

let ticksSeen = 0;
let alarmsSeen = 0;
let timer = null;
let polling = false;
let lastRun = null;

async function poll() {
  if (polling) {
    return;
  }
  polling = true;
  clearTimeout(timer);
  try {
    const status = await api.get(`/api/status?ticks=${ticksSeen}&alarms=${alarmsSeen}`);
    if (status.run && status.run.runId !== liveView.runId) {
      liveView.reset(status.run.runId);
    }
    for (const tick of status.ticks) {
      liveView.accept(tick);
      ticksSeen = Math.max(ticksSeen, tick.seq);
    }
    liveView.setStates(status.run ? status.run.states : {});
    liveView.redraw();
    alarms.add(status.alarms);
    status.alarms.forEach((alarm) => {
      alarmsSeen = Math.max(alarmsSeen, alarm.seq);
    });
    control.update(status);
    plan.setRun(status.run);
    if (status.lastRun && status.lastRun !== lastRun) {
      if (lastRun !== null && currentTab === 'results') {
        results.refresh().catch(report);
      }
      lastRun = status.lastRun;
    }
  } catch (e) {
    if (!(e instanceof ApiError && e.status === 401)) {
      control.say(`the console does not answer: ${e.message}`, true);
    }
  } finally {
    polling = false;
    timer = setTimeout(poll, POLL_MILLIS);
  }
}

function pollNow() {
  clearTimeout(timer);
  poll();
}

async function refreshAgents() {
  try {
    await plan.refreshAgents();
  } catch (e) {
    // the status line already says when the console does not answer
  }
  setTimeout(refreshAgents, AGENTS_MILLIS);
}

let resizeTimer = null;
window.addEventListener('resize', () => {
  clearTimeout(resizeTimer);
  resizeTimer = setTimeout(() => liveView.resize(), 200);
});

async function start() {
  try {
    const plans = await plan.loadList();
    if (plans.length > 0) {
      await plan.open(plans.includes('quickstart') ? 'quickstart' : plans[0]);
      plan.select.value = plan.name();
    } else {
      plan.newPlan();
    }
  } catch (e) {
    report(e);
  }
  refreshAgents();
  poll();
}

start();
