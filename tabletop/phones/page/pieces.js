// The game pieces drawn as the shared screen draws them (scenes/games/*/art.py and
// tally.py): Wizard Extreme's cards and seals with their colour's emblem, the black
// magician, Polterfass's order cards, Winner's Circle's chips, Big Shot's money and
// loan slips. All SVG made here: nothing is loaded, so the page works offline.

const NS = "http://www.w3.org/2000/svg";

// SEAL_COLOURS in scenes/games/wizard_extreme/art.py.
export const SUITS = {
  yellow: "#E6B82E",
  blue: "#2F6FC0",
  purple: "#7E4FB0",
  green: "#2E8B4F",
  red: "#C23A2C",
  white: "#F2EEE4",
  black: "#2A282E",
};
const LIGHT_SUITS = new Set(["yellow", "white"]);
const INK = "#2B2623";
const IVORY = "#FBF6EA";
const IVORY_SHADE = "#E8DFCB";
const GOLD = "#E8B84A";
const GOLD_DARK = "#B0842A";
const GOLD_LIGHT = "#F6D78A";
const BRICK_DARK = "#8E261C";
const PAPER = "#F4ECD8";

function svg(width, height, viewBox) {
  const element = document.createElementNS(NS, "svg");
  element.setAttribute("viewBox", viewBox);
  element.setAttribute("width", String(width));
  element.setAttribute("height", String(height));
  element.setAttribute("aria-hidden", "true");
  return element;
}

function shape(name, attributes) {
  const element = document.createElementNS(NS, name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, String(value));
  return element;
}

function points(list) {
  return list.map(([x, y]) => `${x.toFixed(3)},${y.toFixed(3)}`).join(" ");
}

// Mixing as theme.mix / darker / lighter do, for a piece's rim and light.
function mix(a, b, amount) {
  const channel = (hex, offset) => parseInt(hex.slice(offset, offset + 2), 16);
  const out = [1, 3, 5].map((offset) =>
    Math.round(channel(a, offset) * (1 - amount) + channel(b, offset) * amount));
  return `#${out.map((value) => value.toString(16).padStart(2, "0")).join("")}`;
}
const darker = (colour, amount) => mix(colour, "#000000", amount);
const lighter = (colour, amount) => mix(colour, "#FFFFFF", amount);

// Each colour's emblem (art.py _emblem_points / draw_emblem), centred on 0,0, radius r.
function emblem(suit, r, colour) {
  const group = shape("g", { fill: colour });
  const polar = (degrees, radius) => [radius * Math.cos(degrees * Math.PI / 180),
                                      radius * Math.sin(degrees * Math.PI / 180)];
  const range = (from, to, step) => {
    const out = [];
    for (let a = from; step > 0 ? a <= to : a >= to; a += step) out.push(a);
    return out;
  };
  if (suit === "yellow") {
    group.append(shape("circle", { cx: 0, cy: 0, r: r * 0.48 }));
    for (let index = 0; index < 8; index += 1) {
      const angle = Math.PI * index / 4;
      const tip = [r * Math.cos(angle), r * Math.sin(angle)];
      const side = r * 0.16;
      const base = [r * 0.58 * Math.cos(angle), r * 0.58 * Math.sin(angle)];
      group.append(shape("polygon", { points: points([
        tip, [base[0] - side * Math.sin(angle), base[1] + side * Math.cos(angle)],
        [base[0] + side * Math.sin(angle), base[1] - side * Math.cos(angle)]]) }));
    }
    return group;
  }
  let outline = [];
  if (suit === "blue") {
    const drop = range(-30, 210, 15).map((a) => polar(a, r * 0.62)).map(([x, y]) => [x, y + r * 0.25]);
    outline = [[0, -r], ...drop];
  } else if (suit === "purple") {
    const outer = range(60, 300, 12).map((a) => polar(a, r * 0.85));
    const inner = range(300, 60, -12).map((a) => polar(a, r * 0.68)).map(([x, y]) => [x + r * 0.42, y]);
    outline = [...outer, ...inner];
  } else if (suit === "green") {
    const left = range(0, 10, 1).map((t) => [-r * 0.55 * Math.sin(Math.PI * t / 10), -r + 2 * r * t / 10]);
    const right = range(0, 10, 1).map((t) => [r * 0.55 * Math.sin(Math.PI * t / 10), r - 2 * r * t / 10]);
    outline = [...left, ...right];
  } else if (suit === "red") {
    const bowl = range(0, 180, 15).map((a) => [0.6 * Math.cos(a * Math.PI / 180),
                                               0.3 + 0.6 * Math.sin(a * Math.PI / 180)]);
    outline = [[0.05, -1.0], [0.22, -0.7], [0.3, -0.48], [0.5, -0.66], [0.5, -0.36], [0.6, -0.05],
               ...bowl, [-0.6, 0.05], [-0.56, -0.2], [-0.5, -0.55], [-0.32, -0.3], [-0.18, -0.56],
               [-0.06, -0.8]].map(([x, y]) => [x * r, y * r]);
  } else if (suit === "white") {
    outline = range(0, 9, 1).map((i) => polar(-90 + 36 * i, r * (i % 2 === 0 ? 0.95 : 0.42)));
  } else if (suit === "black") {
    const w = r * 0.26;
    const arm = [[-w, -r], [w, -r], [w, -w], [r, -w], [r, w], [w, w], [w, r], [-w, r], [-w, w],
                 [-r, w], [-r, -w], [-w, -w]];
    const c = Math.cos(Math.PI / 4);
    outline = arm.map(([x, y]) => [x * c - y * c, x * c + y * c]);
  }
  group.append(shape("polygon", { points: points(outline) }));
  return group;
}

function box(className, label) {
  const element = document.createElement("span");
  element.className = `piece ${className}`;
  if (label) element.setAttribute("title", label);
  return element;
}

// A character card (art.py _card_face): the suit's colour round an ivory face, the
// emblem large in the middle, the value in two corners (6 and 9 underlined), a gold
// crown on the trump, red.
function card(piece, label) {
  const suit = SUITS[piece.suit] ? piece.suit : "yellow";
  const tint = SUITS[suit];
  const ink = darker(tint, 0.35);
  const value = String(piece.value ?? "");
  const element = box(`card suit-${suit}`, label);
  const art = svg(60, 90, "0 0 60 90");
  art.append(
    shape("rect", { x: 0.5, y: 0.5, width: 59, height: 89, rx: 6, fill: lighter(tint, 0.15),
                    stroke: darker(tint, 0.5), "stroke-width": 1 }),
    shape("rect", { x: 5, y: 5, width: 50, height: 80, rx: 4, fill: IVORY }),
    shape("circle", { cx: 30, cy: 51, r: 15, fill: mix(tint, IVORY, 0.75) }),
  );
  const mark = emblem(suit, 11, tint);
  mark.setAttribute("transform", "translate(30 51)");
  art.append(mark);
  const index = shape("text", { x: 8, y: 25, fill: ink, "font-size": 21, "font-weight": 800 });
  index.textContent = value;
  art.append(index);
  const corner = shape("text", { x: 0, y: 0, fill: ink, "font-size": 12, "font-weight": 800,
                                 transform: "translate(51 80) rotate(180)" });
  corner.textContent = value;
  art.append(corner);
  if (value === "6" || value === "9") {
    art.append(shape("rect", { x: 8, y: 28, width: 12, height: 2, fill: ink }));
  }
  if (suit === "red") {
    art.append(shape("polygon", { fill: GOLD, stroke: GOLD_DARK, "stroke-width": 0.6,
      points: "42,15 42,9 45.6,12.6 49.2,8 52.8,12.6 56,9 56,15" }));
  }
  element.append(art);
  return element;
}

// A round seal (art.py seal_token): body in the colour, a darker rim, a ring, the emblem
// in contrasting ink; ``value`` how many are held, shown as ×n beside it.
function seal(piece, label) {
  const suit = SUITS[piece.suit] ? piece.suit : "white";
  const base = SUITS[suit];
  const rim = suit === "black" ? "#0E0D10" : darker(base, 0.45);
  const element = box(`seal suit-${suit}`, label);
  const art = svg(44, 44, "-22 -22 44 44");
  const id = `light-${suit}`;
  const gradient = shape("radialGradient", { id, cx: "38%", cy: "38%", r: "70%" });
  gradient.append(shape("stop", { offset: "0%", "stop-color": lighter(base, 0.22) }),
                  shape("stop", { offset: "100%", "stop-color": darker(base, 0.12) }));
  const defs = shape("defs", {});
  defs.append(gradient);
  art.append(defs,
             shape("circle", { r: 21.5, fill: rim }),
             shape("circle", { r: 19.5, fill: `url(#${id})` }),
             shape("circle", { r: 15.8, fill: "none", stroke: mix(base, rim, 0.5), "stroke-width": 1 }),
             emblem(suit, 10.5, LIGHT_SUITS.has(suit) ? INK : IVORY));
  element.append(art);
  if (Number(piece.value) > 1) {
    const count = document.createElement("span");
    count.className = "count";
    count.textContent = `×${piece.value}`;
    element.append(count);
  }
  return element;
}

// The black magician (art.py magician_figure): a robed figure, pointed hat, gold star.
function magician(label) {
  const element = box("magician", label);
  const art = svg(31, 50, "0 0 62 100");
  const robe = "#1E1C24";
  const light = "#4A4458";
  art.append(
    shape("ellipse", { cx: 31, cy: 91.5, rx: 27, ry: 7.5, fill: "#0E0D10" }),
    shape("ellipse", { cx: 31, cy: 91.5, rx: 24, ry: 5.5, fill: light }),
    shape("polygon", { points: "31,30 53,90 9,90", fill: robe, stroke: "#0E0D10", "stroke-width": 2 }),
    shape("polygon", { points: "31,34 37,88 31,88", fill: light }),
    shape("circle", { cx: 31, cy: 30, r: 8, fill: "#D9C2A4" }),
    shape("polygon", { points: "31,0 46,27 16,27", fill: robe }),
    shape("line", { x1: 14, y1: 27, x2: 48, y2: 27, stroke: GOLD, "stroke-width": 3 }),
  );
  const star = emblem("white", 6.2, GOLD);
  star.setAttribute("transform", "translate(32 15)");
  art.append(star);
  element.append(art);
  return element;
}

// A Polterfass order card (tally.py paint_order_card): cream paper, a gold band, the
// number large, small in brick in the corner, a beer mug.
function order(piece, label) {
  const value = String(piece.value ?? "");
  const element = box("order", label);
  const art = svg(56, 80, "0 0 56 80");
  art.append(
    shape("rect", { x: 0.5, y: 0.5, width: 55, height: 79, rx: 5.5, fill: IVORY,
                    stroke: darker(IVORY_SHADE, 0.25) }),
    shape("rect", { x: 5.6, y: 8, width: 44.8, height: 64, rx: 5.5,
                    fill: mix(GOLD_LIGHT, IVORY, 0.5), stroke: GOLD_DARK, "stroke-width": 1.4 }),
  );
  const big = shape("text", { x: 28, y: 54, fill: INK, "font-size": 34, "font-weight": 800,
                              "text-anchor": "middle" });
  big.textContent = value;
  const small = shape("text", { x: 8, y: 20, fill: BRICK_DARK, "font-size": 11,
                                "font-weight": 800 });
  small.textContent = value;
  art.append(big, small,
             shape("ellipse", { cx: 43.6, cy: 11, rx: 5.5, ry: 3.2, fill: IVORY }),
             shape("rect", { x: 39.5, y: 11.2, width: 8, height: 9.6, rx: 1.6, fill: GOLD,
                             stroke: GOLD_DARK, "stroke-width": 1 }),
             shape("ellipse", { cx: 49, cy: 16, rx: 2.6, ry: 3, fill: "none", stroke: GOLD_DARK,
                                "stroke-width": 1.2 }));
  element.append(art);
  return element;
}

// A betting chip (winners_circle/art.py chip_image) in its seat's colour: a darker rim,
// eight paper edge marks, the value on a paper disc; face down, the seat's symbol on a
// darker disc instead.
function chip(piece, label, seatColour, seatSymbol) {
  const colour = piece.colour || seatColour || GOLD;
  const rim = darker(colour, 0.45);
  const faceDown = piece.value === undefined || piece.value === null;
  const element = box(faceDown ? "chip back" : "chip", label);
  const art = svg(44, 44, "-22 -22 44 44");
  art.append(shape("circle", { r: 22, fill: rim }), shape("circle", { r: 20.7, fill: colour }));
  for (let index = 0; index < 8; index += 1) {
    const angle = Math.PI * index / 4;
    art.append(shape("circle", { cx: 17.2 * Math.cos(angle), cy: 17.2 * Math.sin(angle), r: 2.4,
                                 fill: PAPER }));
  }
  art.append(shape("circle", { r: 12.8, fill: faceDown ? darker(colour, 0.15) : PAPER }));
  if (faceDown) {
    if (seatSymbol) {
      const symbol = seatSymbol(PAPER, rim);
      symbol.setAttribute("transform", "translate(-8.5 -8.5) scale(0.71)");
      art.append(symbol);
    }
  } else {
    const number = shape("text", { x: 0, y: 7.5, fill: INK, "font-size": 21, "font-weight": 800,
                                   "text-anchor": "middle" });
    number.textContent = String(piece.value);
    art.append(number);
  }
  element.append(art);
  return element;
}

// Big Shot's cash as a banknote: green paper, its amount in millions.
function money(piece, label) {
  const element = box("money", label);
  element.textContent = piece.value === undefined || piece.value === null ? "?" : `${piece.value}M`;
  return element;
}

// A loan slip (big_shot/art.py loan_token): a cream square with a brick "10".
function loan(label) {
  const element = box("loan", label);
  element.textContent = "10";
  return element;
}

// A horse (winners_circle/art.py HORSE_COLOURS): its number on its colour.
function horse(piece, label) {
  const element = box("horse", label);
  const colour = /^#[0-9a-fA-F]{6}$/.test(String(piece.colour)) ? piece.colour : "#888888";
  element.style.setProperty("--h", colour);
  const channel = (offset) => parseInt(colour.slice(offset, offset + 2), 16);
  const light = 0.299 * channel(1) + 0.587 * channel(3) + 0.114 * channel(5) > 150;
  element.style.setProperty("--on-h", light ? INK : IVORY);
  element.textContent = String(piece.value ?? "");
  return element;
}

// The piece for ``piece`` (its ``kind`` and fields, see protocol.py Piece), labelled
// ``label`` for a screen reader; null for a piece this page does not know.
export function drawPiece(piece, label, seatColour, seatSymbol) {
  if (!piece || typeof piece !== "object") return null;
  switch (piece.kind) {
    case "card": return card(piece, label);
    case "seal": return seal(piece, label);
    case "magician": return magician(label);
    case "order": return order(piece, label);
    case "chip": return chip(piece, label, seatColour, seatSymbol);
    case "money": return money(piece, label);
    case "loan": return loan(label);
    case "horse": return horse(piece, label);
    default: return null;
  }
}

