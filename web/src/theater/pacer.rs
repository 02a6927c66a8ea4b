//! pacer: runs a step function on a timer until it says it is done or is stopped.
//!
//! Owns the timer (`setTimeout` through Leptos) and the generation number that makes a stopped
//! or restarted pacer drop its pending tick. Never knows what a step does: the player decides
//! what one step feeds.

use leptos::prelude::*;
use std::cell::RefCell;
use std::rc::Rc;
use std::time::Duration;

/// A repeating timer. `Copy`, so views can hold it.
#[derive(Clone, Copy)]
pub struct Pacer {
    generation: StoredValue<u64>,
}

impl Default for Pacer {
    fn default() -> Self {
        Self::new()
    }
}

impl Pacer {
    pub fn new() -> Self {
        Pacer {
            generation: StoredValue::new(0),
        }
    }

    /// Calls `step` every `every` until it returns `false`; replaces any earlier schedule.
    pub fn start(&self, every: Duration, step: impl FnMut() -> bool + 'static) {
        self.generation.update_value(|g| *g += 1);
        let step: Rc<RefCell<dyn FnMut() -> bool>> = Rc::new(RefCell::new(step));
        self.schedule(self.generation.get_value(), every, step);
    }

    /// Drops the pending tick, if any.
    pub fn stop(&self) {
        self.generation.update_value(|g| *g += 1);
    }

    fn schedule(self, mine: u64, every: Duration, step: Rc<RefCell<dyn FnMut() -> bool>>) {
        set_timeout(
            move || {
                // A stopped pacer, or an unmounted page (disposed value), ticks no more.
                if self.generation.try_get_value() != Some(mine) {
                    return;
                }
                let more = (step.borrow_mut())();
                // The step may have stopped or restarted the pacer itself.
                if more && self.generation.try_get_value() == Some(mine) {
                    self.schedule(mine, every, step);
                }
            },
            every,
        );
    }
}
