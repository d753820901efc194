// jsdom has no canvas, so uPlot (the kit's chart library) cannot draw in tests. This stands in
// for it: it keeps what a chart hands it (options, data, size), gives the chart the same
// over-the-plot element for the pointer and clicks, and lets a test move the pointer to a
// category the way uPlot does on mousemove, so the chart's tooltip and clicks are tested.
class FakeUPlot {
  constructor(opts, data, target) {
    this.opts = opts;
    this.data = data;
    this.width = opts.width;
    this.height = opts.height;
    this.series = opts.series;
    this.cursor = { idx: null, left: -10, top: -10 };
    this.bbox = { left: 0, top: 0, width: opts.width, height: opts.height };
    this.root = document.createElement('div');
    this.root.className = 'uplot';
    this.over = document.createElement('div');
    this.over.className = 'u-over';
    this.root.appendChild(this.over);
    target.appendChild(this.root);
    FakeUPlot.instances.push(this);
  }

  /** A value's position along a scale, in CSS pixels from the plot's edge, as uPlot maps it. */
  valToPos(value, scaleKey) {
    const scale = this.opts.scales[scaleKey];
    const [min, max] = typeof scale.range === 'function' ? scale.range(this, 0, 0, scaleKey) : scale.range;
    const share = (value - min) / (max - min);
    return scaleKey === 'x' ? share * this.width : (1 - share) * this.height;
  }

  /** Test helper: the pointer over the category at `idx` (null: off the plot), then the setCursor hooks. */
  hover(idx) {
    this.cursor = idx === null ? { idx: null, left: -10, top: -10 } : { idx, left: this.valToPos(idx, 'x'), top: 10 };
    for (const hook of (this.opts.hooks && this.opts.hooks.setCursor) || []) hook(this);
  }

  setSize({ width, height }) {
    this.width = width;
    this.height = height;
  }

  setData(data) {
    this.data = data;
  }

  destroy() {
    this.root.remove();
    FakeUPlot.instances = FakeUPlot.instances.filter((one) => one !== this);
  }
}

/** The charts on the page now, oldest first. */
FakeUPlot.instances = [];
FakeUPlot.pxRatio = 1;
FakeUPlot.default = FakeUPlot;

module.exports = FakeUPlot;
