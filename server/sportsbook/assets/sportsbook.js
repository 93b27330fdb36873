// The demo sportsbook page's script (served as is). It lists pre-match or
// live events with the server's odds, keeps a one-selection bet slip and
// places bets through the server with the session's sportsbook token.
(function () {
  'use strict';

  var root = document.getElementById('sportsbook');
  if (!root) return;
  var data = {
    brand: root.getAttribute('data-brand') || 'betco',
    lang: root.getAttribute('data-lang') === 'en' ? 'en' : 'tr',
    mode: root.getAttribute('data-mode') === 'live' ? 'live' : 'prematch',
    token: root.getAttribute('data-token') || '',
  };
  var TEXT = {
    tr: {
      prematch: 'Maç önü',
      live: 'Canlı',
      titlePrematch: 'Spor Bahisleri',
      titleLive: 'Canlı Bahis',
      balance: 'Bakiye',
      loginToBet: 'Bahis yapmak için siteye giriş yapın.',
      slip: 'Bahis kuponu',
      emptySlip: 'Kupona eklemek için bir orana dokunun.',
      stake: 'Tutar (₺)',
      potential: 'Olası kazanç',
      place: 'Bahis yap',
      remove: 'Kupondan çıkar',
      myBets: 'Bahislerim',
      noBets: 'Henüz bahsiniz yok.',
      noEvents: 'Şu anda etkinlik yok.',
      loading: 'Yükleniyor…',
      network: 'Sunucuya ulaşılamadı. Tekrar deneyin.',
      retry: 'Tekrar dene',
      closed: 'Kapalı',
      suspended: 'Askıda',
      suspendedNow: 'Bu seçenek askıya alındı: sonucu belli ya da neredeyse kesin.',
      open: 'Açık',
      won: 'Kazandı',
      lost: 'Kaybetti',
      oddsMoved: 'Oran güncellendi.',
      minute: '{m}. dk',
      odds: 'Oran',
      events: 'Etkinlikler',
    },
    en: {
      prematch: 'Pre-match',
      live: 'Live',
      titlePrematch: 'Sports betting',
      titleLive: 'Live betting',
      balance: 'Balance',
      loginToBet: 'Log in to the site to place bets.',
      slip: 'Bet slip',
      emptySlip: 'Tap a price to add it to the slip.',
      stake: 'Stake (₺)',
      potential: 'Potential win',
      place: 'Place bet',
      remove: 'Remove from slip',
      myBets: 'My bets',
      noBets: 'No bets yet.',
      noEvents: 'No events right now.',
      loading: 'Loading…',
      network: 'The server could not be reached. Try again.',
      retry: 'Try again',
      closed: 'Closed',
      suspended: 'Suspended',
      suspendedNow: 'This selection was suspended: its result is decided or all but certain.',
      open: 'Open',
      won: 'Won',
      lost: 'Lost',
      oddsMoved: 'The odds were updated.',
      minute: "{m}'",
      odds: 'Odds',
      events: 'Events',
    },
  };
  var t = TEXT[data.lang];
  var locale = data.lang === 'en' ? 'en-GB' : 'tr-TR';
  var money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'TRY' });
  var when = new Intl.DateTimeFormat(locale, { day: '2-digit', month: 'short', hour: '2-digit', minute: '2-digit' });

  function el(tag, attributes, children) {
    var node = document.createElement(tag);
    Object.keys(attributes || {}).forEach(function (key) {
      if (key === 'text') node.textContent = attributes[key];
      else if (key === 'className') node.className = attributes[key];
      else node.setAttribute(key, attributes[key]);
    });
    (children || []).forEach(function (child) {
      if (child) node.appendChild(typeof child === 'string' ? document.createTextNode(child) : child);
    });
    return node;
  }
  function request(method, path, body, idempotencyKey) {
    var url = '/demo/sportsbook/api/' + path;
    var init = { method: method, headers: { accept: 'application/json' } };
    if (idempotencyKey) init.headers['idempotency-key'] = idempotencyKey;
    if (body) {
      init.headers['content-type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    return fetch(url, init).then(
      function (response) {
        return response.json().then(
          function (json) {
            if (!json || typeof json.success !== 'boolean') return { kind: 'network' };
            if (response.status === 401) return { kind: 'expired', message: json.message };
            return json.success ? { kind: 'ok', data: json.data, message: json.message } : { kind: 'refused', message: json.message };
          },
          function () {
            return { kind: 'network' };
          },
        );
      },
      function () {
        return { kind: 'network' };
      },
    );
  }

  // Layout -------------------------------------------------------------------
  var tabs = el('nav', { className: 'tabs', 'aria-label': t.events }, [
    el('a', {
      href: '?' + new URLSearchParams({ token: data.token, lang: data.lang, mode: 'prematch' }),
      'aria-current': data.mode === 'prematch' ? 'page' : 'false',
      text: t.prematch,
    }),
    el('a', {
      href: '?' + new URLSearchParams({ token: data.token, lang: data.lang, mode: 'live' }),
      'aria-current': data.mode === 'live' ? 'page' : 'false',
      text: t.live,
    }),
  ]);
  var account = el('p', { className: 'account', 'aria-live': 'polite' });
  var list = el('section', { className: 'events', 'aria-label': t.events, 'aria-busy': 'true' }, [el('p', { text: t.loading })]);
  var slipBody = el('div', { className: 'slip-body' });
  var slipAlert = el('p', { className: 'alert', role: 'alert' });
  var slipStatus = el('p', { className: 'status', role: 'status' });
  var betsList = el('ul', { className: 'bets' });
  var slip = el('aside', { className: 'slip', 'aria-labelledby': 'slip-title' }, [
    el('h2', { id: 'slip-title', text: t.slip }),
    slipBody,
    slipAlert,
    slipStatus,
    el('h2', { text: t.myBets }),
    betsList,
  ]);
  var title = data.mode === 'live' ? t.titleLive : t.titlePrematch;
  // Labelled landmarks: framed in the site, they sit beside the site's own header and main.
  root.appendChild(el('header', { className: 'top', 'aria-label': title }, [el('h1', { text: title }), tabs, account]));
  root.appendChild(el('main', { className: 'layout', 'aria-label': title }, [list, slip]));

  // State ----------------------------------------------------------------------
  var events = [];
  /** The server's clock at the last list (ISO): a market not open before its close is suspended, not closed. */
  var serverNow = '';
  var picked = null; // { eventId, key }
  var player = null;
  var busy = false;

  function selectionOf(pick) {
    if (!pick) return null;
    var event = events.find(function (e) {
      return e.id === pick.eventId;
    });
    if (!event) return null;
    var selection = event.selections.find(function (s) {
      return s.key === pick.key;
    });
    return selection ? { event: event, selection: selection } : null;
  }

  function renderEvents() {
    list.setAttribute('aria-busy', 'false');
    list.replaceChildren();
    if (events.length === 0) {
      list.appendChild(el('p', { text: t.noEvents }));
      return;
    }
    var bySport = {};
    events.forEach(function (e) {
      (bySport[e.sportName] = bySport[e.sportName] || []).push(e);
    });
    Object.keys(bySport).forEach(function (sport) {
      var group = el('div', { className: 'sport' }, [el('h2', { text: sport })]);
      bySport[sport].forEach(function (e) {
        var meta =
          e.status === 'live'
            ? t.minute.replace('{m}', String(e.minute)) + ' · ' + e.score[0] + '–' + e.score[1]
            : when.format(new Date(e.startsAt));
        var prices = el('div', { className: 'prices', role: 'group', 'aria-label': e.home + ' – ' + e.away });
        e.selections.forEach(function (s) {
          var chosen = picked && picked.eventId === e.id && picked.key === s.key;
          // A suspended selection (odds null: its result decided, or too near certain to price) is shown, not offered.
          var suspended = s.odds === null;
          var button = el(
            'button',
            { type: 'button', className: 'price', 'aria-pressed': chosen ? 'true' : 'false', 'data-event': e.id, 'data-selection': s.key },
            [
              el('span', { className: 'label', text: s.key === 'X' ? s.label : s.key }),
              el('span', { className: 'odds', text: suspended ? '–' : s.odds.toFixed(2) }),
            ],
          );
          button.setAttribute('aria-label', s.label + ' ' + (suspended ? t.suspended : t.odds + ' ' + s.odds.toFixed(2)));
          if (!e.open || suspended) button.disabled = true;
          button.addEventListener('click', function () {
            picked = chosen ? null : { eventId: e.id, key: s.key, odds: s.odds };
            slipAlert.textContent = '';
            slipStatus.textContent = '';
            renderEvents();
            renderSlip();
          });
          prices.appendChild(button);
        });
        group.appendChild(
          el('article', { className: 'event', 'data-status': e.status }, [
            el('div', { className: 'teams' }, [
              el('strong', { text: e.home + ' – ' + e.away }),
              el('span', {
                className: 'meta',
                text: e.league + ' · ' + meta + (e.open ? '' : ' · ' + (serverNow < e.closesAt ? t.suspended : t.closed)),
              }),
            ]),
            prices,
          ]),
        );
      });
      list.appendChild(group);
    });
  }

  function renderSlip() {
    slipBody.replaceChildren();
    var chosen = selectionOf(picked);
    if (chosen && chosen.selection.odds === null) {
      // Suspended since it was picked: out of the slip, and its button no longer pressed.
      slipStatus.textContent = t.suspendedNow;
      picked = null;
      chosen = null;
      renderEvents();
    }
    if (!chosen) {
      picked = null;
      slipBody.appendChild(el('p', { className: 'hint', text: player ? t.emptySlip : t.loginToBet }));
      return;
    }
    if (picked.odds !== chosen.selection.odds) {
      picked.odds = chosen.selection.odds;
      slipStatus.textContent = t.oddsMoved;
    }
    var stake = el('input', { type: 'number', id: 'stake', min: '1', max: '5000', step: '1', value: '10', inputmode: 'decimal' });
    var potential = el('output', { for: 'stake', className: 'potential' });
    var update = function () {
      potential.textContent = t.potential + ': ' + money.format(Math.floor(Number(stake.value || 0) * chosen.selection.odds * 100) / 100);
    };
    stake.addEventListener('input', update);
    update();
    var remove = el('button', { type: 'button', className: 'secondary', text: t.remove });
    remove.addEventListener('click', function () {
      picked = null;
      renderEvents();
      renderSlip();
    });
    var place = el('button', { type: 'submit', className: 'primary', text: t.place });
    if (!player || !chosen.event.open) place.disabled = true;
    var form = el('form', { className: 'slip-form' }, [
      el('p', {}, [el('strong', { text: chosen.event.home + ' – ' + chosen.event.away })]),
      el('p', { text: chosen.selection.label + ' @ ' + chosen.selection.odds.toFixed(2) }),
      el('label', { for: 'stake', text: t.stake }),
      stake,
      potential,
      el('div', { className: 'row' }, [place, remove]),
    ]);
    if (!player) form.appendChild(el('p', { className: 'hint', text: t.loginToBet }));
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      if (busy || !player) return;
      busy = true;
      place.disabled = true;
      place.setAttribute('aria-busy', 'true');
      slipAlert.textContent = '';
      var bet = {
        token: data.token,
        lang: data.lang,
        eventId: chosen.event.id,
        selection: chosen.selection.key,
        odds: chosen.selection.odds,
        stake: Number(stake.value),
      };
      request('POST', 'bet', bet, betKey(bet)).then(function (result) {
        if (result.kind !== 'network') unanswered = null;
        busy = false;
        place.removeAttribute('aria-busy');
        place.disabled = false;
        if (result.kind === 'ok') {
          slipStatus.textContent = result.message;
          picked = null;
          player.balance = result.data.balance;
          renderAccount();
          loadMe();
          renderEvents();
          renderSlip();
          return;
        }
        slipAlert.textContent = result.kind === 'network' ? t.network : result.message;
        if (result.kind === 'refused') loadEvents();
      });
    });
    slipBody.appendChild(form);
  }

  // A bet whose answer was lost keeps its Idempotency-Key: placed again as it
  // was, the server answers the bet it already took instead of a second one.
  var unanswered = null;
  function betKey(bet) {
    var text = JSON.stringify(bet);
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

  function renderAccount() {
    account.textContent = player ? player.username + ' · ' + t.balance + ': ' + money.format(player.balance) : t.loginToBet;
  }

  function renderBets(bets) {
    betsList.replaceChildren();
    if (!bets.length) {
      betsList.appendChild(el('li', { className: 'hint', text: player ? t.noBets : t.loginToBet }));
      return;
    }
    bets.forEach(function (bet) {
      betsList.appendChild(
        el('li', { 'data-status': bet.status }, [
          el('strong', { text: bet.event }),
          ' ' +
            bet.selection +
            ' @ ' +
            bet.odds.toFixed(2) +
            ' · ' +
            money.format(bet.stake) +
            ' · ' +
            t[bet.status] +
            (bet.status === 'won' ? ' ' + money.format(bet.payout) : ''),
        ]),
      );
    });
  }

  function loadEvents() {
    return request('GET', 'events?' + new URLSearchParams({ mode: data.mode, lang: data.lang })).then(function (result) {
      if (result.kind !== 'ok') {
        list.setAttribute('aria-busy', 'false');
        var retry = el('button', { type: 'button', className: 'secondary', text: t.retry });
        retry.addEventListener('click', loadEvents);
        list.replaceChildren(el('p', { role: 'alert', text: t.network }), retry);
        return;
      }
      events = result.data.events;
      serverNow = result.data.now;
      renderEvents();
      renderSlip();
    });
  }

  function loadMe() {
    if (!data.token) {
      renderAccount();
      renderBets([]);
      return Promise.resolve();
    }
    return request('POST', 'me', { token: data.token, lang: data.lang }).then(function (result) {
      if (result.kind === 'ok') {
        player = { username: result.data.username, balance: result.data.balance };
        renderBets(result.data.bets);
      } else {
        player = null;
        renderBets([]);
      }
      renderAccount();
      renderSlip();
    });
  }

  loadMe().then(loadEvents);
  // Live prices move: refresh them (and settle finished bets) on a timer.
  setInterval(
    function () {
      if (!busy && document.visibilityState !== 'hidden') {
        loadEvents();
        if (player) loadMe();
      }
    },
    data.mode === 'live' ? 10000 : 60000,
  );
})();
