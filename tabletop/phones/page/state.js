// What the page's modules share: the page's words, the open socket and the seat's panel
// with the taps made on it so far.

// Until the program's words arrive (the served page holds them in its #words block, in
// the table's language; `welcome` sends them again): its catalogue phones_page.json,
// same keys.
export const FALLBACK = {
  code_prompt: "Type the four-character code shown on the TV.",
  join: "Join",
  connecting: "Connecting…",
  reconnecting: "Reconnecting…",
  your_turn: "Your turn",
  secrets: "Only you can see this",
  waiting: "Waiting for the game…",
  nothing_to_do: "Nothing to choose right now.",
  shared: "You can also make this move on the TV.",
  sent: "Sent…",
  use_again: "Use this phone again",
  at_the_table: "At the table",
  you: "you",
  score: "Score",
};

export const $ = (id) => document.getElementById(id);

export const state = {
  words: { ...FALLBACK },
  socket: null,
  welcomed: false, // this connection has been let in to its seat
  panel: null,
  live: false, // the panel came on the connection that is open now
  sent: null, // the choice on its way for this panel
  held: null, // why the TV keeps that choice for now (the game is paused there)
  picked: [], // the parts toggled on for a panel's pick, kept while its position stays
  marked: null, // the two-tap choice tapped once (its confirm), kept while its position stays
  lifted: null, // the choice lifted by a first tap (a card to play), kept while its position stays
  myTurn: false,
  choicesTop: null, // where the buttons began, held through a run of one's own decisions
  me: null, // this seat's number, from welcome
  looks: new Map(), // every seat's name, colour and symbol, from welcome
};

// The words and language the server wrote into the page as it served it, so the code
// prompt speaks the table's language from the first paint (trial s38 W/017).
export function servedWords() {
  try {
    const served = JSON.parse($("words")?.textContent || "{}");
    return served && typeof served === "object" ? served : {};
  } catch (_) {
    return {};
  }
}

export function useWords(language, words) {
  state.words = { ...FALLBACK, ...(words && typeof words === "object" ? words : {}) };
  document.documentElement.lang = language === "ko" ? "ko" : "en";
}

export function send(message) {
  const socket = state.socket;
  if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
}
