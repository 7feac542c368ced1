// The alarm list, newest first, at most `max` lines in the page.

import { el, duration } from './dom.js';

export class AlarmsView {
  constructor(list, max = 200) {
    this.list = list;
    this.max = max;
    this.empty = el('li', { class: 'empty' }, 'No alarm.');
    this.list.append(this.empty);
  }

  add(alarms) {
    for (const alarm of alarms) {
      this.empty.remove();
      const when = alarm.at >= 0 ? `+${duration(alarm.at)}` : alarm.time.replace('T', ' ').replace(/\.\d+Z$/, 'Z');
      const who = alarm.blade ? alarm.blade : 'console';
      this.list.prepend(el('li', { class: alarm.severity, dataset: { severity: alarm.severity } },
        `${when} ${alarm.severity} ${who}: ${alarm.message}`));
    }
    while (this.list.children.length > this.max) {
      this.list.lastElementChild.remove();
    }
  }
}
