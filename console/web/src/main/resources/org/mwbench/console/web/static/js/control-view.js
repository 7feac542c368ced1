// The life-cycle buttons. The server says which steps the blades' states allow; only those
// buttons are enabled. Deploy sends the plan table as it is on screen.

import { api, ApiError } from './api.js';
import { duration } from './dom.js';

export class ControlView {
  constructor({ bar, runLine, message, plan, onStepDone }) {
    this.bar = bar;
    this.runLine = runLine;
    this.messageLine = message;
    this.plan = plan;
    this.onStepDone = onStepDone;
    this.buttons = [...bar.querySelectorAll('button[data-step]')];
    this.pending = null;
    this.allowed = [];
    for (const button of this.buttons) {
      button.addEventListener('click', () => this.step(button.dataset.step));
    }
  }

  update(status) {
    this.allowed = status.allowed;
    this.enable();
    const run = status.run;
    if (status.busy) {
      this.runLine.textContent = `${status.busy}…`;
    } else if (run) {
      const counts = {};
      Object.values(run.states).forEach((state) => {
        counts[state] = (counts[state] || 0) + 1;
      });
      const states = Object.entries(counts).map(([state, n]) => `${n} ${state}`).join(', ');
      const lost = Object.keys(run.lostAgents).length;
      this.runLine.textContent = `${run.plan} (${run.runId}): ${states}` + (run.elapsed > 0 ? `, ${duration(run.elapsed)}` : '')
        + (lost > 0 ? `, ${lost} agent(s) lost` : '');
    } else {
      this.runLine.textContent = 'no test deployed';
    }
    this.runLine.dataset.states = run ? [...new Set(Object.values(run.states))].join(' ') : '';
  }

  enable() {
    for (const button of this.buttons) {
      const step = button.dataset.step;
      let enabled = this.pending === null && this.allowed.includes(step);
      if (step === 'deploy') {
        enabled = enabled && this.plan.hasRows() && this.plan.name() !== '';
      }
      button.disabled = !enabled;
    }
  }

  say(text, error = false) {
    this.messageLine.textContent = text;
    this.messageLine.className = error ? 'error' : '';
  }

  async step(step) {
    this.pending = step;
    this.enable();
    this.say(`${step}…`);
    try {
      let outcome;
      if (step === 'deploy') {
        outcome = await api.post('/api/control/deploy', { name: this.plan.name(), document: this.plan.document() });
        this.plan.clearErrors();
      } else {
        outcome = await api.post(`/api/control/${step}`);
      }
      this.say(outcome.message);
      this.onStepDone(step, outcome);
    } catch (e) {
      this.say(e instanceof ApiError ? e.message : String(e), true);
      if (e instanceof ApiError && Array.isArray(e.details)) {
        this.plan.showErrors(e.details);
        this.onStepDone(step, null, e);
      }
    } finally {
      this.pending = null;
      this.enable();
    }
  }
}
