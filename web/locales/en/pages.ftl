# The pages: the run list, the new-run form, "How it works", a shared run, the shared controls
# (copy, open a file, share links), and the app's own storage messages.

## Shared words

pages-new-run = New run
pages-how-it-works = How it works
pages-back-to-runs = Back to your runs
pages-round-of = Round { $round } of { $limit }
pages-cancel = Cancel

## The run list

pages-list-title = Your runs
pages-import-run-file = Import a run file…
pages-list-intro = A run reviews one text against a rubric, one round at a time: you copy a prompt into a fresh chat with ChatGPT, Claude or another model, paste the judge's answer back, and the rules decide what happens next. Everything stays in this browser.
pages-import-not-a-run-file = { $name } is not a run file this app can import: { $reason }. Nothing was changed.
pages-list-empty = No runs yet. Start one with “New run”.
pages-list-runs = Runs
pages-list-last-change = Last change { $time }
pages-problems-intro = Some stored entries could not be loaded. They were skipped and left as they are; your other runs are fine.
pages-problem-download = Download it
pages-problem-download-label = Download it ({ $key })
pages-problem-delete = Delete it
pages-problem-delete-label = Delete it ({ $key })

## How it works

pages-how-intro = A run checks one text (the artifact) against a rubric of { $min } to { $max } pass/fail criteria that you write before reading the draft. Two AI judges read it, each in a fresh chat; the app never talks to a model itself. It only checks what you paste and applies three rules, so that a review ends instead of going round.
pages-how-round-title = One round
pages-how-round-copy = Copy the judge prompt (the rubric and the artifact) into a new chat and send it.
pages-how-round-paste = Paste the judge's whole answer back. The app checks it at once: every criterion has PASS or FAIL, and every FAIL quotes the text it objects to.
pages-how-round-record = Record it. The app looks each quote up in the artifact and says whether it was found.
pages-how-round-merge = Merge the round. The rules below decide what comes next: fix and revise, ask judge B, decide a dispute yourself, or stop.
pages-how-rules-title = The three rules
pages-how-why = Why:
pages-how-rule1-name = Anti-ratchet.
pages-how-rule1 = From round 2 on, a criterion that passed in the round before can only fail again with a quote that is found in the text. An objection without one is kept as an optional note and the criterion stays PASS.
pages-how-rule1-why = otherwise a judge can raise the bar every round, and the loop never ends.
pages-how-rule2-name = The reviewer's boundary.
pages-how-rule2 = Only a correctness gap or an unmet criterion blocks. Style, taste and “could be better” go to the optional notes: shown to you, never part of the outcome.
pages-how-rule2-why = a review that blocks on taste has no finish line.
pages-how-rule3-name = Two independent judges, no third.
pages-how-rule3 = Judge B gets the same prompt once judge A passes every criterion, ideally a different model, and never sees A's answer. Any FAIL means another round; when B fails a criterion A passed without a quote that can be found, the criterion is DISPUTED and you decide.
pages-how-rule3-why = one model's blind spots are caught by another, and a tie is settled by a person who can read the text, not by a third opinion.
pages-how-outcomes-title = What a merge can say
pages-how-outcome-pass = Both judges passed every criterion. The run is finished; the verdict can be downloaded.
pages-how-outcome-fix = Some criterion failed. Make the listed fixes and revise the artifact: the next round starts.
pages-how-outcome-need-b = Judge A passed every criterion. Ask judge B; the round stays open.
pages-how-outcome-disputed = The judges disagree and the failing quote was not found. You settle each disputed criterion, with a note.
pages-how-outcome-round-limit = Criteria still fail in the last round the run allows. The run stops; what remains is yours to decide.
pages-how-refused = A reply, rubric or action the rules cannot take is refused with the reason, and the run stays exactly as it was.
pages-how-start = Start a new run
