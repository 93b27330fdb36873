// The demo game page's script (served as is, no build step). It reads the
// launch token from #demo-game, asks the server what to show, and plays every
// round through the server: the stake and the bet go up, the outcome, the
// win and the new balance come back. It never decides a result.
(function () {
  'use strict';

  var root = document.getElementById('demo-game');
  if (!root || root.getAttribute('data-started')) return;
  root.setAttribute('data-started', '1');

  var data = {
    token: root.getAttribute('data-token') || '',
    api: root.getAttribute('data-api') || '',
    lang: root.getAttribute('data-lang') === 'en' ? 'en' : 'tr',
    exit: root.getAttribute('data-exit') === 'egt' ? 'egt' : 'command',
    lobby: root.getAttribute('data-lobby') || '',
    referrer: root.getAttribute('data-referrer'),
    error: root.getAttribute('data-error') || '',
  };

  var TEXT = {
    tr: {
      loading: 'Oyun yükleniyor…',
      balance: 'Bakiye',
      stake: 'Bahis',
      exit: 'Oyundan çık',
      reload: 'Oyunu yenile',
      retry: 'Tekrar dene',
      spin: 'Çevir',
      deal: 'Dağıt',
      fly: 'Bahis yap',
      demo: 'Demo oyun',
      funMode: 'Eğlence modu: oyun parası, gerçek para yok',
      win: 'Kazanç: {amount}',
      noWin: 'Bu tur kazanç yok.',
      network: 'Sunucuya ulaşılamadı. Bağlantınızı kontrol edip tekrar deneyin.',
      malformed: 'Sunucudan beklenmeyen bir yanıt geldi. Tekrar deneyin.',
      last: 'Son turlar',
      betType: 'Bahis türü',
      red: 'Kırmızı',
      black: 'Siyah',
      odd: 'Tek',
      even: 'Çift',
      low: '1–18',
      high: '19–36',
      straight: 'Tek sayı',
      number: 'Sayı (0–36)',
      player: 'Oyuncu',
      banker: 'Banka',
      tie: 'Beraberlik',
      total: 'toplam',
      winner: 'Kazanan: {side}',
      cashOut: 'Nakit çekme çarpanı',
      flewAway: 'Uçak {point}× çarpanında uçtu.',
      cashedOut: '{target}× çarpanında nakit çektiniz.',
      reels: 'Makaralar',
      lines: '{count} çizgi kazandı',
      wheel: 'Rulet sonucu',
      green: 'Yeşil',
    },
    en: {
      loading: 'Loading the game…',
      balance: 'Balance',
      stake: 'Stake',
      exit: 'Exit game',
      reload: 'Reload game',
      retry: 'Try again',
      spin: 'Spin',
      deal: 'Deal',
      fly: 'Place bet',
      demo: 'Demo game',
      funMode: 'Fun mode: play money, no real money at stake',
      win: 'Win: {amount}',
      noWin: 'No win this round.',
      network: 'The server could not be reached. Check your connection and try again.',
      malformed: 'The server sent an unexpected answer. Try again.',
      last: 'Last rounds',
      betType: 'Bet type',
      red: 'Red',
      black: 'Black',
      odd: 'Odd',
      even: 'Even',
      low: '1–18',
      high: '19–36',
      straight: 'Single number',
      number: 'Number (0–36)',
      player: 'Player',
      banker: 'Banker',
      tie: 'Tie',
      total: 'total',
      winner: 'Winner: {side}',
      cashOut: 'Cash-out multiplier',
      flewAway: 'The plane flew away at {point}×.',
      cashedOut: 'You cashed out at {target}×.',
      reels: 'Reels',
      lines: '{count} lines won',
      wheel: 'Roulette result',
      green: 'Green',
    },
  };
  var t = TEXT[data.lang];
  var money = new Intl.NumberFormat(data.lang === 'en' ? 'en-GB' : 'tr-TR', { style: 'currency', currency: 'TRY' });
  var reducedMotion = window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

  function say(template, params) {
    return template.replace(/\{(\w+)\}/g, function (_m, key) {
      return params && Object.prototype.hasOwnProperty.call(params, key) ? String(params[key]) : '';
    });
  }
  function el(tag, attributes, children) {
    var node = document.createElement(tag);
    Object.keys(attributes || {}).forEach(function (key) {
      if (key === 'text') node.textContent = attributes[key];
      else if (key === 'className') node.className = attributes[key];
      else node.setAttribute(key, attributes[key]);
    });
    (children || []).forEach(function (child) {
      if (child) node.appendChild(child);
    });
    return node;
  }
  function setState(state) {
    root.setAttribute('data-state', state);
  }

  // ---------------------------------------------------------------------
  // Talking to the site: exit (and, for Egt Digital, reload) go to the
  // parent frame; a page opened on its own goes back to the lobby.

  function siteOrigin() {
    var candidates = [data.lobby, data.referrer, document.referrer];
    for (var i = 0; i < candidates.length; i++) {
      try {
        var url = new URL(candidates[i]);
        if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
      } catch {
        /* not an address */
      }
    }
    return '*';
  }
  function tellSite(command) {
    window.parent.postMessage({ command: command }, siteOrigin());
  }
  function exitGame() {
    if (window.parent !== window) {
      tellSite(data.exit === 'egt' ? 'com.egt-bg.exit' : 'exit');
      return;
    }
    // Only back into the site this page is on: never an open redirect.
    var lobby = '/';
    try {
      var url = new URL(data.lobby, window.location.href);
      if (url.origin === window.location.origin) lobby = url.href;
    } catch {
      /* no lobby: the site's home */
    }
    window.location.href = lobby;
  }

  // ---------------------------------------------------------------------
  // The API

  function call(path, body, idempotencyKey) {
    var headers = { 'content-type': 'application/json', accept: 'application/json' };
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    return fetch(data.api + '/demo/games/api/' + path, {
      method: 'POST',
      headers: headers,
      body: JSON.stringify(body),
    }).then(
      function (response) {
        return response.json().then(
          function (json) {
            if (!json || typeof json.success !== 'boolean' || typeof json.message !== 'string') return { kind: 'malformed' };
            if (response.status === 401) return { kind: 'expired', message: json.message };
            if (!json.success) return { kind: 'refused', message: json.message };
            return { kind: 'ok', data: json.data };
          },
          function () {
            return { kind: 'malformed' };
          },
        );
      },
      function () {
        return { kind: 'network' };
      },
    );
  }

  // ---------------------------------------------------------------------
  // The frame around every game: title, balance, exit, stake, message.

  var balanceOutput = el('output', { className: 'balance', 'aria-live': 'polite' });
  var message = el('p', { className: 'message', role: 'status' });
  var alertBox = el('p', { className: 'alert', role: 'alert' });
  var title = el('h1', { text: t.loading });
  var provider = el('span', { className: 'provider' });
  var actions = el('div', { className: 'actions' });
  var exitButton = el('button', { type: 'button', className: 'secondary', text: t.exit, 'data-action': 'exit' });
  exitButton.addEventListener('click', exitGame);
  if (data.exit === 'egt') {
    var reloadButton = el('button', { type: 'button', className: 'secondary', text: t.reload, 'data-action': 'reload' });
    reloadButton.addEventListener('click', function () {
      if (window.parent !== window) tellSite('com.egt-bg.reload');
      else window.location.reload();
    });
    actions.appendChild(reloadButton);
  }
  actions.appendChild(exitButton);
  var board = el('div', { className: 'board' });
  var controls = el('form', { className: 'controls' });
  var history = el('ol', { className: 'history', 'aria-label': t.last });
  // Labelled landmarks: framed in the site, they sit beside the site's own header and main.
  root.appendChild(
    el('header', { className: 'bar', 'aria-label': t.demo }, [el('div', { className: 'name' }, [title, provider]), balanceOutput, actions]),
  );
  var table = el('main', { className: 'table', 'aria-label': t.demo }, [board, controls, alertBox, message, history]);
  root.appendChild(table);
  setState('loading');

  function showBalance(balance) {
    balanceOutput.textContent = t.balance + ': ' + money.format(balance);
    balanceOutput.setAttribute('data-balance', String(balance));
  }
  function showAlert(text) {
    alertBox.textContent = text || '';
  }
  function fatal(state, text, canRetry) {
    setState(state);
    controls.replaceChildren();
    showAlert(text);
    if (canRetry) {
      var retry = el('button', { type: 'button', className: 'primary', text: t.retry });
      retry.addEventListener('click', start);
      controls.appendChild(retry);
    }
  }

  if (data.error) {
    title.textContent = t.demo;
    fatal('expired', data.error, false);
    return;
  }

  // ---------------------------------------------------------------------
  // Start, then one board per kind of game

  var session = null;
  function start() {
    setState('loading');
    showAlert('');
    message.textContent = t.loading;
    call('start', { token: data.token, referrer: data.referrer === null ? undefined : data.referrer }).then(function (result) {
      message.textContent = '';
      if (result.kind === 'network') return fatal('error', t.network, true);
      if (result.kind === 'malformed') return fatal('error', t.malformed, true);
      if (result.kind === 'expired') return fatal('expired', result.message, false);
      if (result.kind === 'refused') return fatal('error', result.message, false);
      session = result.data;
      title.textContent = session.game.name;
      document.title = session.game.name;
      table.setAttribute('aria-label', session.game.name);
      provider.textContent = session.game.provider + ' · ' + (session.fun ? t.funMode : t.demo);
      if (session.fun) root.setAttribute('data-fun', 'true');
      root.setAttribute('data-kind', session.game.kind);
      root.classList.toggle('mobile', !!session.mobile);
      showBalance(session.balance);
      build(session.game.kind);
      setState('ready');
    });
  }

  var stakeSelect;
  var playButton;
  var readBet = function () {
    return {};
  };
  var showOutcome = function (_settled, done) {
    done();
  };

  function radioGroup(name, options, initial) {
    var fieldset = el('fieldset', { className: 'choices' }, [el('legend', { text: t.betType })]);
    options.forEach(function (option) {
      var input = el('input', { type: 'radio', name: name, value: option });
      if (option === initial) input.checked = true;
      fieldset.appendChild(el('label', {}, [input, document.createTextNode(' ' + t[option])]));
    });
    return fieldset;
  }
  function checked(name) {
    var input = controls.querySelector('input[name="' + name + '"]:checked');
    return input ? input.value : undefined;
  }

  function build(kind) {
    controls.replaceChildren();
    board.replaceChildren();
    stakeSelect = el('select', { id: 'stake', name: 'stake' });
    session.stakes.forEach(function (stake) {
      var option = el('option', { value: String(stake), text: money.format(stake) });
      if (stake === 1) option.selected = true;
      stakeSelect.appendChild(option);
    });
    controls.appendChild(el('label', { className: 'field', for: 'stake' }, [el('span', { text: t.stake }), stakeSelect]));
    var playLabel = t.spin;
    if (kind === 'slot') buildSlot();
    if (kind === 'roulette') buildRoulette();
    if (kind === 'cards') {
      buildCards();
      playLabel = t.deal;
    }
    if (kind === 'crash') {
      buildCrash();
      playLabel = t.fly;
    }
    // A plain button, not a form submission: SoftGamings' sandboxed frame may not submit forms.
    playButton = el('button', { type: 'button', className: 'primary play', text: playLabel, 'data-action': 'play' });
    playButton.addEventListener('click', playRound);
    controls.appendChild(playButton);
  }

  // Slot ------------------------------------------------------------------
  var SYMBOLS = { nine: '9', ten: '10', jack: 'J', queen: 'Q', king: 'K', ace: 'A', crown: '♛', seven: '7', wild: '★' };
  var LINES = [
    [1, 1, 1, 1, 1],
    [0, 0, 0, 0, 0],
    [2, 2, 2, 2, 2],
    [0, 1, 2, 1, 0],
    [2, 1, 0, 1, 2],
  ];
  function buildSlot() {
    var grid = el('div', { className: 'reels', role: 'img', 'aria-label': t.reels });
    for (var row = 0; row < 3; row++) {
      for (var reel = 0; reel < 5; reel++) {
        grid.appendChild(el('span', { className: 'cell', 'data-reel': String(reel), 'data-row': String(row), text: '★' }));
      }
    }
    board.appendChild(grid);
    showOutcome = function (settled, done) {
      var outcome = settled.outcome;
      var hits = {};
      outcome.lines.forEach(function (line) {
        for (var i = 0; i < line.count; i++) hits[i + ':' + LINES[line.line][i]] = true;
      });
      var cells = grid.querySelectorAll('.cell');
      var words = [];
      Array.prototype.forEach.call(cells, function (cell) {
        var reel = Number(cell.getAttribute('data-reel'));
        var row = Number(cell.getAttribute('data-row'));
        var symbol = outcome.reels[reel][row];
        cell.textContent = SYMBOLS[symbol] || '?';
        cell.setAttribute('data-symbol', symbol);
        cell.classList.toggle('hit', !!hits[reel + ':' + row]);
        words.push(SYMBOLS[symbol]);
      });
      grid.setAttribute(
        'aria-label',
        t.reels + ': ' + words.join(' ') + (outcome.lines.length ? '. ' + say(t.lines, { count: outcome.lines.length }) : ''),
      );
      if (!reducedMotion) {
        grid.classList.remove('spun');
        void grid.offsetWidth;
        grid.classList.add('spun');
      }
      done(outcome.lines.length ? say(t.lines, { count: outcome.lines.length }) : '');
    };
  }

  // Roulette --------------------------------------------------------------
  function buildRoulette() {
    var result = el('div', { className: 'wheel', 'aria-label': t.wheel, role: 'img', text: '–' });
    board.appendChild(result);
    controls.appendChild(radioGroup('bet', ['red', 'black', 'odd', 'even', 'low', 'high', 'straight'], 'red'));
    var number = el('input', {
      type: 'number',
      id: 'number',
      name: 'number',
      min: '0',
      max: '36',
      step: '1',
      value: '7',
      inputmode: 'numeric',
    });
    controls.appendChild(el('label', { className: 'field', for: 'number' }, [el('span', { text: t.number }), number]));
    readBet = function () {
      var bet = checked('bet') || 'red';
      return bet === 'straight' ? { bet: bet, number: Math.trunc(Number(number.value)) } : { bet: bet };
    };
    showOutcome = function (settled, done) {
      var outcome = settled.outcome;
      result.textContent = String(outcome.number);
      result.setAttribute('data-colour', outcome.colour);
      var colourName = outcome.colour === 'green' ? t.green : t[outcome.colour];
      result.setAttribute('aria-label', t.wheel + ': ' + outcome.number + ' ' + colourName);
      done(outcome.number + ' ' + colourName);
    };
  }

  // Cards -----------------------------------------------------------------
  var RANKS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
  var SUITS = { spades: '♠', hearts: '♥', diamonds: '♦', clubs: '♣' };
  function buildCards() {
    var playerHand = el('div', { className: 'hand', 'data-side': 'player' });
    var bankerHand = el('div', { className: 'hand', 'data-side': 'banker' });
    board.appendChild(el('div', { className: 'hands' }, [playerHand, bankerHand]));
    controls.appendChild(radioGroup('bet', ['player', 'banker', 'tie'], 'player'));
    readBet = function () {
      return { bet: checked('bet') || 'player' };
    };
    function render(hand, side, cards, total, winner) {
      hand.replaceChildren(el('h2', { text: t[side] + ' — ' + total + ' ' + t.total }));
      hand.classList.toggle('winner', winner === side);
      cards.forEach(function (card) {
        hand.appendChild(el('span', { className: 'card', 'data-suit': card.suit, text: RANKS[card.rank] + SUITS[card.suit] }));
      });
    }
    showOutcome = function (settled, done) {
      var o = settled.outcome;
      render(playerHand, 'player', o.player, o.playerTotal, o.winner);
      render(bankerHand, 'banker', o.banker, o.bankerTotal, o.winner);
      done(say(t.winner, { side: t[o.winner] }));
    };
  }

  // Crash -----------------------------------------------------------------
  function buildCrash() {
    var meter = el('div', { className: 'meter', 'aria-live': 'off', text: '1.00×' });
    var plane = el('div', { className: 'sky' }, [meter]);
    board.appendChild(plane);
    var target = el('input', {
      type: 'number',
      id: 'cashout',
      name: 'cashOut',
      min: String(session.limits.minCashOut),
      max: String(session.limits.maxCashOut),
      step: '0.01',
      value: '2.00',
      inputmode: 'decimal',
    });
    controls.appendChild(el('label', { className: 'field', for: 'cashout' }, [el('span', { text: t.cashOut }), target]));
    readBet = function () {
      return { cashOut: Math.round(Number(target.value) * 100) / 100 };
    };
    showOutcome = function (settled, done) {
      var o = settled.outcome;
      var summary = o.cashedOut ? say(t.cashedOut, { target: o.cashOut.toFixed(2) }) : say(t.flewAway, { point: o.crashPoint.toFixed(2) });
      var finish = function () {
        meter.textContent = o.crashPoint.toFixed(2) + '×';
        plane.setAttribute('data-crashed', '1');
        done(summary);
      };
      plane.removeAttribute('data-crashed');
      if (reducedMotion || o.crashPoint <= 1) return finish();
      // The multiplier climbs to where the server said the plane leaves.
      var speed = Math.max(0.6, Math.log(o.crashPoint) / 3);
      var began = performance.now();
      (function frame(now) {
        var value = Math.exp(((now - began) / 1000) * speed);
        if (value >= o.crashPoint) return finish();
        meter.textContent = value.toFixed(2) + '×';
        plane.classList.toggle('cashed', o.cashedOut && value >= o.cashOut);
        requestAnimationFrame(frame);
      })(began);
    };
  }

  // Playing a round ---------------------------------------------------------
  var rounds = 0;
  // Enter in a field plays too, as it would submit the form.
  controls.addEventListener('submit', function (event) {
    event.preventDefault();
  });
  controls.addEventListener('keydown', function (event) {
    if (event.key === 'Enter' && event.target && event.target.tagName === 'INPUT') {
      event.preventDefault();
      playRound();
    }
  });
  // A round whose answer was lost keeps its Idempotency-Key: played again as
  // it was, the server answers the round it already settled instead of
  // taking a second stake. Any answer ends it; the next round has a new key.
  var unanswered = null;
  function roundKey(body) {
    var text = JSON.stringify(body);
    if (!unanswered || unanswered.body !== text) {
      var bytes = crypto.getRandomValues(new Uint8Array(16));
      unanswered = {
        body: text,
        key: Array.prototype.map
          .call(bytes, function (b) {
            return ('0' + b.toString(16)).slice(-2);
          })
          .join(''),
      };
    }
    return unanswered.key;
  }
  function playRound() {
    if (!session || root.getAttribute('data-state') !== 'ready') return;
    var body = readBet();
    body.token = data.token;
    body.stake = Number(stakeSelect.value);
    setState('playing');
    showAlert('');
    playButton.disabled = true;
    playButton.setAttribute('aria-busy', 'true');
    call('play', body, roundKey(body)).then(function (result) {
      if (result.kind !== 'network' && result.kind !== 'malformed') unanswered = null;
      var settle = function () {
        playButton.disabled = false;
        playButton.removeAttribute('aria-busy');
      };
      if (result.kind === 'expired') return fatal('expired', result.message, false);
      if (result.kind !== 'ok') {
        settle();
        setState('ready');
        return showAlert(result.kind === 'network' ? t.network : result.kind === 'malformed' ? t.malformed : result.message);
      }
      var settled = result.data;
      showOutcome(settled, function (summary) {
        settle();
        showBalance(settled.balance);
        var outcomeText = settled.win > 0 ? say(t.win, { amount: money.format(settled.win) }) : t.noWin;
        message.textContent = (summary ? summary.replace(/[.!]?$/, '.') + ' ' : '') + outcomeText;
        message.setAttribute('data-win', String(settled.win));
        rounds++;
        root.setAttribute('data-rounds', String(rounds));
        root.setAttribute('data-round-id', String(settled.roundId));
        var entry = el('li', { text: money.format(settled.stake) + ' → ' + money.format(settled.win) });
        if (settled.win > 0) entry.className = 'won';
        history.insertBefore(entry, history.firstChild);
        while (history.children.length > 8) history.removeChild(history.lastChild);
        setState('ready');
      });
    });
  }

  start();
})();
