// Builds DOM nodes from data. Text always goes in as text, never as HTML, so a blade id or
// an alarm message cannot inject markup.

const PROPERTIES = new Set(['value', 'checked', 'disabled', 'selected', 'hidden', 'title', 'type', 'href', 'src']);

export function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (value === undefined || value === null || value === false) {
      continue;
    }
    if (key === 'class') {
      node.className = value;
    } else if (key === 'dataset') {
      Object.assign(node.dataset, value);
    } else if (key.startsWith('on') && typeof value === 'function') {
      node.addEventListener(key.slice(2), value);
    } else if (PROPERTIES.has(key)) {
      node[key] = value;
    } else {
      node.setAttribute(key, value === true ? '' : String(value));
    }
  }
  append(node, children);
  return node;
}

function append(node, children) {
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) {
      continue;
    }
    node.append(child instanceof Node ? child : String(child));
  }
}

/** A number for a table cell: grouped, with at most `digits` decimals; a dash for none. */
export function number(value, digits = 1) {
  if (value === null || value === undefined || Number.isNaN(value)) {
    return '–';
  }
  return value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: 0 });
}

/** Seconds as m:ss, or h:mm:ss past an hour. */
export function duration(seconds) {
  const whole = Math.max(0, Math.floor(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

export function bytes(size) {
  if (size < 1024) {
    return `${size} B`;
  }
  const units = ['KiB', 'MiB', 'GiB'];
  let value = size / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

/** Replaces a select's options, keeping the chosen value when it is still offered. */
export function keepChoice(select, options) {
  const chosen = select.value;
  select.replaceChildren(...options);
  if (options.some((option) => option.value === chosen)) {
    select.value = chosen;
  }
}
