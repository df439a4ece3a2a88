(function () {
  'use strict';
  var errorBox = document.getElementById('proof-errors');
  function reportError(text) {
    errorBox.hidden = false;
    var line = document.createElement('div');
    line.className = 'proof-error';
    line.textContent = text;
    errorBox.appendChild(line);
    document.body.setAttribute('data-errors', String(errorBox.childElementCount));
  }
  window.addEventListener('error', function (e) {
    reportError('Script error: ' + e.message + ' (' + (e.filename || 'page') + ':' + e.lineno + ')');
  });
  window.addEventListener('unhandledrejection', function (e) { reportError('Unhandled rejection: ' + e.reason); });

  var started = performance.now();
  // Read before the first selection replaces it.
  var wanted = '';
  try { wanted = decodeURIComponent((location.hash || '').slice(1)); } catch (e) { wanted = ''; }
  var LABEL = { failed: 'failed', sizeChanged: 'size changed', missing: 'missing', unreadable: 'unreadable', recorded: 'recorded', passed: 'passed' };
  var RANK = { failed: 0, sizeChanged: 1, missing: 2, unreadable: 3, recorded: 4, passed: 5 };
  var ACCEPTABLE = { failed: true, sizeChanged: true, missing: true, unreadable: true };
  // Known axis orders; other values keep the order of the (sorted) data.
  var KNOWN_ORDER = {
    category: ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL', 'AX1', 'AX2', 'AX3', 'AX4', 'AX5',
      'extraSmall', 'small', 'medium', 'large', 'extraLarge', 'extraExtraLarge', 'extraExtraExtraLarge',
      'accessibilityMedium', 'accessibilityLarge', 'accessibilityExtraLarge', 'accessibilityExtraExtraLarge', 'accessibilityExtraExtraExtraLarge'],
    scheme: ['light', 'dark'],
    direction: ['ltr', 'rtl', 'leftToRight', 'rightToLeft']
  };

  var data = JSON.parse(document.getElementById('proof-data').textContent);
  var results = data.results;
  results.forEach(function (r, i) {
    r.index = i;
    r.haystack = (r.id + ' ' + r.name + ' ' + r.axes.map(function (a) { return a[0] + '=' + a[1]; }).join(' ')).toLowerCase();
    // Text snapshots have no picture: the viewer shows their diff, contact sheets leave them out.
    r.thumb = r.kind === 'text' ? null : (r.act || r.stored || r.ref);
    r.key = r.key || r.id;
  });
  // Audit findings, each on the image of its case (or its text snapshot when it has none).
  var findings = data.findings || [];
  var byKey = {};
  results.forEach(function (r) { byKey[r.key] = r; });
  findings.forEach(function (f) {
    var r = byKey[f.id] || byKey[f.id + '.txt'];
    f.result = r || null;
    if (r) (r.findings = r.findings || []).push(f);
  });
  var order = results.slice().sort(function (a, b) { return (RANK[a.status] - RANK[b.status]) || (a.index - b.index); });

  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined && text !== null) node.textContent = text;
    return node;
  }
  function grouped(n) { return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ','); }
  function decimals(x, places) { var s = x.toFixed(places); return s.indexOf('.') < 0 ? s : s.replace(/0+$/, '').replace(/\.$/, ''); }
  function size(s) { return s ? s[0] + '×' + s[1] : '—'; }

  // ---- filters ----
  var active = {};
  var anyProblem = results.some(function (r) { return r.status !== 'passed'; });
  Object.keys(LABEL).forEach(function (s) { active[s] = !anyProblem || s !== 'passed'; });
  var query = '';
  var chips = Array.prototype.slice.call(document.querySelectorAll('#chips .chip'));
  var search = document.getElementById('q');
  var shown = document.getElementById('shown');

  function matchesQuery(r) {
    if (!query) return true;
    var words = query.split(/\s+/);
    for (var i = 0; i < words.length; i++) if (words[i] && r.haystack.indexOf(words[i]) < 0) return false;
    return true;
  }
  function matches(r) { return active[r.status] && matchesQuery(r); }
  function applyFilters() {
    var count = 0;
    chips.forEach(function (chip) { chip.setAttribute('aria-pressed', active[chip.dataset.status] ? 'true' : 'false'); });
    results.forEach(function (r) {
      r.visible = matches(r);
      if (r.visible) count++;
      if (r.row) r.row.hidden = !r.visible;
      // A contact sheet shows every permutation: only the name filter dims its cells.
      var inQuery = matchesQuery(r);
      if (r.cells) r.cells.forEach(function (c) { c.classList.toggle('dim', !inQuery); });
    });
    shown.textContent = count + ' of ' + results.length + ' shown';
    if (listEmpty) listEmpty.hidden = count > 0;
    if (current && !current.visible) {
      var next = order.find(function (r) { return r.visible; });
      if (next) select(next.index, false);
    } else if (!current) {
      var first = order.find(function (r) { return r.visible; });
      if (first) select(first.index, false);
    }
  }
  chips.forEach(function (chip) {
    chip.addEventListener('click', function (e) {
      var s = chip.dataset.status;
      if (e.altKey || e.shiftKey) { Object.keys(active).forEach(function (k) { active[k] = k === s; }); }
      else active[s] = !active[s];
      applyFilters();
    });
    chip.addEventListener('dblclick', function () {
      var s = chip.dataset.status;
      Object.keys(active).forEach(function (k) { active[k] = k === s; });
      applyFilters();
    });
  });
  search.addEventListener('input', function () { query = search.value.trim().toLowerCase(); applyFilters(); });

  // ---- list ----
  var list = document.getElementById('list');
  var listEmpty = el('p', 'empty', 'No snapshot matches the filters.');
  list.textContent = '';
  var fragment = document.createDocumentFragment();
  order.forEach(function (r) {
    var row = el('a', 'row st-' + r.status);
    row.href = '#' + encodeURIComponent(r.key);
    row.dataset.index = r.index;
    var name = el('span', 'nm');
    name.appendChild(el('span', 'dot'));
    name.appendChild(document.createTextNode(r.name + (r.kind === 'text' ? ' (text)' : '')));
    row.appendChild(name);
    var sub = r.suite + ' · ' + statusLabel(r) + (r.accepted ? ' (accepted)' : '');
    if (r.status === 'failed' && r.changed !== null) sub += ' · ' + grouped(r.changed) + ' px';
    if (r.status === 'failed' && r.lines !== null && r.lines !== undefined) sub += ' · ' + grouped(r.lines) + ' lines';
    if (r.status === 'sizeChanged') sub += ' · ' + size(r.rs) + ' → ' + size(r.as);
    row.appendChild(el('span', 'sub', sub));
    row.addEventListener('click', function (e) { e.preventDefault(); select(r.index, true); });
    r.row = row;
    fragment.appendChild(row);
  });
  fragment.appendChild(listEmpty);
  list.appendChild(fragment);

  // ---- viewer ----
  var detail = document.getElementById('detail');
  var current = null;
  var view = { mode: 'side', outline: true, opacity: 0.5, blink: true, z: 1, x: 0, y: 0, fit: true, findings: true };
  // ?mode=overlay|blink|side opens the viewer in that mode (links, screenshots).
  var asked = /[?&]mode=(side|overlay|blink)\b/.exec(location.search || '');
  if (asked) view.mode = asked[1];
  var stages = [];
  var viewports = [];
  var blinkTimer = null;
  var viewerGeneration = 0;

  function imageSize(r) {
    var w = Math.max(r.as ? r.as[0] : 0, r.rs ? r.rs[0] : 0), h = Math.max(r.as ? r.as[1] : 0, r.rs ? r.rs[1] : 0);
    return [w || 1, h || 1];
  }
  function applyTransform() {
    stages.forEach(function (stage) {
      stage.style.transform = 'translate(' + view.x + 'px,' + view.y + 'px) scale(' + view.z + ')';
      stage.style.setProperty('--z', view.z);
    });
    var label = document.getElementById('zoom-level');
    if (label) label.textContent = (view.z >= 1 ? decimals(view.z, 2) : decimals(view.z, 3)) + '×';
  }
  function fit() {
    if (!current || !viewports.length) return;
    var vp = viewports[0], s = imageSize(current);
    var z = Math.min(vp.clientWidth / s[0], vp.clientHeight / s[1]);
    view.z = Math.max(0.02, Math.min(z, 8));
    view.x = Math.round((vp.clientWidth - s[0] * view.z) / 2);
    view.y = 0;
    view.fit = true;
    applyTransform();
  }
  function zoomTo(z, cx, cy) {
    var vp = viewports[0];
    if (!vp) return;
    if (cx === undefined) { cx = vp.clientWidth / 2; cy = vp.clientHeight / 2; }
    z = Math.max(0.02, Math.min(64, z));
    view.x = cx - (cx - view.x) * (z / view.z);
    view.y = cy - (cy - view.y) * (z / view.z);
    view.z = z;
    view.fit = false;
    applyTransform();
  }
  function zoomToChange() {
    if (!current || !current.bounds || !viewports.length) return;
    var vp = viewports[0], b = current.bounds, margin = 8;
    var z = Math.min((vp.clientWidth - 2 * margin) / Math.max(b[2], 1), (vp.clientHeight - 2 * margin) / Math.max(b[3], 1));
    z = Math.max(0.02, Math.min(z, 32));
    view.z = z;
    view.x = vp.clientWidth / 2 - (b[0] + b[2] / 2) * z;
    view.y = vp.clientHeight / 2 - (b[1] + b[3] / 2) * z;
    view.fit = false;
    applyTransform();
  }
  function attachPanZoom(vp) {
    var drag = null;
    vp.addEventListener('wheel', function (e) {
      e.preventDefault();
      var rect = vp.getBoundingClientRect();
      zoomTo(view.z * Math.exp(-e.deltaY * (e.deltaMode === 1 ? 0.05 : 0.0015)), e.clientX - rect.left, e.clientY - rect.top);
    }, { passive: false });
    vp.addEventListener('pointerdown', function (e) {
      drag = { x: e.clientX, y: e.clientY };
      vp.setPointerCapture(e.pointerId);
      vp.classList.add('dragging');
    });
    vp.addEventListener('pointermove', function (e) {
      if (!drag) return;
      view.x += e.clientX - drag.x;
      view.y += e.clientY - drag.y;
      drag = { x: e.clientX, y: e.clientY };
      view.fit = false;
      applyTransform();
    });
    function end() { drag = null; vp.classList.remove('dragging'); }
    vp.addEventListener('pointerup', end);
    vp.addEventListener('pointercancel', end);
    vp.addEventListener('dblclick', function (e) {
      var rect = vp.getBoundingClientRect();
      zoomTo(view.z * 2, e.clientX - rect.left, e.clientY - rect.top);
    });
  }
  // The viewer's pictures are decoded before they are painted ('sync'). With 'async' the
  // browser may paint the panes before a large picture is decoded and not paint them again
  // until something changes: headless Chromium's screenshots showed the Actual and Diff panes
  // blank about one time in two with phone-sized pictures, and a slow machine shows the same
  // at a cold start. Each picture also says when it has loaded (data-loaded="W×H", its
  // natural size, or "failed"), which the browser check reads; the pane is re-fitted then.
  function image(src, className, alt) {
    var img = el('img', className);
    img.decoding = 'sync';
    img.alt = alt;
    img.draggable = false;
    var generation = viewerGeneration;
    img.addEventListener('load', function () {
      img.setAttribute('data-loaded', img.naturalWidth + '×' + img.naturalHeight);
      if (generation === viewerGeneration) { if (view.fit) fit(); else applyTransform(); }
    });
    img.addEventListener('error', function () { img.setAttribute('data-loaded', 'failed'); });
    img.src = src;
    return img;
  }
  function pane(caption, layers, bounds, note, marks) {
    var figure = el('figure', 'pane');
    var cap = el('figcaption');
    cap.appendChild(el('span', 'which', caption));
    if (note) cap.appendChild(el('span', '', note));
    figure.appendChild(cap);
    var vp = el('div', 'viewport');
    var stage = el('div', 'stage');
    var any = false;
    layers.forEach(function (layer) {
      if (layer.src) { stage.appendChild(image(layer.src, layer.className || '', layer.alt)); any = true; }
    });
    if (bounds && any) {
      var box = el('div', 'outline');
      box.style.left = bounds[0] + 'px';
      box.style.top = bounds[1] + 'px';
      box.style.width = bounds[2] + 'px';
      box.style.height = bounds[3] + 'px';
      stage.appendChild(box);
    }
    if (any) (marks || []).forEach(function (f) {
      var mark = el('div', 'finding sev-' + f.severity);
      mark.style.left = f.box[0] + 'px';
      mark.style.top = f.box[1] + 'px';
      mark.style.width = Math.max(1, f.box[2]) + 'px';
      mark.style.height = Math.max(1, f.box[3]) + 'px';
      mark.title = f.label + ': ' + f.message;
      stage.appendChild(mark);
    });
    vp.appendChild(stage);
    if (!any) vp.appendChild(el('div', 'placeholder', layers.length ? layers[0].missing : 'No image'));
    figure.appendChild(vp);
    stages.push(stage);
    viewports.push(vp);
    attachPanZoom(vp);
    return figure;
  }
  // A case an audit failed is listed as failed while its picture passed: pictures follow the picture's status.
  function pictureStatus(r) { return r.picture || r.status; }
  function statusLabel(r) { return r.audits && pictureStatus(r) === 'passed' ? 'failed by audits: ' + r.audits : LABEL[r.status]; }
  function referenceSource(r) { return r.ref || (pictureStatus(r) === 'passed' || r.status === 'recorded' ? r.stored : null); }
  function actualSource(r) { return r.act || (pictureStatus(r) === 'passed' ? r.stored : null); }
  function missingText(r, kind) {
    if (kind === 'reference') {
      if (r.status === 'missing') return 'No reference yet';
      if (r.status === 'unreadable') return 'The reference could not be read (see the message below)';
      if (r.status === 'recorded') return 'There was no reference: the actual image was recorded';
    }
    return 'Image not in the report (missing from the artifacts folder)';
  }

  function renderViewers() {
    var box = document.getElementById('viewers');
    if (!box || !current) return;
    var r = current;
    clearInterval(blinkTimer);
    blinkTimer = null;
    box.textContent = '';
    stages = [];
    viewports = [];
    viewerGeneration++;
    var ref = referenceSource(r), act = actualSource(r);
    var bounds = view.outline && pictureStatus(r) !== 'passed' ? r.bounds : null;
    var marks = view.findings ? (r.findings || []) : [];
    if (pictureStatus(r) === 'passed' && !r.act) {
      box.appendChild(pane('Reference (matches)', [{ src: r.stored, alt: 'reference', missing: missingText(r, 'other') }], null, null, marks));
    } else if (view.mode === 'overlay') {
      box.appendChild(pane('Overlay: actual over reference', [
        { src: ref, alt: 'reference', missing: missingText(r, 'reference') },
        { src: act, className: 'over', alt: 'actual', missing: missingText(r, 'actual') }], bounds));
      box.querySelectorAll('img.over').forEach(function (img) { img.style.opacity = view.opacity; });
    } else if (view.mode === 'blink') {
      var blinkPane = pane('Blink', [
        { src: ref, alt: 'reference', missing: missingText(r, 'reference') },
        { src: act, className: 'over', alt: 'actual', missing: missingText(r, 'actual') }], bounds);
      box.appendChild(blinkPane);
      var top = blinkPane.querySelector('img.over'), which = blinkPane.querySelector('.which');
      var showingActual = true;
      var flip = function () {
        showingActual = !showingActual;
        if (top) top.style.opacity = showingActual ? '1' : '0';
        which.textContent = 'Blink: ' + (showingActual ? 'actual' : 'reference') + (view.blink ? '' : ' (paused, space flips)');
      };
      if (top) top.style.opacity = '1';
      which.textContent = 'Blink: actual';
      blinkPane.flip = flip;
      box.flip = flip;
      if (view.blink) blinkTimer = setInterval(flip, 600);
    } else {
      box.appendChild(pane('Reference', [{ src: ref, alt: 'reference', missing: missingText(r, 'reference') }], bounds, size(r.rs)));
      box.appendChild(pane('Actual', [{ src: act, alt: 'actual', missing: missingText(r, 'actual') }], bounds, size(r.as), marks));
      box.appendChild(pane('Diff', [{ src: r.diff, alt: 'difference', missing: missingText(r, 'diff') }], bounds));
    }
    requestAnimationFrame(function () {
      if (view.fit) fit(); else applyTransform();
      // Where each pane's viewport is on the page (x,y,width,height), for the browser check.
      viewports.forEach(function (vp) {
        var rect = vp.getBoundingClientRect();
        vp.setAttribute('data-box', [rect.left, rect.top, rect.width, rect.height].map(Math.round).join(','));
      });
    });
    if (view.fit) fit(); else applyTransform();
  }

  function numbers(r) {
    var items = [];
    var pixels = r.as ? r.as[0] * r.as[1] : 0;
    if (r.changed !== null) {
      items.push(['Changed pixels', grouped(r.changed) + (pixels ? ' of ' + grouped(pixels) + ' (' + decimals(r.changed * 100 / pixels, 3) + '%)' : '')]);
    }
    if (r.tolDE !== null && r.over !== null) items.push(['Over the tolerance', grouped(r.over)]);
    if (r.maxDE !== null) items.push(['Largest ΔE94', decimals(r.maxDE, 2)]);
    items.push(['Reference size', size(r.rs)]);
    items.push(['Actual size', size(r.as)]);
    if (r.bounds) items.push(['Changed region', r.bounds[2] + '×' + r.bounds[3] + ' at (' + r.bounds[0] + ', ' + r.bounds[1] + ')']);
    items.push(['Tolerance', r.tolDE === null ? 'exact' : 'ΔE ≤ ' + decimals(r.tolDE, 2) + ', ' + decimals((r.tolFraction || 0) * 100, 3) + '% of pixels over']);
    return definitionList(items);
  }
  // [[term, value], …] as a <dl class="nums">.
  function definitionList(items) {
    var dl = el('dl', 'nums');
    items.forEach(function (item) {
      var d = el('div');
      d.appendChild(el('dt', '', item[0]));
      d.appendChild(el('dd', '', item[1]));
      dl.appendChild(d);
    });
    return dl;
  }
  function copyText(text, button) {
    function done(ok) {
      button.textContent = ok ? 'Copied' : 'Select and copy';
      setTimeout(function () { button.textContent = 'Copy'; }, 1500);
    }
    function fallback() {
      var area = el('textarea');
      area.value = text;
      area.style.position = 'fixed';
      area.style.opacity = '0';
      document.body.appendChild(area);
      area.select();
      var ok = false;
      try { ok = document.execCommand('copy'); } catch (e) { ok = false; }
      document.body.removeChild(area);
      done(ok);
    }
    if (navigator.clipboard && window.isSecureContext) {
      navigator.clipboard.writeText(text).then(function () { done(true); }, fallback);
    } else fallback();
  }
  function toolButton(label, pressed, onClick, title) {
    var b = el('button', '', label);
    b.type = 'button';
    if (pressed !== null) b.setAttribute('aria-pressed', pressed ? 'true' : 'false');
    if (title) b.title = title;
    b.addEventListener('click', onClick);
    return b;
  }
  function setMode(mode) { view.mode = mode; renderDetail(); }

  function renderDetail() {
    var r = current;
    detail.textContent = '';
    if (!r) { detail.appendChild(el('p', 'empty', 'Select a snapshot.')); return; }
    var head = el('div', 'dhead');
    head.appendChild(el('h2', '', r.name));
    head.appendChild(el('span', 'badge st-' + r.status, statusLabel(r) + (r.accepted ? ' · accepted' : '')));
    head.appendChild(el('span', 'hint', r.suite));
    r.axes.forEach(function (a) { head.appendChild(el('span', 'axis', a[0] + ': ' + a[1])); });
    detail.appendChild(head);
    if (ACCEPTABLE[pictureStatus(r)] && !r.accepted) {
      var cmd = el('div', 'cmd');
      var command = 'swift run proof accept ' + r.key;
      var code = el('code', 'accept-command', command);
      cmd.appendChild(code);
      var copy = toolButton('Copy', null, function () { copyText(command, copy); }, 'Copy the command (c)');
      copy.className = 'copy';
      cmd.appendChild(copy);
      detail.appendChild(cmd);
    } else if (r.status === 'recorded') {
      detail.appendChild(el('p', 'hint', 'A new reference was written: review it, re-run the tests, and commit it.'));
    }
    if (r.kind === 'text') { renderTextDetail(r); return; }
    detail.appendChild(numbers(r));
    if (!(pictureStatus(r) === 'passed' && !r.act)) {
      var bar = el('div', 'toolbar');
      var modes = el('div', 'group');
      modes.appendChild(toolButton('Side by side', view.mode === 'side', function () { setMode('side'); }, '1'));
      modes.appendChild(toolButton('Overlay', view.mode === 'overlay', function () { setMode('overlay'); }, '2'));
      modes.appendChild(toolButton('Blink', view.mode === 'blink', function () { setMode('blink'); }, '3'));
      bar.appendChild(modes);
      if (view.mode === 'overlay') {
        var label = el('label', '', 'Actual opacity ');
        var slider = el('input');
        slider.type = 'range'; slider.min = '0'; slider.max = '1'; slider.step = '0.01'; slider.value = String(view.opacity);
        slider.id = 'opacity';
        slider.addEventListener('input', function () {
          view.opacity = Number(slider.value);
          detail.querySelectorAll('img.over').forEach(function (img) { img.style.opacity = slider.value; });
        });
        label.appendChild(slider);
        bar.appendChild(label);
      }
      if (view.mode === 'blink') {
        bar.appendChild(toolButton(view.blink ? 'Pause' : 'Play', null, function () { view.blink = !view.blink; renderDetail(); }, 'space'));
      }
      var zoom = el('div', 'group');
      zoom.appendChild(toolButton('Fit', null, fit, '0'));
      [1, 2, 4, 8, 16].forEach(function (z) { zoom.appendChild(toolButton(z + '×', null, function () { zoomTo(z); })); });
      if (r.bounds) zoom.appendChild(toolButton('Zoom to change', null, zoomToChange, 'z'));
      zoom.appendChild(el('span', 'hint mono', ''));
      zoom.lastChild.id = 'zoom-level';
      bar.appendChild(zoom);
      if (r.bounds) {
        var outline = el('label');
        var check = el('input');
        check.type = 'checkbox';
        check.checked = view.outline;
        check.addEventListener('change', function () { view.outline = check.checked; renderViewers(); });
        outline.appendChild(check);
        outline.appendChild(document.createTextNode('Outline the change'));
        bar.appendChild(outline);
      }
      if (r.findings) {
        var marking = el('label');
        var toggle = el('input');
        toggle.type = 'checkbox';
        toggle.checked = view.findings;
        toggle.addEventListener('change', function () { view.findings = toggle.checked; renderViewers(); });
        marking.appendChild(toggle);
        marking.appendChild(document.createTextNode('Outline audit findings (' + r.findings.length + ')'));
        bar.appendChild(marking);
      }
      bar.appendChild(el('span', 'hint', 'wheel zooms · drag pans · j/k next/previous'));
      detail.appendChild(bar);
    }
    var viewers = el('div', 'viewers');
    viewers.id = 'viewers';
    detail.appendChild(viewers);
    renderViewers();
    if (r.message) detail.appendChild(el('pre', 'msg', r.message));
    if (r.findings) detail.appendChild(findingList(r.findings, false));
  }

  // Findings as a list: audit, severity, message, view path, waiver; `linked` opens each case.
  function findingList(list, linked) {
    var ul = el('ul', 'findings');
    list.forEach(function (f) {
      var li = el('li', 'sev-' + f.severity);
      var head = el('div', 'fhead');
      head.appendChild(el('span', 'badge sev-' + f.severity, f.severity === 'failure' ? 'fails' : f.severity === 'warning' ? 'warning' : 'waived'));
      head.appendChild(el('b', '', f.label));
      if (linked) {
        var link = el('a', 'mono', f.name);
        link.href = '#' + encodeURIComponent(f.result ? f.result.key : f.id);
        link.addEventListener('click', function (e) { e.preventDefault(); if (f.result) { showView('review'); openInReview(f.result); } });
        head.appendChild(link);
      }
      li.appendChild(head);
      li.appendChild(el('div', '', f.message));
      li.appendChild(el('div', 'mono sub', f.path));
      if (f.waiver) li.appendChild(el('div', 'sub', 'Waived: ' + f.waiver));
      ul.appendChild(li);
    });
    return ul;
  }

  // A text snapshot: the changed lines, links to the files, the diff (or the new text).
  function renderTextDetail(r) {
    var items = [];
    if (r.lines !== null && r.lines !== undefined) items.push(['Changed lines', grouped(r.lines)]);
    items.push(['Kind', 'text']);
    detail.appendChild(definitionList(items));
    var files = el('p', 'files');
    [['Reference', r.ref || r.stored], ['Actual', r.act], ['Diff', r.diff]].forEach(function (f) {
      if (!f[1]) return;
      var a = el('a', '', f[0]);
      a.href = f[1];
      a.target = '_blank';
      files.appendChild(a);
    });
    if (files.childNodes.length) detail.appendChild(files);
    if (r.text) {
      var pre = el('pre', 'textsnap');
      var isDiff = !!r.diff;
      r.text.split('\n').forEach(function (line) {
        var cls = !isDiff ? '' : line.charAt(0) === '+' && line.indexOf('+++ ') !== 0 ? 'add'
          : line.charAt(0) === '-' && line.indexOf('--- ') !== 0 ? 'del' : line.indexOf('@@') === 0 ? 'hunk' : '';
        pre.appendChild(el('span', cls, line + '\n'));
      });
      detail.appendChild(pre);
    } else if (pictureStatus(r) === 'passed') {
      detail.appendChild(el('p', 'hint', 'The text matches its reference.'));
    }
    if (r.message) detail.appendChild(el('pre', 'msg', r.message));
  }

  function select(index, scroll) {
    if (current && current.row) current.row.classList.remove('selected');
    current = results[index];
    if (current.row) {
      current.row.classList.add('selected');
      if (scroll) current.row.scrollIntoView({ block: 'nearest' });
    }
    view.fit = true;
    renderDetail();
    if (history.replaceState) {
      try { history.replaceState(null, '', '#' + encodeURIComponent(current.key)); } catch (e) { /* file:// in some browsers */ }
    }
  }
  function step(delta) {
    var visible = order.filter(function (r) { return r.visible; });
    if (!visible.length) return;
    var at = current ? visible.indexOf(current) : -1;
    var next = at < 0 ? 0 : Math.max(0, Math.min(visible.length - 1, at + delta));
    select(visible[next].index, true);
  }

  // ---- contact sheets ----
  var sheets = document.getElementById('sheets');
  var sheetsBuilt = false;
  function valueOrder(axis, values) {
    var known = KNOWN_ORDER[axis];
    if (!known) return values;
    return values.slice().sort(function (a, b) {
      var i = known.indexOf(a), j = known.indexOf(b);
      if (i < 0 && j < 0) return values.indexOf(a) - values.indexOf(b);
      if (i < 0) return 1;
      if (j < 0) return -1;
      return i - j;
    });
  }
  function axisValue(r, axis) {
    for (var i = 0; i < r.axes.length; i++) if (r.axes[i][0] === axis) return r.axes[i][1];
    return '—';
  }
  function thumbCell(r, caption) {
    var cell = el('button', 'cell st-' + r.status);
    cell.type = 'button';
    cell.title = r.id + ' · ' + LABEL[r.status];
    if (r.thumb) {
      var img = el('img');
      img.loading = 'lazy';
      img.decoding = 'async';
      img.src = r.thumb;
      img.alt = r.name;
      cell.appendChild(img);
    } else cell.appendChild(el('span', 'noimg', 'no image'));
    if (caption) cell.appendChild(el('span', 'cap', caption));
    if (r.status !== 'passed') cell.appendChild(el('span', 'cap', statusLabel(r)));
    cell.addEventListener('click', function () { openInReview(r); });
    if (!matchesQuery(r)) cell.classList.add('dim');
    (r.cells = r.cells || []).push(cell);
    return cell;
  }
  function openInReview(r) {
    if (!r.visible) {
      active[r.status] = true;
      if (!matches(r)) { query = ''; search.value = ''; }
      applyFilters();
    }
    showView('review');
    select(r.index, true);
  }
  function buildSheet(suite, members) {
    var section = el('section', 'sheet');
    section.appendChild(el('h2', '', suite + ' · ' + members.length + ' snapshot' + (members.length === 1 ? '' : 's')));
    var axes = [];
    members.forEach(function (r) { r.axes.forEach(function (a) { if (axes.indexOf(a[0]) < 0) axes.push(a[0]); }); });
    if (!axes.length) {
      var grid = el('div', 'grid');
      members.forEach(function (r) { grid.appendChild(thumbCell(r, r.name)); });
      section.appendChild(grid);
      return section;
    }
    var values = {};
    axes.forEach(function (axis) {
      var seen = [];
      members.forEach(function (r) { var v = axisValue(r, axis); if (seen.indexOf(v) < 0) seen.push(v); });
      values[axis] = valueOrder(axis, seen);
    });
    var state = { rows: axes[0], cols: null, pick: {} };
    if (axes.indexOf('category') > 0) state.cols = 'category';
    else if (axes.length > 1) state.cols = axes[1];
    axes.forEach(function (axis) { state.pick[axis] = values[axis][0]; });
    var controls = el('div', 'controls');
    var table = el('div', 'table-box');
    function selectBox(labelText, options, value, onChange, className) {
      var label = el('label', '', labelText + ' ');
      var box = el('select', className || '');
      options.forEach(function (o) {
        var option = el('option', '', o[1]);
        option.value = o[0];
        box.appendChild(option);
      });
      box.value = value;
      box.addEventListener('change', function () { onChange(box.value); });
      label.appendChild(box);
      return label;
    }
    function renderControls() {
      controls.textContent = '';
      var axisOptions = axes.map(function (a) { return [a, a]; });
      controls.appendChild(selectBox('Rows', axisOptions, state.rows, function (v) {
        if (state.cols === v) state.cols = state.rows;
        state.rows = v; renderControls(); renderTable();
      }, 'rows-axis'));
      controls.appendChild(selectBox('Columns', [['', '—']].concat(axisOptions), state.cols || '', function (v) {
        if (v === state.rows) state.rows = state.cols || axes.find(function (a) { return a !== v; }) || v;
        state.cols = v || null; renderControls(); renderTable();
      }, 'cols-axis'));
      axes.forEach(function (axis) {
        if (axis === state.rows || axis === state.cols) return;
        controls.appendChild(selectBox(axis, values[axis].map(function (v) { return [v, v]; }), state.pick[axis], function (v) {
          state.pick[axis] = v; renderTable();
        }, 'tab-axis'));
      });
    }
    function renderTable() {
      // Cells of the table being replaced no longer follow the filters.
      members.forEach(function (r) { if (r.cells) r.cells = r.cells.filter(function (c) { return !table.contains(c); }); });
      table.textContent = '';
      var t = el('table');
      var columns = state.cols ? values[state.cols] : [null];
      var head = el('tr');
      head.appendChild(el('th', 'rowhead', state.rows + (state.cols ? ' \\ ' + state.cols : '')));
      columns.forEach(function (c) { head.appendChild(el('th', '', c === null ? '' : c)); });
      var thead = el('thead');
      thead.appendChild(head);
      t.appendChild(thead);
      var body = el('tbody');
      var index = {};
      members.forEach(function (r) {
        for (var i = 0; i < axes.length; i++) {
          var a = axes[i];
          if (a !== state.rows && a !== state.cols && axisValue(r, a) !== state.pick[a]) return;
        }
        var key = axisValue(r, state.rows) + '\u0000' + (state.cols ? axisValue(r, state.cols) : '');
        (index[key] = index[key] || []).push(r);
      });
      values[state.rows].forEach(function (rv) {
        var tr = el('tr');
        tr.appendChild(el('th', 'rowhead', rv));
        columns.forEach(function (cv) {
          var td = el('td');
          var found = index[rv + '\u0000' + (cv === null ? '' : cv)] || [];
          if (!found.length) td.appendChild(el('span', 'nocell', '·'));
          found.forEach(function (r) { td.appendChild(thumbCell(r, found.length > 1 ? r.name : null)); });
          tr.appendChild(td);
        });
        body.appendChild(tr);
      });
      t.appendChild(body);
      table.appendChild(t);
    }
    renderControls();
    renderTable();
    section.appendChild(controls);
    section.appendChild(table);
    return section;
  }
  function buildSheets() {
    if (sheetsBuilt) return;
    sheetsBuilt = true;
    var bar = el('div', 'controls');
    var label = el('label', '', 'Thumbnail size ');
    var slider = el('input');
    slider.type = 'range'; slider.min = '48'; slider.max = '400'; slider.step = '8'; slider.value = '120';
    slider.addEventListener('input', function () { document.documentElement.style.setProperty('--thumb', slider.value + 'px'); });
    label.appendChild(slider);
    bar.appendChild(label);
    bar.appendChild(el('span', 'hint', 'Click a thumbnail to open it. Dimmed: not matching the name filter.'));
    sheets.appendChild(bar);
    var suites = [], bySuite = {};
    results.forEach(function (r) {
      if (r.kind === 'text') return;
      if (!bySuite[r.suite]) { bySuite[r.suite] = []; suites.push(r.suite); }
      bySuite[r.suite].push(r);
    });
    if (!suites.length) sheets.appendChild(el('p', 'empty', 'No snapshots.'));
    suites.forEach(function (s) { sheets.appendChild(buildSheet(s, bySuite[s])); });
  }

  // ---- audits ----
  var auditsView = document.getElementById('audits');
  var auditsBuilt = false;
  function buildAudits() {
    if (auditsBuilt || !auditsView) return;
    auditsBuilt = true;
    var kinds = [], counts = {};
    findings.forEach(function (f) {
      if (!counts[f.kind]) { counts[f.kind] = { label: f.label, failure: 0, warning: 0, waived: 0 }; kinds.push(f.kind); }
      counts[f.kind][f.severity] += 1;
    });
    var table = el('table', 'audit-counts');
    var head = el('tr');
    ['Audit', 'Failing', 'Warnings', 'Waived'].forEach(function (h) { head.appendChild(el('th', '', h)); });
    table.appendChild(head);
    kinds.forEach(function (k) {
      var row = el('tr');
      row.appendChild(el('td', '', counts[k].label));
      ['failure', 'warning', 'waived'].forEach(function (sev) { row.appendChild(el('td', 'num sev-' + sev, grouped(counts[k][sev]))); });
      table.appendChild(row);
    });
    auditsView.appendChild(table);
    var rank = { failure: 0, warning: 1, waived: 2 };
    var sorted = findings.slice().sort(function (a, b) { return rank[a.severity] - rank[b.severity]; });
    var shown = sorted.slice(0, 2000);
    auditsView.appendChild(findingList(shown, true));
    if (sorted.length > shown.length) auditsView.appendChild(el('p', 'empty', (sorted.length - shown.length) + ' more findings are in results.jsonl.'));
  }

  // ---- views and keys ----
  var tabs = Array.prototype.slice.call(document.querySelectorAll('.tabs button'));
  var review = document.getElementById('review');
  function showView(name) {
    tabs.forEach(function (t) { t.setAttribute('aria-selected', t.dataset.view === name ? 'true' : 'false'); });
    review.hidden = name !== 'review';
    sheets.hidden = name !== 'sheets';
    if (auditsView) auditsView.hidden = name !== 'audits';
    if (name === 'sheets') buildSheets();
    else if (name === 'audits') buildAudits();
    else if (view.fit) fit();
  }
  tabs.forEach(function (t) { t.addEventListener('click', function () { showView(t.dataset.view); }); });

  document.addEventListener('keydown', function (e) {
    var target = e.target;
    var typing = target && (target.tagName === 'INPUT' && target.type !== 'range' && target.type !== 'checkbox' || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT');
    if (e.key === 'Escape') { if (typing) target.blur(); return; }
    if (typing || e.metaKey || e.ctrlKey || e.altKey) return;
    var inReview = !review.hidden;
    switch (e.key) {
      case 'j': case 'ArrowDown': if (inReview) { step(1); e.preventDefault(); } break;
      case 'k': case 'ArrowUp': if (inReview) { step(-1); e.preventDefault(); } break;
      case '/': search.focus(); e.preventDefault(); break;
      case '1': if (inReview) setMode('side'); break;
      case '2': if (inReview) setMode('overlay'); break;
      case '3': if (inReview) setMode('blink'); break;
      case '+': case '=': if (inReview) zoomTo(view.z * 2); break;
      case '-': if (inReview) zoomTo(view.z / 2); break;
      case '0': if (inReview) fit(); break;
      case 'z': if (inReview) zoomToChange(); break;
      case 'o': if (inReview) { view.outline = !view.outline; renderDetail(); } break;
      case 'c': var copy = detail.querySelector('button.copy'); if (inReview && copy) copy.click(); break;
      case ' ':
        var box = document.getElementById('viewers');
        if (inReview && view.mode === 'blink' && box && box.flip) { view.blink = false; clearInterval(blinkTimer); box.flip(); e.preventDefault(); }
        break;
      case 's': showView(inReview ? 'sheets' : 'review'); break;
    }
  });
  window.addEventListener('resize', function () { if (view.fit) fit(); });

  applyFilters();
  var fromHash = results.find(function (r) { return r.key === wanted; }) || results.find(function (r) { return r.id === wanted; });
  if (fromHash) openInReview(fromHash);
  else if (wanted === 'sheets') showView('sheets');
  else if (wanted === 'audits') showView('audits');
  var ready = el('div');
  ready.id = 'proof-ready';
  ready.hidden = true;
  document.body.appendChild(ready);
  document.body.setAttribute('data-init-ms', String(Math.round(performance.now() - started)));
  document.body.setAttribute('data-ready', '1');
})();

