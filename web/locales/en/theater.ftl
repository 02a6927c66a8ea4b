# The Design Jury page (web/src/theater): the theater, its replay, the panel run form, settings.
# Roles, badges, decisions and summaries are worded as Open Design's Critique Theater words them.

## Shared words

theater-name = Design Jury
theater-list-separator = {", "}
# A score as the theater shows every score: one decimal.
theater-score = { NUMBER($score, minimumFractionDigits: 1, maximumFractionDigits: 1) }
theater-number = { $value }
theater-notes = Notes
theater-must-fix-count = { $count } must-fix

## The panelists' roles (lanes, the weights table, a cut-off reply)

theater-role-designer = Designer
theater-role-critic = Critic
theater-role-brand = Brand
theater-role-a11y = Accessibility
theater-role-copy = Copy

## The page

theater-intro = A five-panelist design critique without a daemon: copy the panel instructions into a chat, paste the reply back, and watch the panel score it round by round. Everything stays in this browser.
theater-on-stage = On stage:
theater-start-link = Start a panel run

## What is on stage

theater-caption-nothing = nothing
theater-demo-title = Demo: Open Design's happy-3-rounds fixture
theater-caption-stored = Stored run: { $title }
theater-caption-panel = Panel run: { $title }
theater-caption-transcript = Transcript file: { $name }
theater-caption-shared = Shared panel run: { $title }

## The stage

theater-interrupt = Interrupt
theater-stage-empty = Nothing on stage yet: run the panel, replay a stored run or open a transcript.
theater-warnings = Warnings
theater-warning-weak-debate = Weak debate: a round went on without the critic and the specialists disagreeing.
theater-warning-unknown-role = A block named an unknown panelist role and was skipped.
theater-warning-score-clamped = A score was outside the scale and was clamped.
theater-warning-composite-mismatch = The agent's composite or must-fix count differs from the app's own count.
theater-warning-duplicate-ship = A second SHIP, or a SHIP for a round that never closed, was ignored.
theater-warning-times = (×{ $count })

## The score ticker and the round timeline

theater-bar = R{ $round }: { NUMBER($composite, minimumFractionDigits: 1, maximumFractionDigits: 1) } / { $scale }
theater-ticker-empty = No round has landed yet
theater-composite = Composite
theater-threshold-value = Threshold { NUMBER($threshold, minimumFractionDigits: 1, maximumFractionDigits: 1) }
theater-consensus = Consensus
theater-round-of = Round { $round } of { $limit }
theater-claimed = agent claimed { NUMBER($composite, minimumFractionDigits: 1, maximumFractionDigits: 1) }
theater-out-of = /{ $scale }
theater-decision-ship = Agent: ship.
theater-decision-continue = Agent: continue.

## The lanes

theater-speaking = speaking…
theater-cell-round = R{ $round }
theater-cell-draft = draft
theater-cell-notes = notes
theater-cell-revised = revised
theater-cell-dimension = { $name }: { NUMBER($score, minimumFractionDigits: 1, maximumFractionDigits: 1) }
theater-turn-designer = Designer's notes
theater-turn-summary = { $notes ->
    [one] { $notes } note
   *[other] { $notes } notes
}, { $must_fix } must-fix
theater-must-fix-head = Must fix

## How a run ended

theater-badge-shipped = Shipped
theater-badge-below-threshold = Below threshold
theater-badge-timed-out = Timed out
theater-badge-interrupted = Interrupted
theater-status-degraded = Degraded
theater-status-failed = Failed
theater-status-legacy = Legacy
theater-status-running = Running
theater-shipped-summary = Shipped at round { $round } · composite { NUMBER($composite, minimumFractionDigits: 1, maximumFractionDigits: 1) }
theater-interrupted-summary = Interrupted at round { $round } · best composite { NUMBER($composite, minimumFractionDigits: 1, maximumFractionDigits: 1) }
theater-interrupted-early = Interrupted before any round finished: nothing was scored yet.
theater-failed-heading = Run failed
theater-failed-cli-exit = Agent CLI exited non-zero before the panel could finish.
theater-failed-per-round-timeout = A round exceeded its time budget.
theater-failed-total-timeout = The full run exceeded its total time budget.
theater-failed-orchestrator = Internal orchestrator error.
theater-failed-orchestrator-here = Here this means the reply ended without an acceptable SHIP and there was no completed round to fall back on, or the fallback policy is “fail”.
theater-degraded-heading = Panel offline this run
theater-degraded-malformed = Malformed panel output (parser rejected the block).
theater-degraded-oversize = Panel output exceeded the safe byte budget.
theater-degraded-adapter = Adapter { $adapter } did not support the Critique protocol.
theater-degraded-protocol = Adapter { $adapter } sent an unsupported protocol version.
theater-degraded-missing-artifact = Run finished without a final artifact.

## The designs: the shipped artifact and the designer's drafts

theater-design-kind = ({ $kind })
theater-kind-html = HTML, no type given
theater-kind-svg = SVG, no type given
theater-kind-none = no type given
theater-source-only = Not HTML or SVG, so it is shown as source only.
theater-source = Source
theater-shipped-artifact = Shipped artifact
theater-shipped-artifact-label = The shipped artifact
theater-round-numbered = round { $round }
theater-round-unnumbered = a round without a number
theater-draft-option-draft = Designer's draft, { $round }
theater-draft-option-notes = Designer's notes, { $round }
theater-draft-label = The designer's draft of { $round }
theater-drafts = Designer's drafts
theater-drafts-show = Show
theater-drafts-which = Which designer turn to show
theater-draft-none = No draft in this turn, only notes.

## Replay

theater-speed-paused = Paused
theater-speed-instant = Instant
theater-speed-live = Live ({ $ms } ms per event)
theater-speed-fast = Fast ({ $ms } ms per event)
theater-speed-slow = Slow ({ $ms } ms per event)
theater-replay = Replay
theater-replay-speed = Replay speed
theater-replay-again = Replay from the start
theater-previous-round = Previous round
theater-next-event = Next event
theater-next-round = Next round
theater-download-transcript = Download transcript
theater-download-failed = Could not download the transcript: { $why }
theater-event-of = Event { $at } of { $of }
theater-keys = Keys (not while typing in a field):
theater-key-interrupt = interrupt
theater-key-next-event = next event
theater-key-next-round = next round
theater-key-previous-round = previous round
theater-stored-runs = Stored panel runs
theater-replay-demo = Replay the demo run
theater-no-stored-runs = No panel run stored yet. Run the panel to record one.
theater-run-composite = composite { NUMBER($composite, minimumFractionDigits: 1, maximumFractionDigits: 1) }
theater-run-replay = Replay { $title }
theater-run-download = Download the transcript of { $title }
theater-run-delete = Delete { $title }
theater-download = Download
theater-delete = Delete
theater-unreadable = { $count ->
    [one] { $count } stored entry could not be read and is left as it is: { $keys }
   *[other] { $count } stored entries could not be read and are left as it is: { $keys }
}

## Replaying a transcript file

theater-open-title = Replay a transcript file
theater-open-help = A transcript.ndjson or transcript.ndjson.gz, from this app or from an Open Design daemon. Read-only: it is replayed, not stored.
theater-open-button = Open a transcript…
theater-open-label = Open a transcript
theater-not-a-transcript = { $name } is a panel reply (a <CRITIQUE_RUN> stream), not a transcript of events: paste its text into “Paste the agent's whole reply” under “New panel run” and press “Run the panel”. What is on stage did not change.
theater-cannot-replay = Could not replay { $name }: { $why }. What is on stage did not change.
theater-no-events = { $name } holds no Design Jury event to replay.
theater-skipped = { $name }: { $count } events are replayed. Not replayed: { $parts }.
theater-skipped-separator = {"; "}
theater-skipped-records = { $count ->
    [one] { $count } line
   *[other] { $count } lines
} of Open Design's own records, not panel events ({ $records }: the daemon's score checks, the shipped design, the end marker or a parser error, kept beside the events by its parser), as Open Design's replay does too
theater-skipped-record = { $count } { $kind }
theater-skipped-unknown = { $count ->
    [one] { $count } line
   *[other] { $count } lines
} of type “{ $kind }”, which is not a panel event of this protocol (another tool's record, or a newer Open Design)
theater-skipped-invalid = { $count ->
    [one] { $count } line
   *[other] { $count } lines
} of “{ $event }” events whose “{ $field }” is not { $rule } (edited or damaged)
theater-skipped-not-json = { $count ->
    [one] { $count } line
   *[other] { $count } lines
} that are not JSON (cut or edited)
theater-skipped-no-type = { $count ->
    [one] { $count } line
   *[other] { $count } lines
} of JSON without a “type” (no event)

## A panel run: the form

theater-new-run = New panel run
theater-run-panel = Run the panel
theater-save-again = Save again
theater-brief = Brief: what should be designed?
theater-brand = Brand source: voice, colours, type (optional)
theater-copy-step = Copy the panel instructions into a chat with your AI model.
theater-copy-instructions = Copy the panel instructions
theater-show-instructions = Show the panel instructions
theater-instructions = Panel instructions
theater-paste-reply = Paste the agent's whole reply
theater-try-fixture = …or try an Open Design test stream
theater-no-fixture = (none)
theater-pasted-reply = Pasted reply
theater-fixture-happy = Happy: three rounds, shipped
theater-fixture-spec-example = Spec example: two rounds, shipped
theater-fixture-duplicate-ship = Duplicate SHIP: the first one wins
theater-fixture-malformed = Malformed: a panelist block never closed
theater-fixture-missing-artifact = Missing artifact: round 1 without the designer's draft

## A panel run: what happened to it

theater-refused = { $why }.
theater-stored = Panel run stored in this browser: { $title }.
theater-too-big-for-tab = This reply is too big for the tab's storage: reloading the page before the run ends would lose it.
theater-no-envelope = The reply holds no <CRITIQUE_RUN …> envelope, so the panel had nothing to read. Paste the agent's whole reply, starting at <CRITIQUE_RUN.
theater-recovered = The page was reloaded while the panel run “{ $title }” played: it is kept as interrupted at event { $event }, under “Stored panel runs”, and its reply is back in the reply box.
theater-storage-full = The browser's storage for this page is full, so this panel run was not saved. The theater and your pasted reply are still on screen: download the transcript to keep it, or delete stored runs and press “Save again”.
theater-storage-refused = The browser refused to store this panel run ({ $why }). The theater and your pasted reply are still on screen: download the transcript to keep it.
theater-parser-stopped = The parser stopped: { $detail }
theater-parser-stopped-at = The parser stopped at line { $line }, column { $column } of the pasted reply: { $detail }
theater-cut-off-before-first = The reply stops before the first round
theater-cut-off-during = The reply stops in round { $round }, during the { $role } turn
theater-cut-off-after = The reply stops after round { $round } ended, before the next round or the SHIP
theater-cut-off-in = The reply stops in round { $round }, before the round ended
theater-cut-off = { $place }: the model's answer looks cut off (chats often stop long answers). Ask the model to “continue exactly where you stopped”, paste its continuation after the end of the reply above, and run the panel again.

## Settings

theater-settings = Settings for new panel runs
theater-threshold = Threshold
theater-score-scale = Score scale
theater-round-limit = Round limit
theater-whole-hint = A whole number from { $from } to { $to }.
theater-threshold-hint = A number from { $from } to { $to }, at most the scale.
theater-setting-invalid = { $field }: { $why }.
# Why a setting is refused ($why above).
theater-rule-no-role = needs at least one role
theater-rule-integer = must be an integer from { $min } to { $max }
theater-rule-number = must be a number from { $min } to { $max }
theater-rule-over-scale = must not exceed the score scale
theater-rule-weight = each weight must be from 0 to 1
theater-rule-at-least = must be at least { $min }
theater-settings-storage-full = The browser's storage is full; the settings were not saved.
theater-settings-not-saved = The settings were not saved ({ $why }).
theater-settings-saved = Settings saved; they apply to new panel runs and their instructions.
theater-save-settings = Save settings
theater-policy = When the reply has no acceptable SHIP
theater-policy-ship-best = Ship the best round (below threshold)
theater-policy-ship-last = Ship the last round (below threshold)
theater-policy-fail = Fail the run
theater-weights = Weights (fixed in v1)
theater-panelist = Panelist
theater-weight = Weight

## A panel run from a share link

theater-shared-title = Design Jury: { $title }
theater-kept-copy = A copy is kept in this browser: it is listed under “Stored panel runs” on the Design Jury page.
theater-keep-copy = Keep a copy in this browser
theater-go-to-jury = Go to the Design Jury

## What a transcript's field must be (a skipped line's rule)

theater-field-run-id = a string, not empty
theater-field-text = a string
theater-field-ordinal = a whole number, 1 or more
theater-field-count = a whole number, 0 or more
theater-field-score = a finite number, 0 or more
theater-field-threshold = a finite number from 0 to the event's scale
theater-field-role = a panelist role
theater-field-cast = a list of panelist roles, not empty
theater-field-decision = a round decision
theater-field-status = a ship status
theater-field-reason = a degraded reason
theater-field-cause = a failed cause
theater-field-kind = a parser warning kind
theater-field-artifact-ref = an object {"{"}projectId, artifactId{"}"}, both strings, not empty
