// The phone page: one seat's private hand. It draws whatever panel the
// program sends (no per-game code) and only ever talks to its own origin, so
// it works on a home network without internet.

import { drawSymbol, inkOn, safeColour } from "./looks.js";
import { render } from "./panel.js";
import { $, send, servedWords, state, useWords } from "./state.js";

const STORE = "tabletop.seat";
const PING_MS = 15000;
// A phone that has slept may hold a socket that looks open but is dead: a
// ping unanswered this long after waking means reconnect.
const WAKE_PROBE_MS = 1500;
// Retries never wait more than two seconds, so a page whose network came back shows
// the table's position again within two seconds, by itself.
const BACKOFF_MS = [250, 500, 1000, 2000];

let attempt = 0;
let retryTimer = 0;
let pingTimer = 0;
let probeTimer = 0;
let awaitingPong = false;
let stopped = false; // taken or error: wait for the person, not for a timer
let pairCode = null; // a code typed by hand, sent once the socket opens

function loadSeat() {
  try {
    const seat = JSON.parse(localStorage.getItem(STORE) || "null");
    if (seat && Number.isInteger(seat.seat) && typeof seat.secret === "string") return seat;
  } catch (_) {
    // An unreadable entry is as good as none: the person types the code.
  }
  return null;
}

function saveSeat(seat, secret) {
  localStorage.setItem(STORE, JSON.stringify({ seat, secret }));
}

function forgetSeat() {
  localStorage.removeItem(STORE);
}

function takeFragment() {
  const match = /^#(\d+)\.([A-Za-z0-9_-]+)$/.exec(location.hash);
  if (match) saveSeat(Number(match[1]), match[2]);
  if (location.hash) {
    // The secret must not stay in the address bar, where it can be read over a shoulder.
    history.replaceState(null, "", location.pathname + location.search);
  }
}

function connect() {
  clearTimeout(retryTimer);
  if (state.socket) {
    state.socket.onclose = null;
    state.socket.close();
  }
  stopped = false;
  state.welcomed = false;
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  const ws = new WebSocket(`${scheme}://${location.host}/ws`);
  state.socket = ws;
  showLink(state.panel || attempt ? state.words.reconnecting : state.words.connecting);
  ws.onopen = () => {
    const stored = loadSeat();
    if (pairCode) send({ type: "pair", code: pairCode });
    else if (stored) send({ type: "join", seat: stored.seat, secret: stored.secret });
    startPing();
  };
  ws.onmessage = (event) => {
    let message;
    try {
      message = JSON.parse(event.data);
    } catch (_) {
      return;
    }
    if (message && typeof message.type === "string") receive(message);
  };
  ws.onclose = () => {
    if (state.socket !== ws) return;
    state.socket = null;
    lost();
  };
}

function lost() {
  stopPing();
  state.live = false;
  state.sent = null;
  render();
  if (stopped) return;
  showLink(state.words.reconnecting);
  const delay = BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length - 1)];
  attempt += 1;
  retryTimer = setTimeout(connect, delay);
}

function startPing() {
  stopPing();
  awaitingPong = false;
  pingTimer = setInterval(() => {
    if (awaitingPong && state.socket) state.socket.close();
    else ping();
  }, PING_MS);
}

function stopPing() {
  clearInterval(pingTimer);
  clearTimeout(probeTimer);
}

function ping() {
  awaitingPong = true;
  send({ type: "ping" });
}

function wake() {
  if (document.visibilityState !== "visible" || stopped) return;
  if (!state.socket || state.socket.readyState > WebSocket.OPEN) {
    attempt = 0;
    connect();
  } else if (state.socket.readyState === WebSocket.OPEN) {
    ping();
    clearTimeout(probeTimer);
    probeTimer = setTimeout(() => {
      if (awaitingPong && state.socket) state.socket.close();
    }, WAKE_PROBE_MS);
  }
}

function receive(message) {
  switch (message.type) {
    case "paired":
      pairCode = null;
      saveSeat(message.seat, message.secret);
      send({ type: "join", seat: message.seat, secret: message.secret });
      break;
    case "welcome":
      welcome(message);
      break;
    case "panel":
      if (!state.panel || state.panel.position !== message.position) {
        state.picked = chosenParts(message.pick);
        state.marked = null;
        state.lifted = null;
      }
      state.panel = message;
      state.live = true;
      state.sent = null;
      state.held = null;
      $("refused").hidden = true;
      render();
      break;
    case "refused":
      refused(String(message.text || ""));
      break;
    case "held":
      state.held = String(message.text || "");
      render();
      break;
    case "pending":
      notice(String(message.text || ""), null);
      break;
    case "taken":
      stopped = true;
      dropHand();
      notice(String(message.text || ""), "use_again");
      state.socket?.close();
      break;
    case "error":
      failed(String(message.text || ""));
      break;
    case "gone":
      seatGone(String(message.text || ""));
      break;
    case "pong":
      awaitingPong = false;
      break;
  }
}

// The parts a pick has toggled on as it comes (the chip the TV lifts too), as sent.
function chosenParts(pick) {
  const chosen = pick && typeof pick === "object" && Array.isArray(pick.chosen) ? pick.chosen : [];
  return chosen.map(String);
}

function welcome(message) {
  state.welcomed = true;
  attempt = 0;
  useWords(message.language, message.words);
  const colour = safeColour(message.colour) || "#E8B84A";
  document.documentElement.style.setProperty("--seat", colour);
  document.documentElement.style.setProperty("--on-seat", inkOn(colour));
  $("name").textContent = String(message.name || "");
  drawSymbol($("symbol"), String(message.symbol || ""));
  state.me = Number.isInteger(message.seat) ? message.seat : null;
  state.looks = new Map();
  for (const look of Array.isArray(message.seats) ? message.seats : []) {
    if (look && Number.isInteger(look.seat)) state.looks.set(look.seat, look);
  }
  $("who").hidden = false;
  $("pair").hidden = true;
  $("notice").hidden = true;
  hideLink();
  render();
}

function refused(text) {
  if (!loadSeat() || !state.welcomed) {
    // A code typed by hand was not accepted: ask again under the same prompt.
    pairCode = null;
    notice(text, null);
    showPair();
    return;
  }
  state.sent = null;
  state.held = null;
  const box = $("refused");
  box.textContent = text;
  box.hidden = false;
  render();
}

function failed(text) {
  stopped = true;
  const seated = state.welcomed;
  dropHand();
  if (!seated) {
    // The stored secret no longer opens a seat (a new game, another table): pair afresh.
    forgetSeat();
    pairCode = null;
    notice(text, null);
    showPair();
  } else {
    notice(text, "use_again");
  }
  state.socket?.close();
}

// The table closed this seat (the game was left, phones turned off): its secret opens
// nothing any more, so the page asks for a new code.
function seatGone(text) {
  stopped = true;
  dropHand();
  forgetSeat();
  pairCode = null;
  notice(text, null);
  showPair();
  state.socket?.close();
}

// The seat's private hand leaves the page the moment the seat is no longer this phone's
// (trial s23 C saw a quit game's hand under "Reconnecting…" and under the code prompt):
// nothing of it is kept to draw again, dimmed, while the page reconnects.
function dropHand() {
  state.panel = null;
  state.live = false;
  state.sent = null;
  state.picked = [];
  state.marked = null;
  state.lifted = null;
  state.welcomed = false;
  $("panel").hidden = true;
  $("secrets").replaceChildren();
  $("choices").replaceChildren();
  $("shared").hidden = true;
  $("help").replaceChildren();
  $("seats").replaceChildren();
  $("who").hidden = true;
  $("score").hidden = true;
  state.myTurn = false;
  document.body.classList.remove("mine", "lit");
}

function notice(text, button) {
  $("notice-text").textContent = text;
  const again = $("pair-again");
  again.hidden = !button;
  if (button) {
    again.textContent = state.words[button];
  }
  $("notice").hidden = !text;
  hideLink();
}

function showPair() {
  $("code-prompt").textContent = state.words.code_prompt;
  $("join").textContent = state.words.join;
  $("pair").hidden = false;
  $("panel").hidden = true;
  $("code").value = "";
}

function showLink(text) {
  const bar = $("link");
  bar.textContent = text;
  bar.hidden = false;
}

function hideLink() {
  $("link").hidden = true;
}

function start() {
  const served = servedWords();
  useWords(served.language, served.words);
  takeFragment();
  $("pair").addEventListener("submit", (event) => {
    event.preventDefault();
    const code = $("code").value.trim().toUpperCase();
    if (!/^[A-Z0-9]{4}$/.test(code)) return;
    pairCode = code;
    $("notice").hidden = true;
    attempt = 0;
    connect();
  });
  $("pair-again").addEventListener("click", () => {
    $("notice").hidden = true;
    attempt = 0;
    if (loadSeat()) connect();
    else showPair();
  });
  document.addEventListener("visibilitychange", wake);
  window.addEventListener("online", wake);
  if (loadSeat()) connect();
  else showPair();
}

start();
