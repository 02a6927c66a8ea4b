# A round of a run: the prompt, the reply boxes, the judges' reports, the merge, the revision,
# the settlement, the verdict, the timeline and the demo's steps. PASS, FAIL and the outcome
# codes (FIX, NEED_B, DISPUTED, ROUND_LIMIT) stay as they are.

# Between two items of a list (kept in quotes: its space counts).
round-list-separator = {", "}
# The badge of a round not merged yet.
round-open = OPEN

## The prompt
round-advice-a = Open a new chat (a fresh one each round, so the judge has seen nothing before), paste the prompt, send it, then copy the judge's whole answer into the box below.
round-advice-b = Open another new chat, ideally with a different model than judge A (e.g. A in ChatGPT, B in Claude), paste the same prompt, and copy its whole answer into the box below. Do not show it judge A's answer.
round-copy-prompt = Copy the prompt for judge { $judge }
round-prompt-criteria = The prompt asks the judge for PASS or FAIL on each criterion:
round-show-prompt = Show the prompt
round-prompt-for = Prompt for judge { $judge }

## The reply box
round-error-place = Line { $line }, column { $column }
round-error-criterion = Criterion “{ $criterion }”
round-nothing-recorded-fix = Nothing was recorded. Fix the reply (or ask the judge again) and paste it here.
round-nothing-recorded = Nothing was recorded.
round-reply-label = Judge { $judge }'s reply
round-reply-placeholder = Paste the judge's whole answer here (the JSON object, with or without the text around it).
round-reply-help = Checked as soon as you paste. Ctrl+Enter (⌘+Enter) records it.
round-reply-valid = ✓ A valid reply: { $fails } of { $total } criteria FAIL. Record it to check the quotes.
round-record-and-merge = Record and merge the round
round-record = Record judge { $judge }'s reply

## Reply warnings
# $summary is the judge's own verdict; $criteria is round-every-passed or round-failed-list.
round-warn-mismatch = The judge's own verdict “{ $summary }” disagrees with its criteria ({ $criteria }). The outcome is computed from the criteria, not from that verdict.
round-every-passed = every criterion passed
round-failed-list = failed: { $list }
# $sequences: the odd characters found, each quoted.
round-warn-mangled = The reply contains { $sequences }, which the artifact does not: the text was probably mangled on the way (an encoding mix-up, as when piping through Windows PowerShell). Paste it again from the source.
round-warn-case = Verdicts not written in capitals were read as PASS or FAIL: { $list }. The reply format asks for “PASS” or “FAIL” in capitals.
# One item of round-warn-case: a criterion, what the judge wrote, how it was read.
round-warn-case-item = { $id } “{ $written }” as { $read }

## A judge's report
round-found-at = ✓ Quote found in the artifact at line { $line }, column { $column }
round-found = ✓ Quote found in the artifact
round-found-normalized-at = ✓ Quote found at line { $line }, column { $column } after evening out spaces, quotes, dashes and markup
round-found-normalized = ✓ Quote found after evening out spaces, quotes, dashes and markup
round-not-found = ✗ Quote not found in the artifact
round-too-short = ✗ Quote too short to be evidence (under { $min } characters)
round-no-quote = ✗ No quote given
round-rule-1-counts = judge wrote { $written }, rule 1 counts it as { $counted }
round-show-in-artifact = Show in artifact
round-closest-passage = Closest passage (a hint only):
round-judge-reply-round = Judge { $judge }'s reply, round { $round }
round-criterion = Criterion
round-result = Result
round-reason-quote-fix = Reason, quote and fix
round-fix = Fix:
round-quote-proves = A quote that is found proves the text is in the artifact, not that the criterion really fails: read the reason and judge for yourself.
round-blocked-title = Blocked by rule 1 (anti-ratchet)
round-blocked-body = — moved to the optional notes; that judge's FAIL does not count:
round-blocked-by-judge = { $id } (judge { $judge })
round-optional-notes = Optional notes ({ $count }) — never block

## What comes next
round-next-record-a = Next: ask judge A. Copy the prompt into a new chat, then paste the judge's answer below.
round-next-record-b = Next: ask judge B, ideally another model, with the same prompt in a new chat, and paste its answer.
round-next-merge = Next: merge the round to apply the rules to the replies you recorded.
round-next-revise = Next: make the fixes, then revise the artifact (below the fixes) to start the next round.
round-next-settle = Next: the judges disagree; decide each disputed criterion below.
round-next-done = This run is finished. Download the verdict or export the run.

## The merge
round-explain-pass = Both judges passed every criterion. The run is finished: the verdict above is ready to download.
round-explain-fix = Some criteria failed. Make the fixes listed below in your text, then revise the artifact to start round { $next } of { $limit }.
round-explain-need-b = Judge A passed every criterion. Now ask judge B — a fresh chat, ideally another model — with the same prompt, and record its reply.
round-explain-disputed = The judges disagree, and the failing judge's quote could not be found in the text. The tool does not pick a side: read both reasons and decide each disputed criterion.
round-explain-round-limit = Criteria still fail at the round limit ({ $limit }). The run stops here: read the remaining fixes and decide for yourself what to do.
round-merged = Round { $round } merged:
round-merged-result = Merged result, round { $round }
round-judge-a = Judge A
round-judge-b = Judge B
round-fixes-to-make = Fixes to make
round-fix-by-judge = (judge { $judge }):
round-fixed-since = Fixed since round { $round }: { $list }
round-settled-by-you = Settled by you
round-record-a-again = Record judge A again (the later reply counts)
round-b-confirms = Judge B confirms a round once judge A passes every criterion.
round-record-b-anyway = Record judge B now anyway
round-not-asked = Not asked in this round.
round-merge = Merge
# $rules is round-the-three-rules, a link to the page that explains them.
round-merge-applies = Merge applies { $rules } to the replies recorded so far and tells you what comes next.
round-the-three-rules = the three rules
round-merge-the-round = Merge the round
round-record-a-first = Record judge A's reply first.

## The revision
round-diff-counts = { $added } line(s) added, { $removed } removed
round-changes = Changes
round-revise-title = Revise the artifact for round { $round }
round-revise-help = Edit the text below (or open the fixed file), then start the next round. The judges will see the new text and last round's objections.
round-open-revised = Open the revised file…
round-changes-since = Changes since round { $round }
round-start-round = Start round { $round }
round-revised-artifact = Revised artifact
round-artifact-name = Artifact name
round-same-text = The text is the same as in round { $round }. You may still start the next round (a judge may have been wrong), but the judges will see the same text.
round-unchanged-warning = The artifact is unchanged since round { $round }, which asked for fixes: the judges will see the same text.

## The settlement
round-settle-title = Decide the disputed criteria
round-settle-help = Judge A passed these and judge B failed them without a quote the tool could find in the text. Read both reasons, check the text yourself, and decide. Your note is kept in the run's history.
round-choose-first = Choose PASS or FAIL first.
round-judge-a-pass = Judge A (PASS)
round-judge-b-fail = Judge B (FAIL)
round-b-quote = B's quote (not found in the text):
round-your-decision = Your decision on { $criterion }
round-why-kept = Why (kept in the history)
round-settle = Settle { $criterion }

## The verdict
round-verdict = Verdict
round-verdict-blocked = Round { $round }, judge { $judge }, { $criterion }: { $reason }
round-verdict-blocked-quote = Round { $round }, judge { $judge }, { $criterion }: { $reason } (quote: “{ $quote }”)
# After the outcome in words (bold), which it ends.
round-verdict-not-counted = . Rule 1 did not count these objections: their quotes were not found in the artifact.
round-rounds = Rounds
round-rounds-of = { $rounds } of { $limit }
round-artifact = Artifact
round-settled-note = — settled by you: { $note }
round-download-json = Download verdict.json
round-download-markdown = Download the Markdown report
round-download-html = Download the HTML report
round-download-failed = The download failed: { $why }
round-export-with-change = Export this run with the change to a file

## The timeline
round-timeline = Timeline
round-timeline-caption = Result of each criterion in each round
round-round = Round { $round }

## The demo
round-demo-title = This is a demo
round-demo-body = Its judges' replies were recorded earlier. Instead of asking a model, play each step of the loop and read what the rules make of it. Any reply you paste yourself takes the demo off its script.
round-demo-next = Next step: { $step }
round-demo-reply-a = Paste judge A's reply and record it
round-demo-reply-b = Paste judge B's reply and record it
round-demo-merge = Merge the round
round-demo-revise = Revise the artifact with the fixes
round-demo-settle = Settle the disputed criterion
