// The theater reducer's JS side (design-jury.md §6.2, js-api.md "reduceTheater is as fast as the
// reducer it replaces"). The wasm imports it (`core/src/js/critique.rs`, wasm-bindgen `module`),
// so it ships as a snippet of each glue that holds the Design Jury; it is not a package export.
//
// What it owns: the JS objects of the theater states the package returns, and the few most
// recent of them (`latest`, one per mirror the wasm keeps). `read` recognises a state the package
// made and type-checks an action, so the wasm can take its fast path; `apply` rebuilds a state
// from the edit the core's reducer decided (`reducer::Edit`), with structural sharing: what the
// edit did not touch keeps its identity, and the values it sets are the action's own fields.
// What it never does: decide anything. Which actions count, which round an event lands in, the
// counts and the active turn are the core's (`Theater::edit_for`, which also decides that an
// action of a `type` not in its list changes nothing); anything else unusual (a state it does not
// recognise, an action whose fields do not check) goes to the wasm's full path, which reads both
// as JSON and says what is wrong. Nor does it list any event's fields: which fields each type has and of what
// kind, and where a terminal event's fields go, are the core's declarations (`EventType::fields`,
// `Phase::payloads`, generated into `generated/theater-fields.js`), handed to `theater_setup`;
// only a new kind of field needs a check here.

/** The wire names, in the core's order (`setup`). */
let names;
/** type → [index into names.types, the check of its fields, their copies by name] */
let actions;
/** By phase index: [key (null: beside `phase`), the ending event's fields] for terminal phases. */
let ends;

/** The state objects the wasm's mirrors stand for, by mirror. */
const latest = [];

const isString = (v) => typeof v === "string" && (v.isWellFormed === undefined || v.isWellFormed());
// JSON has no -0, NaN or infinities: such numbers take the full path (and its answer).
const isNumber = (v) => typeof v === "number" && Number.isFinite(v) && !Object.is(v, -0);
const oneOf = (list) => (v) => list.includes(v);
const isObject = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
const same = (v) => v;

/**
 * Called once, with the core's wire names (`critique.rs`, `Mirrors::new`) list by list, and its
 * declarations (`generated/theater-fields.js`): each event type's fields, by type, and each
 * terminal phase's payload, by phase.
 */
export function theater_setup(lists, declarations) {
  const [types, [reset], phases, roles, decisions, kinds, statuses, reasons, causes] = lists;
  names = { types, reset, phases, roles, decisions, kinds, statuses, reasons, causes };
  const role = oneOf(roles);
  // What each field kind must be for the fast path (the core's reader takes it), and how its
  // value is copied into a state (a state never shares an object with an action).
  const kindsOf = {
    string: [isString, same],
    number: [isNumber, same],
    role: [role, same],
    cast: [(v) => Array.isArray(v) && v.every(role), (v) => v.slice()],
    decision: [oneOf(decisions), same],
    status: [oneOf(statuses), same],
    reason: [oneOf(reasons), same],
    cause: [oneOf(causes), same],
    kind: [oneOf(kinds), same],
    artifactRef: [
      (v) => isObject(v) && isString(v.projectId) && isString(v.artifactId),
      (v) => ({ projectId: v.projectId, artifactId: v.artifactId }),
    ],
  };
  // Each kind's check, once: the declared check of a type is made from them.
  const checks = {};
  for (const kind of Object.keys(kindsOf)) checks[kind] = kindsOf[kind][0];
  actions = new Map();
  types.forEach((type, i) => {
    const fields = declarations.fields[type];
    const check = declarations.checks[type];
    if (fields === undefined || check === undefined) throw new Error(`jury-core: no fields declared for ${type} (run cargo xtask pkg)`);
    const copies = {};
    for (const [key, kind] of fields) {
      const known = kindsOf[kind];
      if (known === undefined) throw new Error(`jury-core: theater.js has no check for ${type}.${key}, of kind ${kind}`);
      copies[key] = known[1];
    }
    actions.set(type, [i, check(checks), copies]);
  });
  ends = phases.map((phase) => declarations.payloads[phase]);
}

/**
 * What the wasm needs of `(state, action)`, packed in one number: bits 0-4 the action (its index
 * in `names.types`, `names.types.length` for `names.reset`, one more for a `type` that is neither,
 * 31 when the full path must read it),
 * bits 5-8 the state (0 idle, 1 + i the state mirror `i` stands for, 15 one the package did not
 * make or no longer keeps), bit 9 whether the action's runId is the state's, bits 10-12 the
 * role's index in `names.roles` + 1 (0: none), bits 13-14 the decision's in `names.decisions` + 1.
 */
export function theater_read(state, action) {
  if (!isObject(state)) return 31 | (15 << 5);
  let mirror = latest.indexOf(state);
  if (mirror < 0) mirror = isObject(state) && state.phase === names.phases[0] ? -1 : 14;
  const at = mirror + 1;
  if (!isObject(action)) return 31 | (at << 5);
  if (action.type === names.reset) return names.types.length | (at << 5);
  const known = actions.get(action.type);
  if (known === undefined) return (names.types.length + 1) | (at << 5);
  if (!known[1](action)) return 31 | (at << 5);
  let code = known[0] | (at << 5);
  if (action.runId === state.runId) code |= 1 << 9;
  if (action.role !== undefined) code |= (names.roles.indexOf(action.role) + 1) << 10;
  if (action.decision !== undefined) code |= (names.decisions.indexOf(action.decision) + 1) << 13;
  return code;
}

/** The action's round (events that have one). */
export function theater_round(action) {
  return action.round;
}

/** Keeps `state` as what mirror `mirror` stands for. */
export function theater_keep(mirror, state) {
  latest[mirror] = state;
}

/** A fresh idle state (`initialTheaterState()`, `__reset__`). */
export function theater_idle() {
  return { phase: names.phases[0] };
}

const START = 1, ROUND = 2, WARNING = 3, END = 4;
const OPEN = 0, DIM = 1, MUST_FIX = 2, CLOSE = 3, ROUND_END = 4;

/**
 * The next state: `state` with the core's edit made (`critique.rs`, `Edit` packed: bits 0-2 the
 * edit, 3-5 the round change, bit 6 `inserted`, bit 7 `created`, bits 8-10 the phase's index in
 * `names.phases`, bits 11-13 the active panelist + 1), kept as what mirror `mirror` stands for.
 * `index` is the round's place in `rounds`, `mustFix` its count, `activeRound` the running
 * state's.
 */
export function theater_apply(state, action, edit, index, mustFix, activeRound, mirror) {
  const phase = names.phases[(edit >> 8) & 7];
  let next;
  switch (edit & 7) {
    case START:
      next = {
        phase,
        runId: action.runId,
        config: {
          cast: action.cast.slice(),
          maxRounds: action.maxRounds,
          threshold: action.threshold,
          scale: action.scale,
          protocolVersion: action.protocolVersion,
        },
        rounds: [],
        activeRound,
        activePanelist: null,
        warnings: [],
      };
      break;
    case ROUND: {
      const rounds = roundsWith(state.rounds, action, (edit >> 3) & 7, index, (edit & 64) !== 0, (edit & 128) !== 0, mustFix);
      const active = (edit >> 11) & 7;
      next = {
        phase,
        runId: state.runId,
        config: state.config,
        rounds,
        activeRound,
        activePanelist: active === 0 ? null : names.roles[active - 1],
        warnings: state.warnings,
      };
      break;
    }
    case WARNING:
      next = { ...state, warnings: [...state.warnings, { kind: action.kind, position: action.position }] };
      break;
    case END: {
      next = { phase, runId: state.runId, config: state.config, rounds: state.rounds, warnings: state.warnings };
      const end = ends[(edit >> 8) & 7];
      if (end === undefined) throw new Error(`jury-core: ${action.type} does not end a run`);
      const into = end[0] === null ? next : (next[end[0]] = {});
      const copies = actions.get(action.type)[2];
      for (const key of end[1]) into[key] = copies[key](action[key]);
      break;
    }
    default:
      throw new Error(`jury-core: unknown theater edit ${edit}`);
  }
  latest[mirror] = next;
  return next;
}

/** `rounds` with one round changed (or inserted at `index`); the others keep their identity. */
function roundsWith(rounds, action, change, index, inserted, created, mustFix) {
  const old = inserted ? { n: action.round, mustFix: 0, panelists: {} } : rounds[index];
  let round;
  if (change === ROUND_END) {
    round = {
      n: old.n,
      mustFix,
      panelists: old.panelists,
      composite: action.composite,
      decision: action.decision,
      decisionReason: action.reason,
    };
  } else {
    if (change === OPEN && !created && !inserted) return rounds; // the view is there already
    const before = created ? undefined : old.panelists[action.role];
    const dims = before === undefined ? [] : before.dims;
    const mustFixes = before === undefined ? [] : before.mustFixes;
    let view;
    switch (change) {
      case DIM:
        view = panelist([...dims, { name: action.dimName, score: action.dimScore, note: action.dimNote }], mustFixes, before?.score);
        break;
      case MUST_FIX:
        view = panelist(dims, [...mustFixes, action.text], before?.score);
        break;
      case CLOSE:
        view = panelist(dims, mustFixes, action.score);
        break;
      default: // OPEN
        view = panelist(dims, mustFixes, before?.score);
    }
    const panelists = { ...old.panelists };
    panelists[action.role] = view;
    round = roundWith(old, mustFix, panelists);
  }
  const next = rounds.slice();
  if (inserted) next.splice(index, 0, round);
  else next[index] = round;
  return next;
}

/** `old` with its `mustFix` and `panelists` replaced, its keys in their order (the two shapes a
 *  round has as literals: they cost less than a spread). */
function roundWith(old, mustFix, panelists) {
  const { n, composite, decision, decisionReason } = old;
  if (composite === undefined && decision === undefined && decisionReason === undefined) {
    return { n, mustFix, panelists };
  }
  if (composite !== undefined && decision !== undefined && decisionReason !== undefined) {
    return { n, mustFix, panelists, composite, decision, decisionReason };
  }
  const round = { ...old };
  round.mustFix = mustFix;
  round.panelists = panelists;
  return round;
}

/** A panelist's view; `score` only once the panelist closed. */
function panelist(dims, mustFixes, score) {
  return score === undefined ? { dims, mustFixes } : { dims, mustFixes, score };
}
