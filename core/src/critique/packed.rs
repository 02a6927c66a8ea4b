//! The numbers the package's theater fast path passes between its wasm (`js/critique.rs`) and
//! its JS side (`core/js/theater.js`): what `theater_read` says of `(state, action)` and what
//! `theater_apply` is told to do, each packed into one `u32` (one crossing, no object).
//!
//! Owns: the bit layout of both numbers ([`read`], [`apply`]) and the edit codes
//! ([`EditKind`]; the round changes are `RoundChange`'s declaration order), declared once:
//! `cargo xtask pkg` writes `theater.js`'s constants from them (`xtask/src/vocab.rs`). Never
//! decides what an action does (the reducer does: `Theater::edit_for`, `Edit`).

use super::reducer::Edit;
use crate::wire::wire_enum;

/// One field of a packed number: its name (as `theater.js` spells its constants), lowest bit
/// and width in bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bits {
    pub name: &'static str,
    pub at: u32,
    pub width: u32,
}

impl Bits {
    /// The largest value the field holds.
    pub const fn max(self) -> u32 {
        (1 << self.width) - 1
    }

    /// The field's value in `code`.
    pub const fn get(self, code: u32) -> u32 {
        (code >> self.at) & self.max()
    }

    /// `value` in the field's place (`value` fits: each field is wide enough for its values).
    pub const fn put(self, value: u32) -> u32 {
        value << self.at
    }
}

/// What `theater_read(state, action)` answers.
pub mod read {
    use super::Bits;

    /// The action: its index in `EventType::ALL`, `ALL.len()` for `__reset__`, one more for a
    /// `type` that is neither, [`FULL_PATH`] when the full path must read it.
    pub const ACTION: Bits = Bits {
        name: "ACTION",
        at: 0,
        width: 5,
    };
    /// The state: [`STATE_IDLE`], `1 + i` for the state mirror `i` stands for, or
    /// [`STATE_UNKNOWN`].
    pub const STATE: Bits = Bits {
        name: "STATE",
        at: 5,
        width: 4,
    };
    /// Whether the action's `runId` is the state's.
    pub const SAME_RUN: Bits = Bits {
        name: "SAME_RUN",
        at: 9,
        width: 1,
    };
    /// The action's role: its index in `Role::ALL` + 1, 0 for none.
    pub const ROLE: Bits = Bits {
        name: "ROLE",
        at: 10,
        width: 3,
    };
    /// The action's decision: its index in `RoundDecision::ALL` + 1, 0 for none.
    pub const DECISION: Bits = Bits {
        name: "DECISION",
        at: 13,
        width: 2,
    };
    /// Every field, in bit order.
    pub const FIELDS: [Bits; 5] = [ACTION, STATE, SAME_RUN, ROLE, DECISION];

    /// [`ACTION`]: the full path must read the action (or the state).
    pub const FULL_PATH: u32 = ACTION.max();
    /// [`STATE`]: an idle state (mirrored by none).
    pub const STATE_IDLE: u32 = 0;
    /// [`STATE`]: a state the package did not make or no longer mirrors.
    pub const STATE_UNKNOWN: u32 = STATE.max();
    /// The named values, as `theater.js` spells them.
    pub const VALUES: [(&str, u32); 3] = [
        ("FULL_PATH", FULL_PATH),
        ("STATE_IDLE", STATE_IDLE),
        ("STATE_UNKNOWN", STATE_UNKNOWN),
    ];
}

/// What `theater_apply` is told to do (an `Edit` and the state it leads to).
pub mod apply {
    use super::Bits;

    /// The edit: its [`super::EditKind`].
    pub const EDIT: Bits = Bits {
        name: "EDIT",
        at: 0,
        width: 3,
    };
    /// An `Edit::Round`'s change: its index in `RoundChange::ALL`.
    pub const CHANGE: Bits = Bits {
        name: "CHANGE",
        at: 3,
        width: 3,
    };
    /// An `Edit::Round`'s `inserted`.
    pub const INSERTED: Bits = Bits {
        name: "INSERTED",
        at: 6,
        width: 1,
    };
    /// An `Edit::Round`'s `created`.
    pub const CREATED: Bits = Bits {
        name: "CREATED",
        at: 7,
        width: 1,
    };
    /// The phase of the next state: its index in `Phase::NAMES`.
    pub const PHASE: Bits = Bits {
        name: "PHASE",
        at: 8,
        width: 3,
    };
    /// The next state's active panelist: its index in `Role::ALL` + 1, 0 for none.
    pub const ACTIVE: Bits = Bits {
        name: "ACTIVE",
        at: 11,
        width: 3,
    };
    /// Every field, in bit order.
    pub const FIELDS: [Bits; 6] = [EDIT, CHANGE, INSERTED, CREATED, PHASE, ACTIVE];
}

wire_enum!(
    /// What kind of [`Edit`] `theater_apply` is told (its code is the declaration order), by the
    /// name `theater.js` gives it.
    pub enum EditKind {
        Reset = "RESET",
        Start = "START",
        Round = "ROUND",
        Warning = "WARNING",
        End = "END",
    }
);

impl EditKind {
    /// The kind of `edit`.
    pub const fn of(edit: &Edit) -> EditKind {
        match edit {
            Edit::Reset => EditKind::Reset,
            Edit::Start => EditKind::Start,
            Edit::Round { .. } => EditKind::Round,
            Edit::Warning => EditKind::Warning,
            Edit::End => EditKind::End,
        }
    }
}

// Each field holds every value it is given: a new event type, role, phase or edit that no longer
// fits fails the build, not a browser.
const _: () = {
    use super::reducer::{Phase, RoundChange};
    use super::{EventType, Role, RoundDecision};
    // The event types, `__reset__` and another `type`, below the full path's code.
    assert!(EventType::ALL.len() as u32 + 1 < read::FULL_PATH);
    assert!(Role::ALL.len() as u32 <= read::ROLE.max());
    assert!(RoundDecision::ALL.len() as u32 <= read::DECISION.max());
    assert!(EditKind::ALL.len() as u32 <= apply::EDIT.max() + 1);
    assert!(RoundChange::ALL.len() as u32 <= apply::CHANGE.max() + 1);
    assert!(Phase::NAMES.len() as u32 <= apply::PHASE.max() + 1);
    assert!(Role::ALL.len() as u32 <= apply::ACTIVE.max());
};

#[cfg(test)]
mod tests {
    use super::*;

    /// No two fields share a bit.
    #[test]
    fn the_fields_hold_their_values_and_do_not_overlap() {
        for fields in [&read::FIELDS[..], &apply::FIELDS[..]] {
            let mut used = 0u32;
            for f in fields {
                let bits = f.max() << f.at;
                assert_eq!(used & bits, 0, "{} overlaps", f.name);
                used |= bits;
            }
        }
        let code = apply::PHASE.put(5) | apply::ACTIVE.put(5) | apply::EDIT.put(2);
        assert_eq!((apply::PHASE.get(code), apply::ACTIVE.get(code)), (5, 5));
    }
}
