// The phone page: one seat's private hand. It draws whatever panel the
// program sends (no per-game code) and only ever talks to its own origin, so
// it works on a home network without internet.

import { drawPiece } from "./pieces.js";

const STORE = "tabletop.seat";
const PING_MS = 15000;
// A phone that has slept may hold a socket that looks open but is dead: a
// ping unanswered this long after waking means reconnect.
const WAKE_PROBE_MS = 1500;
// Retries never wait more than two seconds, so a page whose network came back shows
// the table's position again within two seconds, by itself.
const BACKOFF_MS = [250, 500, 1000, 2000];

// Until the program's words arrive with `welcome` (its catalogue phones_page.json,
// same keys); the code prompt itself is written in both languages in index.html.
const FALLBACK = {
  connecting: "Connecting…",
  reconnecting: "Reconnecting…",
  your_turn: "Your turn",
  secrets: "Only you can see this",
  waiting: "Waiting for the game…",
  nothing_to_do: "Nothing to choose right now.",
  sent: "Sent…",
  use_again: "Use this phone again",
  at_the_table: "At the table",
  you: "you",
  score: "Score",
};

const $ = (id) => document.getElementById(id);

let words = { ...FALLBACK };
let socket = null;
let attempt = 0;
let retryTimer = 0;
let pingTimer = 0;
let probeTimer = 0;
let awaitingPong = false;
let stopped = false; // taken or error: wait for the person, not for a timer
let welcomed = false; // this connection has been let in to its seat
let pairCode = null; // a code typed by hand, sent once the socket opens
let panel = null;
let live = false; // the panel came on the connection that is open now
let sent = null; // the choice on its way for this panel
let held = null; // why the TV keeps that choice for now (the game is paused there)
let picked = []; // the parts toggled on for a panel's pick, kept while its position stays
let marked = null; // the two-tap choice tapped once (its confirm), kept while its position stays
let lifted = null; // the choice lifted by a first tap (a card to play), kept while its position stays
let myTurn = false;
let me = null; // this seat's number, from welcome
let looks = new Map(); // every seat's name, colour and symbol, from welcome

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

function send(message) {
  if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
}

function connect() {
  clearTimeout(retryTimer);
  if (socket) {
    socket.onclose = null;
    socket.close();
  }
  stopped = false;
  welcomed = false;
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  const ws = new WebSocket(`${scheme}://${location.host}/ws`);
  socket = ws;
  showLink(panel || attempt ? words.reconnecting : words.connecting);
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
    if (socket !== ws) return;
    socket = null;
    lost();
  };
}

function lost() {
  stopPing();
  live = false;
  sent = null;
  render();
  if (stopped) return;
  showLink(words.reconnecting);
  const delay = BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length - 1)];
  attempt += 1;
  retryTimer = setTimeout(connect, delay);
}

function startPing() {
  stopPing();
  awaitingPong = false;
  pingTimer = setInterval(() => {
    if (awaitingPong && socket) socket.close();
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
  if (!socket || socket.readyState > WebSocket.OPEN) {
    attempt = 0;
    connect();
  } else if (socket.readyState === WebSocket.OPEN) {
    ping();
    clearTimeout(probeTimer);
    probeTimer = setTimeout(() => {
      if (awaitingPong && socket) socket.close();
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
      if (!panel || panel.position !== message.position) {
        picked = [];
        marked = null;
        lifted = null;
      }
      panel = message;
      live = true;
      sent = null;
      held = null;
      $("refused").hidden = true;
      render();
      break;
    case "refused":
      refused(String(message.text || ""));
      break;
    case "held":
      held = String(message.text || "");
      render();
      break;
    case "pending":
      notice(String(message.text || ""), null);
      break;
    case "taken":
      stopped = true;
      dropHand();
      notice(String(message.text || ""), "use_again");
      socket?.close();
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

function welcome(message) {
  welcomed = true;
  attempt = 0;
  words = { ...FALLBACK, ...(message.words || {}) };
  document.documentElement.lang = message.language === "ko" ? "ko" : "en";
  const colour = safeColour(message.colour) || "#E8B84A";
  document.documentElement.style.setProperty("--seat", colour);
  document.documentElement.style.setProperty("--on-seat", inkOn(colour));
  $("name").textContent = String(message.name || "");
  drawSymbol($("symbol"), String(message.symbol || ""));
  me = Number.isInteger(message.seat) ? message.seat : null;
  looks = new Map();
  for (const look of Array.isArray(message.seats) ? message.seats : []) {
    if (look && Number.isInteger(look.seat)) looks.set(look.seat, look);
  }
  $("who").hidden = false;
  $("pair").hidden = true;
  $("notice").hidden = true;
  hideLink();
  render();
}

function refused(text) {
  if (!loadSeat() || !welcomed) {
    // A code typed by hand was not accepted: ask again under the same prompt.
    pairCode = null;
    notice(text, null);
    showPair();
    return;
  }
  sent = null;
  held = null;
  const box = $("refused");
  box.textContent = text;
  box.hidden = false;
  render();
}

function failed(text) {
  stopped = true;
  const seated = welcomed;
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
  socket?.close();
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
  socket?.close();
}

// The seat's private hand leaves the page the moment the seat is no longer this phone's
// (trial s23 C saw a quit game's hand under "Reconnecting…" and under the code prompt):
// nothing of it is kept to draw again, dimmed, while the page reconnects.
function dropHand() {
  panel = null;
  live = false;
  sent = null;
  picked = [];
  marked = null;
  lifted = null;
  welcomed = false;
  $("panel").hidden = true;
  $("secrets").replaceChildren();
  $("choices").replaceChildren();
  $("help").replaceChildren();
  $("seats").replaceChildren();
  $("who").hidden = true;
  $("score").hidden = true;
  myTurn = false;
  document.body.classList.remove("mine", "lit");
}

function notice(text, button) {
  $("notice-text").textContent = text;
  const again = $("pair-again");
  again.hidden = !button;
  if (button) {
    again.textContent = words[button];
  }
  $("notice").hidden = !text;
  hideLink();
}

function showPair() {
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

function render() {
  const section = $("panel");
  if (!welcomed && !panel) return;
  section.hidden = false;
  section.classList.toggle("stale", !live);
  const mine = Boolean(panel && panel.your_turn && live);
  $("turn").textContent = mine ? words.your_turn : "";
  $("turn").hidden = !mine;
  document.body.classList.toggle("mine", mine);
  if (mine && !myTurn) buzz();
  if (!mine) document.body.classList.remove("lit");
  myTurn = mine;
  if (!panel) {
    $("title").textContent = "";
    $("status").textContent = words.waiting;
    $("secrets-heading").hidden = true;
    $("secrets").replaceChildren();
    $("choices").replaceChildren();
    $("idle").hidden = true;
    $("help").hidden = true;
    return;
  }
  $("title").textContent = String(panel.title || "");
  $("status").textContent = sent ? held || words.sent : String(panel.status || "");
  renderHelp(Array.isArray(panel.help) ? panel.help : []);
  renderSecrets(Array.isArray(panel.secrets) ? panel.secrets : []);
  const choices = Array.isArray(panel.choices) ? panel.choices : [];
  if (panel.pick && typeof panel.pick === "object" && choices.length > 0) {
    renderPick(panel.pick, choices, mine && !sent);
  } else {
    renderChoices(choices, mine && !sent);
  }
  $("idle").textContent = words.nothing_to_do;
  $("idle").hidden = choices.length > 0;
  renderTable(Array.isArray(panel.table) ? panel.table : []);
  renderScore(Array.isArray(panel.table) ? panel.table : []);
}

// What the decision means, as the TV's panel beside it says (the seals' penalties).
function renderHelp(lines) {
  const items = lines.map((line) => {
    const item = document.createElement("li");
    item.textContent = String(line);
    return item;
  });
  $("help").replaceChildren(...items);
  $("help").hidden = items.length === 0;
}

// This seat's score beside its name in the header.
function renderScore(table) {
  const mine = table.find((row) => row && row.seat === me);
  const score = $("score");
  score.textContent = mine && mine.score != null ? String(mine.score) : "";
  score.hidden = !score.textContent;
}

// Every seat as the shared screen's plates show it: name in its colour and symbol, its
// score (hidden money stays "?") and its public pieces; the seat to move marked.
function renderTable(table) {
  const section = $("table");
  section.hidden = table.length === 0;
  $("table-heading").textContent = words.at_the_table;
  const current = panel && Number.isInteger(panel.current) ? panel.current : null;
  const rows = [];
  for (const row of table) {
    if (!row || !Number.isInteger(row.seat)) continue;
    const look = looks.get(row.seat) || { name: "", colour: "#E8B84A", symbol: "" };
    const item = document.createElement("li");
    item.className = "seat";
    item.classList.toggle("you", row.seat === me);
    item.classList.toggle("moving", row.seat === current);
    const colour = safeColour(look.colour) || "#E8B84A";
    item.style.setProperty("--c", colour);
    item.style.setProperty("--on-c", inkOn(colour));
    const head = document.createElement("div");
    head.className = "seat-head";
    const mark = document.createElement("span");
    mark.className = "mark";
    drawSymbol(mark, String(look.symbol || ""));
    const name = document.createElement("span");
    name.className = "seat-name";
    name.textContent = String(look.name || "");
    const score = document.createElement("span");
    score.className = "seat-score";
    score.textContent = row.score == null ? "?" : String(row.score);
    head.append(mark, name);
    if (row.seat === me) {
      // Beside the name, not in it: a long name ellipsizes and "(you)" stays in view.
      const you = document.createElement("span");
      you.className = "seat-you";
      you.textContent = `(${words.you})`;
      head.append(you);
    }
    head.append(score);
    item.append(head);
    const facts = Array.isArray(row.facts) ? row.facts : [];
    if (facts.length) {
      const line = document.createElement("div");
      line.className = "facts";
      for (const fact of facts) line.append(factElement(fact, colour, look.symbol));
      item.append(line);
    }
    rows.push(item);
  }
  $("seats").replaceChildren(...rows);
}

// One fact or secret: its pieces when it has them, else its words as a chip.
function factElement(fact, seatColour, seatSymbol) {
  const pieces = Array.isArray(fact.pieces) ? fact.pieces : [];
  const holder = document.createElement("span");
  holder.className = "fact";
  const drawn = pieces.map((piece) => drawPiece(piece, String(fact.value ?? ""), seatColour,
                                                symbolMaker(seatSymbol))).filter(Boolean);
  if (drawn.length) {
    holder.classList.add("drawn");
    holder.append(...drawn);
    tint(holder, fact.colour);
  } else {
    holder.textContent = fact.label && fact.label !== fact.value
      ? `${fact.label} ${fact.value ?? ""}` : String(fact.value ?? "");
    tint(holder, fact.colour);
  }
  return holder;
}

// The seat's symbol as an SVG group (for a face-down chip's back).
function symbolMaker(symbol) {
  const found = SHAPES[GLYPHS[symbol] || symbol];
  if (!found) return null;
  return (fill, stroke) => {
    const ns = "http://www.w3.org/2000/svg";
    const group = document.createElementNS(ns, "g");
    const mark = document.createElementNS(ns, found[0]);
    for (const [key, value] of Object.entries(found[1])) mark.setAttribute(key, String(value));
    mark.setAttribute("fill", fill);
    mark.setAttribute("stroke", stroke);
    mark.setAttribute("stroke-width", "1.5");
    group.append(mark);
    return group;
  };
}

function renderSecrets(secrets) {
  $("secrets-heading").textContent = words.secrets;
  $("secrets-heading").hidden = secrets.length === 0;
  // One heading per label ("Your hand" once over all its cards), so a hand of fifteen
  // fits a phone's screen above the buttons.
  const blocks = [];
  for (const [label, members] of grouped(secrets, (secret) => secret.label)) {
    const block = document.createElement("li");
    const heading = document.createElement("span");
    heading.className = "label";
    heading.textContent = label;
    const values = document.createElement("ul");
    values.className = "values";
    for (const secret of members) {
      const value = document.createElement("li");
      const pieces = Array.isArray(secret.pieces) ? secret.pieces : [];
      const drawn = pieces.map((piece) => drawPiece(piece, String(secret.value ?? ""),
                                                    myColour(), symbolMaker(mySymbol())))
        .filter(Boolean);
      if (drawn.length) {
        value.className = "drawn";
        value.append(...drawn);
        const owner = Number.isInteger(secret.seat) ? looks.get(secret.seat) : null;
        if (owner) {
          // Whose it is (a card on the table: who played it), in that seat's colour.
          const caption = document.createElement("span");
          caption.className = "caption owner";
          caption.textContent = String(owner.name || "");
          caption.style.setProperty("--c", safeColour(owner.colour) || "#E8B84A");
          value.append(caption);
        } else if (pieces.length > 1 || pieces[0].kind === "chip" && secret.colour) {
          // Words the pieces do not say (a bet's horse, an order's total) go under them.
          const caption = document.createElement("span");
          caption.className = "caption";
          caption.textContent = String(secret.value ?? "");
          value.append(caption);
        }
      } else {
        value.textContent = String(secret.value ?? "");
      }
      tint(value, secret.colour);
      values.append(value);
    }
    block.append(heading, values);
    blocks.push(block);
  }
  $("secrets").replaceChildren(...blocks);
}

// Items under their heading, headings in the order they first come.
function grouped(items, key) {
  const groups = new Map();
  for (const item of items) {
    const name = String(key(item) ?? "");
    if (!groups.has(name)) groups.set(name, []);
    groups.get(name).push(item);
  }
  return groups;
}

function renderChoices(choices, enabled) {
  const blocks = [];
  // A two-tap choice tapped once stands alone in its group, reading how to put it back,
  // with what it means and the button that sends it (the TV's Confirm reads it too).
  const chosen = choices.find((choice) => choice.confirm && String(choice.id) === marked);
  for (const [group, all] of grouped(choices, (choice) => choice.group)) {
    const members = chosen && all.includes(chosen) ? [chosen] : all;
    const block = document.createElement("section");
    block.className = "group";
    if (group) {
      const heading = document.createElement("h3");
      heading.textContent = group;
      block.append(heading);
    }
    const grid = document.createElement("div");
    grid.className = "buttons";
    for (const choice of members) {
      const button = document.createElement("button");
      button.type = "button";
      button.dataset.choice = String(choice.id);
      const back = choice === chosen ? String(choice.confirm.back ?? "") : null;
      const text = back ?? String(choice.label ?? choice.id);
      const drawn = drawPiece(choice.piece, String(choice.label ?? ""), myColour(),
                              symbolMaker(mySymbol()));
      if (drawn) {
        button.classList.add("with-piece", `piece-${choice.piece.kind}`);
        button.classList.toggle("terse", choice.terse === true && back === null);
        const label = document.createElement("span");
        label.className = "choice-label";
        label.textContent = text;
        button.append(drawn, label);
      } else {
        button.textContent = text;
      }
      button.setAttribute("aria-label", text);
      // An unavailable choice (a card that may not be played now) stays in its place, greyed.
      button.disabled = !enabled || choice.unavailable === true;
      button.classList.toggle("unavailable", choice.unavailable === true);
      if (sent === String(choice.id)) button.classList.add("sent");
      tint(button, choice.colour);
      if (choice.select && !choice.unavailable) {
        button.setAttribute("aria-pressed", lifted === String(choice.id) ? "true" : "false");
        button.classList.toggle("lifted", lifted === String(choice.id));
        button.addEventListener("click", () => lift(String(choice.id)));
      } else if (choice.confirm) {
        button.setAttribute("aria-pressed", back === null ? "false" : "true");
        button.classList.toggle("marked", back !== null);
        button.addEventListener("click", () => mark(String(choice.id)));
      } else {
        button.addEventListener("click", () => choose(String(choice.id)));
      }
      grid.append(button);
    }
    block.append(grid);
    if (chosen && members[0] === chosen) block.append(...confirmation(chosen, enabled));
    const up = members.find((choice) => choice.select && String(choice.id) === lifted);
    if (up) block.append(playButton(up, enabled));
    blocks.push(block);
  }
  $("choices").replaceChildren(...blocks);
}

// What a marked two-tap choice means, and the button that sends it.
function confirmation(choice, enabled) {
  const note = document.createElement("p");
  note.className = "confirm-note";
  note.textContent = String(choice.confirm.note ?? "");
  const button = document.createElement("button");
  button.type = "button";
  button.id = "confirm";
  button.dataset.confirm = String(choice.id);
  button.textContent = String(choice.confirm.label ?? "");
  button.disabled = !enabled;
  if (sent === String(choice.id)) button.classList.add("sent");
  button.addEventListener("click", () => choose(String(choice.id)));
  return note.textContent ? [note, button] : [button];
}

// The button under a lifted choice that sends it ("Play red 9").
function playButton(choice, enabled) {
  const button = document.createElement("button");
  button.type = "button";
  button.id = "play";
  button.dataset.play = String(choice.id);
  button.textContent = String(choice.select);
  button.disabled = !enabled;
  if (sent === String(choice.id)) button.classList.add("sent");
  button.addEventListener("click", () => choose(String(choice.id)));
  return button;
}

// A first tap lifts a choice (a card), a second on it sends it; a tap on another lifts that
// one instead, so a slip of the finger costs one more tap, never a wrong card (trial W).
function lift(choice) {
  if (!panel || !live || sent || !panel.your_turn) return;
  if (lifted === choice) {
    choose(choice);
    return;
  }
  lifted = choice;
  $("refused").hidden = true;
  render();
}

// The first tap of a two-tap choice marks it; a tap on the marked one puts it back.
function mark(choice) {
  if (!panel || !live || sent || !panel.your_turn) return;
  marked = marked === choice ? null : choice;
  $("refused").hidden = true;
  render();
}

// A choice made of parts (a Polterfass order of one or two cards): the parts as toggles
// and one button that sends the choice made of exactly those toggled on, so dozens of
// combinations take two rows of a small phone instead of several screens.
function renderPick(pick, choices, enabled) {
  const block = document.createElement("section");
  block.className = "group pick";
  const heading = document.createElement("h3");
  heading.textContent = String(pick.label ?? "");
  const grid = document.createElement("div");
  grid.className = "buttons parts";
  const most = Math.max(1, Number(pick.most) || 1);
  for (const part of Array.isArray(pick.parts) ? pick.parts : []) {
    const id = String(part.id);
    const button = document.createElement("button");
    button.type = "button";
    button.dataset.part = id;
    const drawn = drawPiece(part.piece, String(part.label ?? id), myColour(), null);
    if (drawn) {
      button.classList.add("with-piece");
      button.append(drawn);
      if (part.piece.kind === "horse") {
        // A colour alone is not enough to tell horses apart (ART.md): the name too.
        const name = document.createElement("span");
        name.className = "choice-label";
        name.textContent = String(part.label ?? id);
        button.append(name);
      }
      button.setAttribute("aria-label", String(part.label ?? id));
    } else {
      button.textContent = String(part.label ?? id);
    }
    button.setAttribute("aria-pressed", picked.includes(id) ? "true" : "false");
    button.disabled = !enabled;
    button.addEventListener("click", () => toggle(id, most));
    grid.append(button);
  }
  const match = madeOf(choices, picked);
  const send = document.createElement("button");
  send.type = "button";
  send.id = "send";
  if (match) {
    send.dataset.choice = String(match.id);
    const label = String(match.label ?? match.id);
    send.textContent = match.group ? `${match.group} · ${label}` : label;
    if (sent === String(match.id)) send.classList.add("sent");
  } else {
    send.textContent = String(pick.prompt ?? "");
  }
  send.disabled = !enabled || !match;
  send.addEventListener("click", () => {
    if (match) choose(String(match.id));
  });
  block.append(heading, grid, send);
  $("choices").replaceChildren(block);
}

// The choice whose parts are exactly ``parts``, if there is one.
function madeOf(choices, parts) {
  if (parts.length === 0) return null;
  const wanted = [...parts].sort().join(" ");
  return choices.find(
    (choice) => Array.isArray(choice.parts) && choice.parts.map(String).sort().join(" ") === wanted,
  ) || null;
}

function toggle(id, most) {
  if (!panel || !live || sent || !panel.your_turn) return;
  if (picked.includes(id)) {
    picked = picked.filter((part) => part !== id);
  } else {
    // Past the most a choice takes, the part toggled longest ago makes room.
    picked = [...picked, id].slice(-most);
  }
  $("refused").hidden = true;
  render();
}

function choose(choice) {
  if (!panel || !live || sent || !panel.your_turn) return;
  sent = choice;
  held = null;
  $("refused").hidden = true;
  send({ type: "act", position: panel.position, choice });
  render();
}

function buzz() {
  if (navigator.vibrate) navigator.vibrate([120, 60, 120]);
  document.body.classList.remove("lit");
  // Reading layout restarts the flash animation when turns come back to back.
  void document.body.offsetWidth;
  document.body.classList.add("lit");
}

function myColour() {
  const look = looks.get(me);
  return safeColour(look && look.colour) || null;
}

function mySymbol() {
  const look = looks.get(me);
  return look ? String(look.symbol || "") : "";
}

function safeColour(value) {
  return typeof value === "string" && /^#[0-9a-fA-F]{6}$/.test(value) ? value : null;
}

function tint(element, value) {
  const colour = safeColour(value);
  if (!colour) return;
  element.classList.add("tinted");
  element.style.setProperty("--c", colour);
  element.style.setProperty("--on-c", inkOn(colour));
}

// Dark ink on light colours and white on dark ones (WCAG relative luminance).
function inkOn(colour) {
  const channel = (offset) => {
    const c = parseInt(colour.slice(offset, offset + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return luminance > 0.18 ? "#2B2623" : "#FFFFFF";
}

const SHAPES = {
  circle: ["circle", { cx: 12, cy: 12, r: 9 }],
  square: ["rect", { x: 4, y: 4, width: 16, height: 16 }],
  triangle: ["polygon", { points: "12,3 21.5,20 2.5,20" }],
  diamond: ["polygon", { points: "12,2 22,12 12,22 2,12" }],
  star: ["polygon", { points: "12,2 14.9,8.6 22,9.3 16.6,14 18.2,21 12,17.3 5.8,21 7.4,14 2,9.3 9.1,8.6" }],
  hexagon: ["polygon", { points: "12,2 20.7,7 20.7,17 12,22 3.3,17 3.3,7" }],
};

// The table sends each seat's symbol as a character; drawn as a shape it needs no font
// (a phone may have no glyph for the hexagon).
const GLYPHS = { "●": "circle", "■": "square", "▲": "triangle", "◆": "diamond", "★": "star", "⬢": "hexagon" };

function drawSymbol(holder, symbol) {
  const shape = SHAPES[GLYPHS[symbol] || symbol];
  if (!shape) {
    holder.textContent = symbol;
    return;
  }
  const ns = "http://www.w3.org/2000/svg";
  const svg = document.createElementNS(ns, "svg");
  svg.setAttribute("viewBox", "0 0 24 24");
  const mark = document.createElementNS(ns, shape[0]);
  for (const [key, value] of Object.entries(shape[1])) mark.setAttribute(key, String(value));
  svg.append(mark);
  holder.replaceChildren(svg);
}

function start() {
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
