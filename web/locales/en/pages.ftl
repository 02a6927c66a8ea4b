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

## The new-run form

pages-new-replace-rubric = Replace the rubric you wrote with this example?
pages-new-name = Run name
pages-new-name-placeholder = e.g. Release notes 0.4
pages-new-start = Start the run
pages-new-rubric = Rubric: { $min } to { $max } pass/fail criteria
pages-new-examples = Start from an example:
# $kind is the example's kind as the core names it: text, code or design.
pages-new-example = { $kind ->
    [code] code example
    [design] design example
   *[text] text example
}
pages-new-rubric-placeholder =
    # Title
    - id: what the reader gets
    - id2: …
pages-new-artifact = Artifact: the text to review
pages-new-open-file = Open a file…
pages-new-or-paste = or paste it below. HTML and code are shown as text, never run.
pages-new-artifact-unkept = This text is too big for this tab's session storage, so reloading the page would lose it: keep its file (or a copy) until the run is started.
pages-new-artifact-name = Artifact name
pages-new-artifact-name-placeholder = artifact
pages-new-rounds = Round limit
pages-new-rounds-help = The run stops at this round if criteria still fail.
pages-new-language = Prompt language
pages-new-language-help = The judges get their prompts in this language and write their reasons in it. The reply format stays the same.
pages-new-anti-ratchet = Anti-ratchet (rule 1) is on
pages-new-anti-ratchet-help = From round 2 on, a judge may fail a criterion that passed only by quoting the text. Turn it off only to run the convergence experiment; the verdict will say so.
pages-new-anti-ratchet-off = Anti-ratchet is off: the bar may rise from round to round.
pages-new-models = Which models play which part (optional)
pages-new-model-author = Author model
pages-new-model-a = Judge A model
pages-new-model-b = Judge B model
pages-new-model-placeholder = e.g. GPT-5, Claude Sonnet, Gemini
pages-new-problems = { $count ->
    [one] The run cannot start yet: fix this first.
   *[other] The run cannot start yet: fix these { $count } things first.
}
pages-new-rubric-help = Write one criterion per line as “- id: what the reader gets”.
pages-new-rubric-ok = { $count ->
    [one] ✓ { $count } criterion: { $ids }
   *[other] ✓ { $count } criteria: { $ids }
}
pages-new-hints = Hints (advice, not errors):

## A run opened from a share link

pages-shared-cannot-open = This share link cannot be opened
pages-shared-nothing-stored = Nothing was stored in this browser.
pages-shared-go-to-runs = Go to your runs
pages-shared-keep = Keep a copy in this browser
pages-shared-export = Export run
pages-shared-artifact-round = (round { $round })
pages-shared-round = Round
pages-shared-show-round = Show the artifact of round
pages-shared-source = The source, shown as plain text: nothing in it runs.
pages-shared-verdict = Verdict
# Before the person's note on a disputed criterion they settled.
pages-shared-settled = settled:
pages-shared-round-n = Round { $round }
# $judge is A or B.
pages-shared-judge = Judge { $judge }
pages-shared-merge = Merge

## Buttons every page uses: copy, open a file, a run with a stored run's name

pages-copied = ✓ Copied to the clipboard
# $why is the browser's reason.
pages-copy-failed = Could not copy ({ $why }): select the text below and press Ctrl+C (⌘C on a Mac).
pages-could-not-read = Could not read { $name }: { $why }
pages-same-name-question = A run named “{ $name }” is already stored in this browser. Replace it with this one, or keep both?
pages-same-name-replace = Replace the stored run
pages-same-name-keep-both = Keep both (add this one as a copy)

## Share links

pages-share-copy = Copy a share link
pages-share-says = The link contains the whole run, the artifact and the judges' replies included: anyone you send it to can read all of it. It is all in the part after “#”, which browsers never send to a server.
pages-share-copied = ✓ Share link copied ({ $length } characters)
pages-share-copy-failed = Could not copy ({ $why }): select the link below and press Ctrl+C (⌘C on a Mac).
pages-share-link = Share link
pages-share-long = A long link: browsers, Slack and mail take it, but chat apps with short messages (Discord keeps { $limit } characters) cut it. If it arrives broken, send the file instead.
# $what is run (a review-loop run) or panel (a Design Jury panel run).
pages-shared-banner = { $what ->
    [panel] A shared panel run, read only: it came inside the link you opened and is not stored in this browser. Keep a copy to find it in your runs later.
   *[run] A shared run, read only: it came inside the link you opened and is not stored in this browser. Keep a copy to find it in your runs later.
}

## Storing runs in this browser

pages-run-missing = This run no longer exists (it was deleted, perhaps in another tab).
# $needed and $capacity are sizes written by pages-amount-….
pages-save-too-big = This run is too big to keep in this browser's storage: it takes { $needed }, and the storage holds about { $capacity } for this page even when empty. Nothing was saved and nothing stored was changed; your text is still on screen. Export the run to a file to keep it, or start it with a smaller artifact.
pages-save-no-room = This run does not fit in what is left of this browser's storage: it takes { $needed }, but only about { $left } are left of the { $capacity } this page may keep (your other runs and data take the rest). Nothing was saved and nothing stored was changed; your text is still on screen. Export the run to a file to keep it; to make room, export runs you no longer need and delete them, or use a smaller artifact.
pages-save-full = The browser's storage for this page is full, so this change was not saved. Everything saved before is intact and your edit is still on screen. Export the run to a file to keep it, or delete runs you no longer need, then try again.
pages-save-conflict = This run was changed in another tab after this tab loaded it, so this change was not saved (it would have overwritten the newer one). The run now shows the newer state. If the box you typed in is gone with it, export this run with your change to keep what you typed.
# $why is the browser's reason.
pages-save-other = The browser refused to store this change ({ $why }). Nothing stored was changed; export the run to a file to keep it.
pages-amount-millions = { NUMBER($millions, minimumFractionDigits: 1, maximumFractionDigits: 1) } million characters
pages-amount-thousands = { $thousands } thousand characters
pages-amount-characters = { $count ->
   *[other] { $count } characters
}

## Stored entries that could not be loaded (after the entry's key and a colon)

pages-problem-index-version = unknown index version "{ $schema }"; runs were found by scanning storage
pages-problem-index-unreadable = the run index is unreadable ({ $why }); runs were found by scanning storage
pages-problem-other-id = it says it is run "{ $inside }", not "{ $id }" as its key does (copied or edited by hand?)
pages-problem-bad-field = a { $schema } entry with a bad field ({ $why })
pages-problem-newer = written by a newer version of jury ({ $schema }); open it there, or export it from there
pages-problem-not-a-run = not a jury run (schema "{ $schema }")
pages-problem-no-schema = not a jury run (no schema field)
pages-problem-not-json = not valid JSON ({ $why })
pages-problem-history-unreadable = its history cannot be read: { $reason }
pages-problem-history-replay = its history does not replay: { $reason }
