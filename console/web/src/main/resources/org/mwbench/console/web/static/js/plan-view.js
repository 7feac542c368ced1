// The test plan as CLIF's console shows it: one row per blade (server, id, kind, class,
// argument, comment, JVM options) with its live state. Errors from the server are put on
// the row and cell they name.

import { api, ApiError } from './api.js';
import { el } from './dom.js';

const FIELDS = ['server', 'id', 'kind', 'className', 'argument', 'comment', 'jvm'];
const KINDS = [['injector', 'injector'], ['probe', 'probe'], ['sut', 'server (sut)']];

export class PlanView {
  constructor({ select, openButton, newButton, upload, nameInput, validateButton, saveButton, addButton, table,
    messages, agentsBody }) {
    Object.assign(this, { select, nameInput, table, messages, agentsBody });
    this.body = table.tBodies[0];
    this.header = [];
    this.runStates = null;
    openButton.addEventListener('click', () => this.guard(() => this.open(this.select.value)));
    newButton.addEventListener('click', () => this.newPlan());
    upload.addEventListener('change', () => this.guard(async () => {
      if (upload.files.length > 0) {
        await this.upload(upload.files[0]);
        upload.value = '';
      }
    }));
    validateButton.addEventListener('click', () => this.guard(() => this.validate()));
    saveButton.addEventListener('click', () => this.guard(() => this.save()));
    addButton.addEventListener('click', () => {
      const rows = this.readRows();
      rows.push({ server: 'local host', id: '', kind: 'injector', className: '', argument: '', comment: '', jvm: '' });
      this.renderRows(rows);
    });
  }

  async guard(action) {
    try {
      await action();
    } catch (e) {
      this.say(e instanceof ApiError ? e.message : String(e), 'error');
    }
  }

  name() {
    return this.nameInput.value.trim();
  }

  hasRows() {
    return this.body.querySelectorAll('tr.blade').length > 0;
  }

  async loadList(selected) {
    const answer = await api.get('/api/plans');
    this.select.replaceChildren(...answer.plans.map((name) => el('option', { value: name }, name)));
    this.select.title = answer.folder;
    if (selected && answer.plans.includes(selected)) {
      this.select.value = selected;
    }
    return answer.plans;
  }

  async open(name) {
    if (!name) {
      this.say('The plans folder has no plan: upload one, or make a new one.', 'warn');
      return;
    }
    // "Opened" must mean this open: the line of an earlier one would say so while the table is still to be redrawn
    this.say(`Opening ${name}…`, 'note');
    this.show(await api.get(`/api/plans/${encodeURIComponent(name)}`));
    this.say(`Opened ${name}.`, 'ok');
  }

  newPlan() {
    this.header = ['#CLIF test plan'];
    this.nameInput.value = 'new-plan';
    this.renderRows([{ server: 'local host', id: 'blade-0', kind: 'injector', className: 'SyntheticInjector',
      argument: 'threads=1 duration=10s', comment: '', jvm: '' }]);
    this.say('A new plan: edit it, then validate and save.', 'ok');
  }

  async upload(file) {
    const name = file.name.replace(/\.ctp$/, '').replace(/[^A-Za-z0-9_.-]/g, '-');
    const view = await api.post('/api/plan-parse', { name, text: await file.text() });
    this.show(view);
    this.say(`Read ${file.name}: save it to keep it in the plans folder.`, 'ok');
  }

  /** The table as a plan document, for the server. */
  document() {
    return { header: this.header, rows: this.readRows(), dropped: [] };
  }

  async validate() {
    const view = await api.post('/api/plan-check', { name: this.name(), document: this.document() });
    this.showErrors(view.errors);
    if (view.errors.length === 0) {
      this.say(`${this.name()} is valid: ${view.document.rows.length} blade(s).`, 'ok');
    }
    return view.errors.length === 0;
  }

  async save() {
    const name = this.name();
    const view = await api.put(`/api/plans/${encodeURIComponent(name)}`, { name, document: this.document() });
    this.showErrors(view.errors);
    await this.loadList(name);
    this.say(`Saved to ${view.file}${view.errors.length ? `, with ${view.errors.length} error(s)` : ''}.`,
      view.errors.length ? 'warn' : 'ok');
  }

  show(view) {
    this.header = view.document.header;
    this.nameInput.value = view.name;
    this.renderRows(view.document.rows);
    this.showErrors(view.errors);
    if (view.document.dropped.length > 0) {
      this.say(`Keys the table has no column for, left out when saved: ${view.document.dropped.join(', ')}`, 'warn');
    }
  }

  readRows() {
    return [...this.body.querySelectorAll('tr.blade')].map((row) => {
      const values = {};
      for (const field of FIELDS) {
        values[field] = row.querySelector(`[data-field="${field}"]`).value;
      }
      return values;
    });
  }

  renderRows(rows) {
    this.body.replaceChildren();
    rows.forEach((values, index) => {
      const cells = FIELDS.map((field) => {
        let input;
        if (field === 'kind') {
          input = el('select', { dataset: { field } }, KINDS.map(([value, label]) => el('option', { value }, label)));
          input.value = KINDS.some(([value]) => value === values.kind) ? values.kind : 'injector';
        } else {
          input = el('input', { type: 'text', value: values[field] || '', spellcheck: 'false', dataset: { field } });
        }
        input.setAttribute('aria-label', `${field} of blade ${index}`);
        return el('td', { dataset: { column: field } }, input);
      });
      const remove = el('button', { type: 'button', class: 'row-delete', title: 'Remove this blade',
        onclick: () => this.renderRows(this.readRows().filter((row, i) => i !== index)) }, '×');
      this.body.append(el('tr', { class: 'blade', dataset: { row: String(index) } }, cells,
        el('td', { class: 'state' }), el('td', {}, remove)));
    });
    this.showStates();
  }

  clearErrors() {
    this.body.querySelectorAll('tr.row-errors').forEach((row) => row.remove());
    this.body.querySelectorAll('td.invalid').forEach((cell) => {
      cell.classList.remove('invalid');
      cell.title = '';
    });
    this.messages.replaceChildren();
  }

  /** Marks each error's cell and lists its message under its row; plan-wide errors go above the table. */
  showErrors(errors) {
    this.clearErrors();
    const rows = [...this.body.querySelectorAll('tr.blade')];
    const byRow = new Map();
    for (const error of errors) {
      const row = rows[error.row];
      if (!row) {
        this.say(`${error.location}: ${error.key ? `${error.key}: ` : ''}${error.message}`, 'error', true);
        continue;
      }
      const cell = error.column && row.querySelector(`td[data-column="${error.column}"]`);
      if (cell) {
        cell.classList.add('invalid');
        cell.title = error.message;
      }
      if (!byRow.has(error.row)) {
        byRow.set(error.row, []);
      }
      byRow.get(error.row).push(error);
    }
    for (const [index, rowErrors] of byRow) {
      rows[index].after(el('tr', { class: 'row-errors', dataset: { row: String(index) } },
        el('td', { colspan: String(FIELDS.length + 2) },
          el('ul', {}, rowErrors.map((error) => el('li', {}, `${error.key}: ${error.message} (${error.location})`))))));
    }
    if (errors.length > 0) {
      this.say(`${errors.length} error(s): see the marked rows.`, 'error', true);
    }
  }

  say(text, kind, keep = false) {
    const line = el('p', { class: kind }, text);
    if (keep) {
      this.messages.append(line);
    } else {
      this.messages.replaceChildren(line);
    }
  }

  /** The deployed run's blade states, shown on the rows when the table shows that run's plan. */
  setRun(run) {
    this.runStates = run && run.plan === this.name() ? run.states : null;
    this.showStates();
  }

  showStates() {
    for (const row of this.body.querySelectorAll('tr.blade')) {
      const id = row.querySelector('[data-field="id"]').value;
      const state = this.runStates ? this.runStates[id] || '' : '';
      const cell = row.querySelector('td.state');
      cell.textContent = state;
      cell.className = `state state-${state}`;
    }
  }

  async refreshAgents() {
    const answer = await api.get('/api/agents');
    this.agentsBody.replaceChildren(...answer.agents.map((agent) => el('tr', { dataset: { agent: agent.name } },
      el('td', {}, agent.name), el('td', {}, agent.error ? agent.error : agent.host), el('td', {}, agent.jvm),
      el('td', {}, agent.os), el('td', { class: 'number' }, agent.cpus))));
  }
}
