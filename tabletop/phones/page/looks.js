// Seat colours and symbols: safe colours, readable ink on them, the symbols as shapes.

export function safeColour(value) {
  return typeof value === "string" && /^#[0-9a-fA-F]{6}$/.test(value) ? value : null;
}

export function tint(element, value) {
  const colour = safeColour(value);
  if (!colour) return;
  element.classList.add("tinted");
  element.style.setProperty("--c", colour);
  element.style.setProperty("--on-c", inkOn(colour));
}

// Dark ink on light colours and white on dark ones (WCAG relative luminance).
export function inkOn(colour) {
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

export function drawSymbol(holder, symbol) {
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

// The seat's symbol as an SVG group (for a face-down chip's back).
export function symbolMaker(symbol) {
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
