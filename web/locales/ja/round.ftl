# レビューの 1 ラウンド：プロンプト、回答欄、審査員の報告、マージ、改訂、判断、判定、タイムライン、デモの手順。
# PASS、FAIL と結果コード（FIX、NEED_B、DISPUTED、ROUND_LIMIT）はそのまま残します。

round-list-separator = {"、"}
round-open = 未確定

## プロンプト
round-advice-a = 新しいチャットを開き（審査員が何も見ていない状態にするため、ラウンドごとに新しいチャットを使います）、プロンプトを貼り付けて送信し、審査員の回答全体を下の欄にコピーしてください。
round-advice-b = もう一つ新しいチャットを開き、できれば審査員 A とは別のモデルで（例：A は ChatGPT、B は Claude）、同じプロンプトを貼り付けて、回答全体を下の欄にコピーしてください。審査員 A の回答は見せないでください。
round-copy-prompt = 審査員 { $judge } 用のプロンプトをコピー
round-prompt-criteria = プロンプトは審査員に、各基準について PASS か FAIL かを尋ねます：
round-show-prompt = プロンプトを表示
round-prompt-for = 審査員 { $judge } 用のプロンプト

## 回答欄
round-error-place = { $line } 行 { $column } 列
round-error-criterion = 基準「{ $criterion }」
round-nothing-recorded-fix = 何も記録されていません。回答を直して（または審査員にもう一度尋ねて）、ここに貼り付けてください。
round-nothing-recorded = 何も記録されていません。
round-reply-label = 審査員 { $judge } の回答
round-reply-placeholder = 審査員の回答全体をここに貼り付けてください（JSON オブジェクト。前後の文章はあってもなくてもかまいません）。
round-reply-help = 貼り付けるとすぐに確認します。Ctrl+Enter（⌘+Enter）で記録します。
round-reply-valid = ✓ 有効な回答です：{ $total } 基準のうち { $fails } 基準が FAIL。記録すると引用を確認します。
round-record-and-merge = 記録してラウンドをマージ
round-record = 審査員 { $judge } の回答を記録

## 回答の警告
round-warn-mismatch = 審査員自身の判定「{ $summary }」が、各基準の判定（{ $criteria }）と食い違っています。結果はその判定ではなく、各基準から計算されます。
round-every-passed = すべての基準が PASS
round-failed-list = FAIL：{ $list }
round-warn-mangled = 回答には { $sequences } が含まれていますが、成果物には含まれていません。テキストが途中で化けた可能性があります（Windows PowerShell のパイプを通したときのような文字コードの取り違え）。元の場所からもう一度貼り付けてください。
round-warn-case = 大文字で書かれていない判定を PASS または FAIL として読みました：{ $list }。回答の形式では「PASS」または「FAIL」を大文字で書くよう求めています。
round-warn-case-item = { $id }：「{ $written }」→ { $read }

## 審査員の報告
round-found-at = ✓ 成果物の { $line } 行 { $column } 列に引用が見つかりました
round-found = ✓ 成果物に引用が見つかりました
round-found-normalized-at = ✓ 空白、引用符、ダッシュ、マークアップをそろえた後、{ $line } 行 { $column } 列に引用が見つかりました
round-found-normalized = ✓ 空白、引用符、ダッシュ、マークアップをそろえた後、引用が見つかりました
round-not-found = ✗ 成果物に引用が見つかりません
round-too-short = ✗ 引用が短すぎて証拠になりません（{ $min } 文字未満）
round-no-quote = ✗ 引用がありません
round-rule-1-counts = 審査員は { $written } と書きましたが、ルール 1 では { $counted } として数えます
round-show-in-artifact = 成果物で表示
round-closest-passage = いちばん近い箇所（ヒントのみ）：
round-judge-reply-round = 審査員 { $judge } の回答、ラウンド { $round }
round-criterion = 基準
round-result = 結果
round-reason-quote-fix = 理由、引用、修正
round-fix = 修正：
round-quote-proves = 引用が見つかっても、そのテキストが成果物にあることが証明されるだけで、基準が本当に FAIL だとは限りません。理由を読んで自分で判断してください。
round-blocked-title = ルール 1（アンチラチェット）でブロック
round-blocked-body = — 任意のメモに移しました。その審査員の FAIL は数えません：
round-blocked-by-judge = { $id }（審査員 { $judge }）
round-optional-notes = 任意のメモ（{ $count }）— ブロックしません

## 次にすること
round-next-record-a = 次：審査員 A に尋ねます。プロンプトを新しいチャットにコピーし、審査員の回答を下に貼り付けてください。
round-next-record-b = 次：新しいチャットで同じプロンプトを使い、審査員 B（できれば別のモデル）に尋ねて、その回答を貼り付けてください。
round-next-merge = 次：ラウンドをマージして、記録した回答にルールを適用します。
round-next-revise = 次：修正を行い、成果物を改訂して（修正一覧の下）、次のラウンドを始めてください。
round-next-settle = 次：審査員の意見が分かれています。下で係争中の基準をそれぞれ判断してください。
round-next-done = このレビューは終了しました。判定をダウンロードするか、レビューをエクスポートしてください。

## マージ
round-explain-pass = 両方の審査員がすべての基準を PASS としました。レビューは終了です。上の判定をダウンロードできます。
round-explain-fix = FAIL の基準があります。下に挙げた修正をテキストに加え、成果物を改訂してラウンド { $next }（全 { $limit } ラウンド）を始めてください。
round-explain-need-b = 審査員 A がすべての基準を PASS としました。次は同じプロンプトで審査員 B に尋ね（新しいチャットで、できれば別のモデル）、その回答を記録してください。
round-explain-disputed = 審査員の意見が分かれ、FAIL とした審査員の引用がテキストに見つかりませんでした。ツールはどちらの味方もしません。両方の理由を読み、係争中の基準をそれぞれ判断してください。
round-explain-round-limit = ラウンドの上限（{ $limit }）に達しても FAIL の基準が残っています。レビューはここで止まります。残りの修正を読み、どうするかは自分で決めてください。
round-merged = ラウンド { $round } をマージしました：
round-merged-result = マージ結果、ラウンド { $round }
round-judge-a = 審査員 A
round-judge-b = 審査員 B
round-fixes-to-make = 行う修正
round-fix-by-judge = （審査員 { $judge }）：
round-fixed-since = ラウンド { $round } から修正済み：{ $list }
round-settled-by-you = あなたが判断
round-record-a-again = 審査員 A をもう一度記録（後の回答が有効）
round-b-confirms = 審査員 A がすべての基準を PASS とすると、審査員 B がそのラウンドを確認します。
round-record-b-anyway = それでも今すぐ審査員 B を記録
round-not-asked = このラウンドでは尋ねていません。
round-merge = マージ
round-merge-applies = マージは、これまでに記録した回答に{ $rules }を適用し、次に何をするかを示します。
round-the-three-rules = 3 つのルール
round-merge-the-round = ラウンドをマージ
round-record-a-first = 先に審査員 A の回答を記録してください。

## 改訂
round-diff-counts = { $added } 行追加、{ $removed } 行削除
round-changes = 変更
round-revise-title = ラウンド { $round } に向けて成果物を改訂
round-revise-help = 下のテキストを編集して（または修正したファイルを開いて）、次のラウンドを始めてください。審査員には新しいテキストと前のラウンドの異議が示されます。
round-open-revised = 改訂したファイルを開く…
round-changes-since = ラウンド { $round } からの変更
round-start-round = ラウンド { $round } を開始
round-revised-artifact = 改訂した成果物
round-artifact-name = 成果物の名前
round-same-text = テキストはラウンド { $round } と同じです。それでも次のラウンドは始められます（審査員が間違っていたのかもしれません）が、審査員には同じテキストが示されます。
round-unchanged-warning = 成果物は、修正を求めたラウンド { $round } から変わっていません。審査員には同じテキストが示されます。

## 判断
round-settle-title = 係争中の基準を判断する
round-settle-help = これらの基準は審査員 A が PASS とし、審査員 B がツールの見つけられない引用で FAIL としました。両方の理由を読み、自分でテキストを確かめて判断してください。メモはレビューの履歴に残ります。
round-choose-first = 先に PASS か FAIL を選んでください。
round-judge-a-pass = 審査員 A（PASS）
round-judge-b-fail = 審査員 B（FAIL）
round-b-quote = B の引用（テキストに見つかりません）：
round-your-decision = { $criterion } についてのあなたの判断
round-why-kept = 理由（履歴に残ります）
round-settle = { $criterion } を判断

## 判定
round-verdict = 判定
round-verdict-blocked = ラウンド { $round }、審査員 { $judge }、{ $criterion }：{ $reason }
round-verdict-blocked-quote = ラウンド { $round }、審査員 { $judge }、{ $criterion }：{ $reason }（引用：「{ $quote }」）
round-verdict-not-counted = 。ルール 1 はこれらの異議を数えませんでした。引用が成果物に見つからなかったためです。
round-rounds = ラウンド
round-rounds-of = { $rounds } / { $limit }
round-artifact = 成果物
round-settled-note = — あなたが判断：{ $note }
round-download-json = verdict.json をダウンロード
round-download-markdown = Markdown のレポートをダウンロード
round-download-html = HTML のレポートをダウンロード
round-download-failed = ダウンロードに失敗しました：{ $why }
round-export-with-change = この変更を含めてレビューをファイルにエクスポート

## タイムライン
round-timeline = タイムライン
round-timeline-caption = 各ラウンドにおける各基準の結果
round-round = ラウンド { $round }

## デモ
round-demo-title = これはデモです
round-demo-body = 審査員の回答はあらかじめ記録されています。モデルに尋ねる代わりに、ループの各手順を再生して、ルールがそれをどう扱うかを読んでください。自分で回答を貼り付けると、デモは台本から外れます。
round-demo-next = 次の手順：{ $step }
round-demo-reply-a = 審査員 A の回答を貼り付けて記録する
round-demo-reply-b = 審査員 B の回答を貼り付けて記録する
round-demo-merge = ラウンドをマージする
round-demo-revise = 修正に沿って成果物を改訂する
round-demo-settle = 係争中の基準を判断する
