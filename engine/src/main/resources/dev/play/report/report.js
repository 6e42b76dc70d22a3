(function () {
  'use strict';
  /** The page's data, read from its script element when first needed (a host or a diff opened), not on load. */
  function data(id) {
    var cache = null;
    return function () { return cache || (cache = JSON.parse(document.getElementById(id).textContent)); };
  }
  var changes = data('change-data');
  var diffs = data('diff-data');
  var taskDiffs = data('task-diff-data');
  var DEFAULTS = { changed: '1', problems: '0', role: '', host: '', cat: '', pred: '', diffs: '1' };
  var controls = {
    changed: document.getElementById('toggle-changed-only'),
    problems: document.getElementById('toggle-problems'),
    role: document.getElementById('filter-role'),
    host: document.getElementById('filter-host'),
    cat: document.getElementById('filter-category'),
    pred: document.getElementById('filter-prediction') || { value: '', addEventListener: function () {} },
    diffs: document.getElementById('toggle-diffs')
  };
  var CHECKBOXES = { changed: true, problems: true, diffs: true };

  function items(selector) {
    return Array.prototype.map.call(document.querySelectorAll(selector), function (el) {
      var d = el.dataset;
      return { el: el, host: d.host || '', role: d.role || '', cat: d.cat || '', changed: d.changed === '1',
        problem: d.problem === '1', cats: d.cats ? d.cats.split(' ') : [], preds: d.preds ? d.preds.split(' ') : [] };
    });
  }
  var hostBlocks = items('.host');
  var catBlocks = [];
  var changeItems = [];
  var current = null;
  var taskRows = items('.task-row');
  var hostLines = items('.problem, .recap-row, .unchanged-host');
  var roleSections = items('.role');

  /** The state in the URL fragment: #changed=1&problems=0&role=docker&host=node1*&cat=files&pred=assumed&diffs=1 */
  function read() {
    var params = new URLSearchParams(location.hash.replace(/^#/, ''));
    var state = {};
    Object.keys(DEFAULTS).forEach(function (k) { state[k] = params.has(k) ? params.get(k) : DEFAULTS[k]; });
    return state;
  }

  function fromControls() {
    var state = {};
    Object.keys(controls).forEach(function (k) {
      state[k] = CHECKBOXES[k] ? (controls[k].checked ? '1' : '0') : controls[k].value;
    });
    return state;
  }

  function write(state) {
    var params = new URLSearchParams();
    Object.keys(DEFAULTS).forEach(function (k) { if (state[k] !== DEFAULTS[k]) { params.set(k, state[k]); } });
    var hash = params.toString();
    if (hash !== location.hash.replace(/^#/, '')) {
      location.replace('#' + hash);
    }
  }

  /** Host patterns, comma or space separated: globs (* and ?) match whole names, other text a part. */
  function matcher(text) {
    var patterns = text.split(/[\s,]+/).filter(Boolean).map(function (p) {
      if (!/[*?]/.test(p)) {
        var part = p.toLowerCase();
        return function (h) { return h.toLowerCase().indexOf(part) >= 0; };
      }
      var re = new RegExp('^' + p.replace(/[.+^${}()|[\]\\\/-]/g, '\\$&').replace(/\*/g, '.*').replace(/\?/g, '.')
        + '$', 'i');
      return function (h) { return re.test(h); };
    });
    if (!patterns.length) { return null; }
    return function (h) { return patterns.some(function (m) { return m(h); }); };
  }

  function show(item, visible) {
    if (item.el.hidden === visible) { item.el.hidden = !visible; }
    return visible;
  }

  function apply(state) {
    current = state;
    Object.keys(controls).forEach(function (k) {
      if (CHECKBOXES[k]) { controls[k].checked = state[k] === '1'; }
      else if (controls[k].value !== state[k]) { controls[k].value = state[k]; }
    });
    var match = matcher(state.host);
    var changedOnly = state.changed === '1';
    var problemsOnly = state.problems === '1';
    document.body.classList.toggle('no-diffs', state.diffs !== '1');
    changeItems.forEach(function (c) { showChange(c); });
    catBlocks.forEach(function (c) { showCategory(c); });
    var perRole = {};
    var hosts = 0;
    hostBlocks.forEach(function (h) {
      if (show(h, (!state.role || h.role === state.role) && (!match || match(h.host)) && (!changedOnly || h.changed)
          && (!problemsOnly || h.problem) && (!state.cat || h.cats.indexOf(state.cat) >= 0)
          && (!state.pred || h.preds.indexOf(state.pred) >= 0))) {
        perRole[h.role] = (perRole[h.role] || 0) + 1;
        hosts++;
      }
    });
    roleSections.forEach(function (r) { show(r, perRole[r.role] > 0); });
    document.getElementById('nothing-shown').hidden = hosts > 0;
    var tasks = 0;
    taskRows.forEach(function (t) {
      if (show(t, (!state.role || t.role === state.role) && (!changedOnly || t.changed) && (!problemsOnly || t.problem)
          && (!state.cat || t.cats.indexOf(state.cat) >= 0) && (!state.pred || t.preds.indexOf(state.pred) >= 0))) {
        tasks++;
      }
    });
    hostLines.forEach(function (l) { show(l, (!match || match(l.host)) && (!problemsOnly || l.problem)); });
    document.getElementById('shown-count').value = hosts + ' host blocks, ' + tasks + ' tasks shown';
  }

  function showCategory(c) {
    show(c, (!current.cat || c.cat === current.cat) && (!current.pred || c.preds[current.pred] === true));
  }

  function showChange(c) {
    show(c, !current.pred || c.pred === current.pred);
  }

  function element(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) { e.className = cls; }
    if (text !== undefined) { e.textContent = text; }
    return e;
  }

  /** A change: [category, task, handler, item, [steps], [diffs], [why assumed]?], texts by index in changes().s. */
  function change(c) {
    var assumed = c.length > 6;
    var div = element('div', assumed ? 'change assumed' : 'change');
    div.appendChild(element('span', 'task', changes().s[c[1]]));
    if (assumed) { div.appendChild(document.createTextNode(' ')); div.appendChild(element('span', 'tag tag-assumed', 'assumed')); }
    if (c[2]) { div.appendChild(document.createTextNode(' ')); div.appendChild(element('span', 'tag', 'handler')); }
    if (c[3] >= 0) { div.appendChild(document.createTextNode(' ')); div.appendChild(element('span', 'item', changes().s[c[3]])); }
    var steps = element('ul', 'steps');
    c[4].forEach(function (s) { steps.appendChild(element('li', null, changes().s[s])); });
    div.appendChild(steps);
    if (assumed) {
      var why = element('ul', 'why-assumed');
      c[6].forEach(function (s) { why.appendChild(element('li', null, 'assumed: ' + changes().s[s])); });
      div.appendChild(why);
    }
    if (c[5].length) {
      var diff = element('details', 'diff');
      diff.dataset.diffs = c[5].join(' ');
      diff.appendChild(element('summary', null, 'diff'));
      div.appendChild(diff);
    }
    return div;
  }

  /** Fills a host's block the first time it is opened: its changes by category, from changes().b. */
  function fillHost(details) {
    var cats = [];
    changes().b[Number(details.dataset.block)].forEach(function (c) {
      var cat = changes().s[c[0]];
      if (!cats.length || cats[cats.length - 1].cat !== cat) {
        var block = element('div', 'cat');
        block.dataset.cat = cat;
        block.appendChild(element('h4', null, cat));
        cats.push({ el: details.appendChild(block), cat: cat, preds: {} });
      }
      var one = { el: cats[cats.length - 1].el.appendChild(change(c)), pred: c.length > 6 ? 'assumed' : 'known' };
      cats[cats.length - 1].preds[one.pred] = true;
      changeItems.push(one);
      showChange(one);
    });
    cats.forEach(function (c) { catBlocks.push(c); showCategory(c); });
    details.dataset.filled = '1';
  }

  function diffClass(line) {
    if (line.indexOf('+++') === 0 || line.indexOf('---') === 0) { return 'd-file'; }
    if (line.charAt(0) === '+') { return 'd-add'; }
    if (line.charAt(0) === '-') { return 'd-del'; }
    if (line.indexOf('@@') === 0) { return 'd-hunk'; }
    if (line.charAt(0) === '\u2026') { return 'd-cut'; }
    return 'd-ctx';
  }

  /** Fills a diff's element the first time it is opened, from the page's table of unique diffs. */
  function fill(details) {
    var pre = document.createElement('pre');
    details.dataset.diffs.split(' ').forEach(function (i) {
      var lines = diffs()[Number(i)].split('\n');
      if (lines[lines.length - 1] === '') { lines.pop(); }
      lines.forEach(function (line) {
        var span = document.createElement('span');
        span.className = diffClass(line);
        span.textContent = line;
        pre.appendChild(span);
      });
    });
    details.appendChild(pre);
    details.dataset.filled = '1';
  }

  /** Fills a by-task row's held-back diff groups the first time they are opened, as the page writes the first ones. */
  function fillMore(details) {
    taskDiffs()[details.dataset.more].forEach(function (g) {
      var diff = element('details', 'diff');
      diff.dataset.diffs = g[3];
      diff.appendChild(element('summary', null, 'diff on ' + g[0]));
      if (g[2] !== null) { diff.appendChild(element('p', 'hosts', g[1] + ' hosts: ' + g[2])); }
      details.appendChild(diff);
    });
    details.dataset.filled = '1';
  }

  document.addEventListener('toggle', function (e) {
    var d = e.target;
    if (!d.classList || !d.open || d.dataset.filled) { return; }
    if (d.classList.contains('diff')) { fill(d); }
    if (d.classList.contains('host')) { fillHost(d); }
    if (d.classList.contains('more-diffs')) { fillMore(d); }
  }, true);
  Object.keys(controls).forEach(function (k) {
    controls[k].addEventListener(CHECKBOXES[k] || k !== 'host' ? 'change' : 'input', function () {
      var state = fromControls();
      apply(state);
      write(state);
    });
  });
  document.getElementById('open-shown').addEventListener('click', function () {
    hostBlocks.forEach(function (h) { if (!h.el.hidden) { h.el.open = true; } });
  });
  document.getElementById('close-all').addEventListener('click', function () {
    hostBlocks.forEach(function (h) { h.el.open = false; });
  });
  window.addEventListener('hashchange', function () { apply(read()); });
  apply(read());
}());
