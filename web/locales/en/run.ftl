# The run page: its header, the artifact pane, the earlier rounds, the models, the notice that
# another tab changed the run.

run-not-found-title = Run not found
run-not-found-body = This run is not stored in this browser (it may have been deleted in another tab).
run-delete-confirm = Delete this run from this browser? Export it first if you may need it.
run-round-of = Round { $round } of { $limit }
run-anti-ratchet-off = anti-ratchet off
run-export = Export run
run-delete = Delete
run-how-it-works = How it works
run-all-runs = All runs
run-round = Round { $round }
run-source-caption = The source, shown as plain text: nothing in it runs.
run-artifact-title = { $name } (round { $round })
# Before the menu of rounds ("Round [2]").
run-round-label = Round
run-round-menu = Show the artifact of round
run-changes-since = Changes since round { $round }
run-no-changes = No changes: the same text as the round before.
# An earlier round, folded; $outcome is the outcome's code (PASS, FIX…).
run-earlier-round = Round { $round }: { $outcome }
run-author = Author
run-judge-a = Judge A
run-judge-b = Judge B
# A part with its model: "Judge A: GPT-5".
run-model = { $part }: { $name }
run-wrap-lines = Wrap long lines
run-artifact-text = Artifact text

# Another tab changed the run.
run-elsewhere-title = Another tab changed this run:
# After the list of changes, which it ends.
run-elsewhere-now = . This page now shows the run as stored, with those changes. Nothing you typed here was recorded or lost.
# Between two changes of the list (kept in quotes: its space counts).
run-list-separator = {", "}
run-happened-replaced = the whole run was replaced (by an import or a kept share link)
run-happened-restarted = the run was started again
run-happened-reply = judge { $judge }'s reply was recorded
run-happened-merged = the round was merged
run-happened-revised = the artifact was revised, starting a new round
run-happened-settled = “{ $criterion }” was settled
run-happened-deleted = the run was deleted
run-kept-reply = Your unrecorded reply for judge { $judge } (round { $round })
run-kept-revision = Your unrecorded revision of round { $round }
run-kept-note = Your unsaved note on settling { $criterion }
run-kept-from-tab = { $label }, kept from this tab:
run-copy-it = Copy it
run-discard-it = Discard it
run-ok = OK
