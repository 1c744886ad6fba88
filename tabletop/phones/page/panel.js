// The seat's panel as the program sent it: its secrets, its choices (lifted, marked or
// picked before they are sent), the decision's help and every seat at the table.

import { drawSymbol, inkOn, safeColour, symbolMaker, tint } from "./looks.js";
import { drawPiece } from "./pieces.js";
import { $, send, state } from "./state.js";

export function render() {
  const section = $("panel");
  if (!state.welcomed && !state.panel) return;
  section.hidden = false;
  section.classList.toggle("stale", !state.live);
  const mine = Boolean(state.panel && state.panel.your_turn && state.live);
  const run = mine && state.myTurn; // a decision right after one's own (seal after seal)
  $("turn").textContent = mine ? state.words.your_turn : "";
  $("turn").hidden = !mine;
  document.body.classList.toggle("mine", mine);
  if (mine && !state.myTurn) buzz();
  if (!mine) document.body.classList.remove("lit");
  state.myTurn = mine;
  if (!state.panel) {
    $("title").textContent = "";
    $("status").textContent = state.words.waiting;
    $("secrets-heading").hidden = true;
    $("secrets").replaceChildren();
    $("choices").replaceChildren();
    $("shared").hidden = true;
    $("idle").hidden = true;
    $("help").hidden = true;
    return;
  }
  $("title").textContent = String(state.panel.title || "");
  $("status").textContent = state.sent ? state.held || state.words.sent : String(state.panel.status || "");
  renderHelp(Array.isArray(state.panel.help) ? state.panel.help : []);
  renderSecrets(Array.isArray(state.panel.secrets) ? state.panel.secrets : []);
  const choices = Array.isArray(state.panel.choices) ? state.panel.choices : [];
  if (state.panel.pick && typeof state.panel.pick === "object" && choices.length > 0) {
    renderPick(state.panel.pick, choices, mine && !state.sent);
  } else {
    renderChoices(choices, mine && !state.sent);
  }
  $("idle").textContent = state.words.nothing_to_do;
  $("idle").hidden = choices.length > 0;
  // A public move the TV takes too (a roll): the phone says so under its buttons.
  const shared = mine && state.panel.shared === true && choices.length > 0;
  $("choices").classList.toggle("shared", shared);
  $("shared").textContent = state.words.shared;
  $("shared").hidden = !shared;
  renderTable(Array.isArray(state.panel.table) ? state.panel.table : []);
  renderScore(Array.isArray(state.panel.table) ? state.panel.table : []);
  holdChoices(run);
}

// Through a run of one's own decisions the buttons never move up under the finger when
// the words above them get shorter (trial s38 W/008: "or take the black magician" left
// the prompt after the first seal, and the seals rose a line).
function holdChoices(run) {
  const choices = $("choices");
  choices.style.paddingTop = "";
  const top = choices.getBoundingClientRect().top + window.scrollY;
  if (run && state.choicesTop !== null && top < state.choicesTop) {
    choices.style.paddingTop = `${state.choicesTop - top}px`;
  } else {
    state.choicesTop = top;
  }
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
  const mine = table.find((row) => row && row.seat === state.me);
  const score = $("score");
  score.textContent = mine && mine.score != null ? String(mine.score) : "";
  score.hidden = !score.textContent;
}

// Every seat as the shared screen's plates show it: name in its colour and symbol, its
// score (hidden money stays "?") and its public pieces; the seat to move marked.
function renderTable(table) {
  const section = $("table");
  section.hidden = table.length === 0;
  $("table-heading").textContent = state.words.at_the_table;
  const current = state.panel && Number.isInteger(state.panel.current) ? state.panel.current : null;
  const rows = [];
  for (const row of table) {
    if (!row || !Number.isInteger(row.seat)) continue;
    const look = state.looks.get(row.seat) || { name: "", colour: "#E8B84A", symbol: "" };
    const item = document.createElement("li");
    item.className = "seat";
    item.classList.toggle("you", row.seat === state.me);
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
    if (row.seat === state.me) {
      // Beside the name, not in it: a long name ellipsizes and "(you)" stays in view.
      const you = document.createElement("span");
      you.className = "seat-you";
      you.textContent = `(${state.words.you})`;
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

function renderSecrets(secrets) {
  $("secrets-heading").textContent = state.words.secrets;
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
        const owner = Number.isInteger(secret.seat) ? state.looks.get(secret.seat) : null;
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
  const chosen = choices.find((choice) => choice.confirm && String(choice.id) === state.marked);
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
      if (state.sent === String(choice.id)) button.classList.add("sent");
      tint(button, choice.colour);
      if (choice.select && !choice.unavailable) {
        button.setAttribute("aria-pressed", state.lifted === String(choice.id) ? "true" : "false");
        button.classList.toggle("lifted", state.lifted === String(choice.id));
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
    const up = members.find((choice) => choice.select && String(choice.id) === state.lifted);
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
  if (state.sent === String(choice.id)) button.classList.add("sent");
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
  if (state.sent === String(choice.id)) button.classList.add("sent");
  button.addEventListener("click", () => choose(String(choice.id)));
  return button;
}

// A first tap lifts a choice (a card), a second on it sends it; a tap on another lifts that
// one instead, so a slip of the finger costs one more tap, never a wrong card (trial W).
function lift(choice) {
  if (!state.panel || !state.live || state.sent || !state.panel.your_turn) return;
  if (state.lifted === choice) {
    choose(choice);
    return;
  }
  state.lifted = choice;
  $("refused").hidden = true;
  render();
}

// The first tap of a two-tap choice marks it; a tap on the marked one puts it back.
function mark(choice) {
  if (!state.panel || !state.live || state.sent || !state.panel.your_turn) return;
  state.marked = state.marked === choice ? null : choice;
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
    button.setAttribute("aria-pressed", state.picked.includes(id) ? "true" : "false");
    button.disabled = !enabled;
    const slot = typeof part.slot === "string" ? part.slot : null;
    button.addEventListener("click", () => toggle(id, most, slot, pick.parts));
    grid.append(button);
  }
  const match = madeOf(choices, state.picked);
  const send = document.createElement("button");
  send.type = "button";
  send.id = "send";
  if (match) {
    send.dataset.choice = String(match.id);
    const label = String(match.label ?? match.id);
    send.textContent = match.group ? `${match.group} · ${label}` : label;
    if (state.sent === String(match.id)) send.classList.add("sent");
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

function toggle(id, most, slot, parts) {
  if (!state.panel || !state.live || state.sent || !state.panel.your_turn) return;
  if (state.picked.includes(id)) {
    state.picked = state.picked.filter((part) => part !== id);
  } else {
    // A part of a slot (a chip, a horse) takes the place of the one toggled in that slot;
    // past the most a choice takes, the part toggled longest ago makes room.
    const sameSlot = new Set((Array.isArray(parts) ? parts : [])
      .filter((part) => slot !== null && part && part.slot === slot).map((part) => String(part.id)));
    state.picked = [...state.picked.filter((part) => !sameSlot.has(part)), id].slice(-most);
  }
  $("refused").hidden = true;
  render();
}

function choose(choice) {
  if (!state.panel || !state.live || state.sent || !state.panel.your_turn) return;
  state.sent = choice;
  state.held = null;
  $("refused").hidden = true;
  send({ type: "act", position: state.panel.position, choice });
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
  const look = state.looks.get(state.me);
  return safeColour(look && look.colour) || null;
}

function mySymbol() {
  const look = state.looks.get(state.me);
  return look ? String(look.symbol || "") : "";
}
