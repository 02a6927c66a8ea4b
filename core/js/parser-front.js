// The Design Jury parser's JS front: `CritiqueParser.prototype.push` and `finish` around the
// wasm's `__push` and `__finish` (core/src/js/critique.rs). `cargo xtask pkg` ships it as
// `dist/parser-front.js` and `.cjs`, and each entry that holds the Design Jury installs it on the
// glue's class before `runtime.js` guards it (so `push` and `finish` are guarded as before).
//
// What it owns: text the parser cannot act on yet, held back here instead of crossing into the
// wasm. A stream pushed a few units at a time is mostly such text (the inside of a block whose
// closing tag has not come), and each crossing cost more than what the wasm then did with it.
// What it never does: parse, or decide what may matter. After each crossing the core says what
// the parser awaits (`CritiqueParser::awaits`, in the wasm's gate cell): a needle (an opener's
// `>`, a block's closing tag) and how many units may be held before the size cap could fail. A
// chunk is held only while the needle cannot be in it (with the units before it) and it fits;
// held text is handed to the wasm with the next chunk that may matter, or at `finish()`. What
// such text would have done is nothing (no event, no error: core test
// `awaits_lets_through_only_what_changes_nothing`), so each call returns what it returned
// without the front.

/** The most units before a chunk a needle can start in: the longest needle's length - 1. */
const BEFORE = "</ROUND_END>".length - 1;

export function front(CritiqueParser) {
  const proto = CritiqueParser.prototype;
  const wasmPush = proto.__push;
  const wasmFinish = proto.__finish;
  /** The wasm's gate cell (code, room, position) and where it is, the needles by code - 1, the
   *  empty result. */
  let cell, memory, address, needles, none;

  /** What the parser awaits after a call that returned (the cell is the last call's). */
  function read(parser) {
    // The view is made again only when the memory grew (which empties the old one).
    if (cell === undefined) [memory, address, needles, none] = CritiqueParser.__gate();
    if (cell === undefined || cell.length === 0) cell = new Float64Array(memory.buffer, address, 3);
    // The stream before the parser's position is consumed: no event's text lies there.
    const drop = cell[2] - parser.base;
    if (drop > 0) {
      parser.source = parser.source.slice(drop);
      parser.base = cell[2];
    }
    const code = cell[0];
    if (code !== 0) {
      parser.room = cell[1];
      parser.needle = needles[code - 1];
    }
  }

  /**
   * The wasm's call on `text`, then what the parser awaits. The stream from the parser's
   * position is kept as a JS string (`source`, from UTF-16 position `base`): the wasm gives the
   * events' texts as offsets there, and they are cut from it rather than decoded.
   */
  function cross(parser, text) {
    parser.needle = undefined;
    if (typeof text === "string") {
      parser.source += text;
      parser.before = text.length >= BEFORE ? text.slice(-BEFORE) : (parser.before + text).slice(-BEFORE);
    }
    const events = wasmPush.call(parser, text, parser.source, parser.base);
    read(parser);
    return events;
  }

  /** The held units just before a chunk (at least BEFORE of them when there are). */
  function recent(parser) {
    const held = parser.held;
    let text = "";
    for (let i = held.length - 1; i >= 0 && text.length < BEFORE; i--) text = held[i] + text;
    return text.length < BEFORE ? parser.before + text : text;
  }

  /** Whether `needle` may end in `chunk` (with the units before it). */
  function mayComplete(parser, needle, chunk) {
    // Every needle ends with `>`: before a chunk's first `>` none can end.
    const gt = chunk.indexOf(">");
    if (gt < 0) return false;
    if (needle.length === 1 || chunk.includes(needle, gt - needle.length + 1)) return true;
    // Across the boundary only if that `>` comes within the needle's length of it.
    return gt < needle.length - 1 && (recent(parser) + chunk.slice(0, needle.length - 1)).includes(needle);
  }

  proto.push = function push(chunk) {
    const needle = this.needle;
    if (
      needle !== undefined &&
      typeof chunk === "string" &&
      chunk.length <= this.room &&
      !mayComplete(this, needle, chunk)
    ) {
      this.room -= chunk.length;
      this.held.push(chunk);
      return none;
    }
    const held = this.held;
    if (held === undefined) {
      this.held = [];
      this.before = "";
      this.source = "";
      this.base = 0;
      return cross(this, chunk);
    }
    if (held.length === 0) return cross(this, chunk);
    this.held = [];
    if (typeof chunk !== "string") {
      // The wasm refuses the chunk itself: the held text goes first, as pushed.
      cross(this, held.join(""));
      return cross(this, chunk);
    }
    held.push(chunk);
    return cross(this, held.join(""));
  };

  proto.finish = function finish() {
    const held = this.held;
    if (held !== undefined && held.length !== 0) {
      this.held = [];
      cross(this, held.join(""));
    }
    this.needle = undefined;
    return wasmFinish.call(this, this.source, this.base);
  };
}
