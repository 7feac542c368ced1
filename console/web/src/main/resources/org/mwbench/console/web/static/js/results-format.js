// How the results database's figures read on the page: durations come in ns and show in ms,
// throughput in calls/s; NaN (Jackson writes it as the string "NaN") shows as a dash.

import { number } from './dom.js';

export function scale(unit) {
  return unit === 'ns' ? { factor: 1e-6, label: 'ms' } : { factor: 1, label: unit };
}

/** A figure in display units, or null when there is none. */
export function shownValue(value, unit) {
  const n = Number(value);
  return value === null || value === undefined || Number.isNaN(n) ? null : n * scale(unit).factor;
}

export function figure(value, unit) {
  const shown = shownValue(value, unit);
  return shown === null ? '–' : `${number(shown, 3)} ${scale(unit).label}`;
}

export function interval(low, high, unit) {
  const a = shownValue(low, unit);
  const b = shownValue(high, unit);
  return a === null || b === null ? '–' : `${number(a, 3)} – ${number(b, 3)}`;
}

export function percent(value) {
  const n = Number(value);
  return value === null || Number.isNaN(n) ? '–' : `${n > 0 ? '+' : ''}${number(n, 1)} %`;
}

/** Epoch ms as yyyy-MM-dd HH:mm:ss (UTC), or a dash. */
export function date(epochMillis) {
  return epochMillis === null || epochMillis === undefined ? '–'
    : new Date(epochMillis).toISOString().slice(0, 19).replace('T', ' ');
}

/** A case as one line: middleware (client library) operation, payload, clients. */
export function caseName(c) {
  return `${c.middleware}${c.clientLibrary ? ` (${c.clientLibrary})` : ''} ${c.operation}`
    + `${c.payloadSize >= 0 ? `, ${c.payloadSize} B` : ''}, ${c.clients} client(s)`;
}
