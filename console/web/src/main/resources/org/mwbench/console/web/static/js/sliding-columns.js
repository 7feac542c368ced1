// A table of columns that keeps at most `capacity` rows: pushing a row past it drops the
// oldest. This is what bounds the page's memory over a long run: a chart holds
// capacity x columns numbers, whatever the run's length.

export class SlidingColumns {
  constructor(columns, capacity) {
    this.capacity = capacity;
    this.columns = Array.from({ length: columns }, () => []);
  }

  get length() {
    return this.columns[0].length;
  }

  /** Appends one row (one value per column), dropping the oldest row when full. */
  push(row) {
    for (let i = 0; i < this.columns.length; i++) {
      this.columns[i].push(row[i] === undefined ? null : row[i]);
    }
    if (this.columns[0].length > this.capacity) {
      for (const column of this.columns) {
        column.shift();
      }
    }
  }

  /** Index of the row whose first column is `x`, searching from the newest; -1 if none. */
  find(x) {
    const xs = this.columns[0];
    for (let i = xs.length - 1; i >= 0; i--) {
      if (xs[i] === x) {
        return i;
      }
      if (xs[i] < x) {
        return -1;
      }
    }
    return -1;
  }

  set(row, column, value) {
    this.columns[column][row] = value;
  }

  /** Adds a column, empty (null) in every existing row. */
  addColumn() {
    this.columns.push(new Array(this.length).fill(null));
    return this.columns.length - 1;
  }

  /** Values counted over all columns: what the chart holds. */
  size() {
    return this.columns.reduce((sum, column) => sum + column.length, 0);
  }
}
