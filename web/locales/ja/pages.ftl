# ページ：レビュー一覧、新しいレビューのフォーム、「しくみ」、共有されたレビュー、共通の操作、
# アプリ自身の保存に関するメッセージ。

## 共通の言葉

pages-new-run = 新しいレビュー
pages-how-it-works = しくみ
pages-back-to-runs = レビュー一覧に戻る
pages-round-of = ラウンド { $round } / { $limit }
pages-cancel = キャンセル

## レビュー一覧

pages-list-title = あなたのレビュー
pages-import-run-file = レビューファイルを読み込む…
pages-list-intro = レビューでは、1 つのテキストをルーブリックに照らして 1 ラウンドずつ評価します。プロンプトを ChatGPT、Claude などのモデルとの新しいチャットにコピーし、審査員の回答をここに貼り付けると、次に何をするかはルールが決めます。すべてこのブラウザー内にとどまります。
pages-import-not-a-run-file = { $name } は、このアプリで読み込めるレビューファイルではありません：{ $reason }。何も変更されていません。
pages-list-empty = まだレビューはありません。「新しいレビュー」から始めてください。
pages-list-runs = レビュー
pages-list-last-change = 最終更新 { $time }
pages-problems-intro = 保存済みの項目の一部を読み込めませんでした。それらはそのまま残してスキップしました。ほかのレビューには問題ありません。
pages-problem-download = ダウンロード
pages-problem-download-label = ダウンロード（{ $key }）
pages-problem-delete = 削除
pages-problem-delete-label = 削除（{ $key }）

## しくみ

pages-how-intro = レビューでは、1 つのテキスト（成果物）を、下書きを読む前にあなたが書いた { $min }〜{ $max } 個の合否基準からなるルーブリックに照らして確認します。2 人の AI 審査員が、それぞれ新しいチャットでそれを読みます。アプリ自身がモデルとやり取りすることはありません。アプリは貼り付けられたものを確認し、3 つのルールを適用するだけです。こうしてレビューは堂々巡りにならず、終わりを迎えます。
pages-how-round-title = 1 ラウンドの流れ
pages-how-round-copy = 審査員用プロンプト（ルーブリックと成果物）を新しいチャットにコピーして送信します。
pages-how-round-paste = 審査員の回答全体をここに貼り付けます。アプリはすぐに確認します：すべての基準に PASS か FAIL があり、すべての FAIL が問題の箇所を引用していること。
pages-how-round-record = 記録します。アプリは各引用を成果物の中で探し、見つかったかどうかを示します。
pages-how-round-merge = ラウンドを統合します。次に何をするかは下のルールが決めます：修正して改訂する、審査員 B に頼む、意見の対立を自分で裁定する、または終了する。
pages-how-rules-title = 3 つのルール
pages-how-why = 理由：
pages-how-rule1-name = アンチラチェット。
pages-how-rule1 = ラウンド 2 以降、前のラウンドで合格した基準を再び不合格にできるのは、テキスト中に見つかる引用がある場合だけです。引用のない異議は任意のメモとして残され、基準は PASS のままです。
pages-how-rule1-why = そうしないと、審査員は毎ラウンド基準を引き上げられ、ループが終わりません。
pages-how-rule2-name = レビュアーの境界線。
pages-how-rule2 = 妨げになるのは、内容の誤りか満たされていない基準だけです。文体や好み、「もっと良くできる」は任意のメモに入ります。あなたには表示されますが、結果には含まれません。
pages-how-rule2-why = 好みで止まるレビューにはゴールがありません。
pages-how-rule3-name = 独立した 2 人の審査員、3 人目はなし。
pages-how-rule3 = 審査員 A がすべての基準を合格にすると、審査員 B に同じプロンプトが渡されます。B はできれば別のモデルで、A の回答を見ることはありません。FAIL が 1 つでもあれば次のラウンドです。A が合格にした基準を B が見つかる引用なしで不合格にした場合、その基準は DISPUTED となり、あなたが裁定します。
pages-how-rule3-why = あるモデルの盲点は別のモデルが見つけます。そして判断が分かれたときは、3 人目の意見ではなく、テキストを読める人間が決着をつけます。
pages-how-outcomes-title = 統合の結果
pages-how-outcome-pass = 両方の審査員がすべての基準を合格にしました。レビューは完了です。判定をダウンロードできます。
pages-how-outcome-fix = 不合格の基準があります。挙げられた修正を行い、成果物を改訂してください。次のラウンドが始まります。
pages-how-outcome-need-b = 審査員 A がすべての基準を合格にしました。審査員 B に頼んでください。ラウンドは開いたままです。
pages-how-outcome-disputed = 審査員の意見が分かれ、不合格の引用が見つかりませんでした。争点の基準はそれぞれ、メモを付けてあなたが裁定します。
pages-how-outcome-round-limit = レビューで許される最後のラウンドでも、まだ不合格の基準があります。レビューは終了します。残りはあなたの判断に委ねられます。
pages-how-refused = ルールが受け付けられない回答、ルーブリック、操作は理由とともに拒否され、レビューはそのままの状態に保たれます。
pages-how-start = 新しいレビューを始める

## 新しいレビューのフォーム

pages-new-replace-rubric = あなたが書いたルーブリックをこの例で置き換えますか？
pages-new-name = レビュー名
pages-new-name-placeholder = 例：リリースノート 0.4
pages-new-start = レビューを開始
pages-new-rubric = ルーブリック：{ $min }〜{ $max } 個の合否基準
pages-new-examples = 例から始める：
pages-new-example = { $kind ->
    [code] コードの例
    [design] デザインの例
   *[text] テキストの例
}
pages-new-rubric-placeholder =
    # タイトル
    - id: 読み手が得るもの
    - id2: …
pages-new-artifact = 成果物：レビューするテキスト
pages-new-open-file = ファイルを開く…
pages-new-or-paste = または下に貼り付けてください。HTML やコードはテキストとして表示され、実行されることはありません。
pages-new-artifact-unkept = このテキストはこのタブのセッションストレージには大きすぎるため、ページを再読み込みすると失われます。レビューを開始するまで、ファイル（またはコピー）を保管しておいてください。
pages-new-artifact-name = 成果物の名前
pages-new-artifact-name-placeholder = 成果物
pages-new-rounds = ラウンドの上限
pages-new-rounds-help = このラウンドでまだ不合格の基準があれば、レビューは終了します。
pages-new-language = プロンプトの言語
pages-new-language-help = 審査員はこの言語でプロンプトを受け取り、この言語で理由を書きます。回答の形式は変わりません。
pages-new-anti-ratchet = アンチラチェット（ルール 1）はオンです
pages-new-anti-ratchet-help = ラウンド 2 以降、審査員がすでに合格した基準を不合格にするには、テキストを引用する必要があります。オフにするのは収束実験を行うときだけにしてください。その旨は判定に記されます。
pages-new-anti-ratchet-off = アンチラチェットはオフです：ラウンドごとに基準が引き上げられる可能性があります。
pages-new-models = どのモデルがどの役を務めるか（任意）
pages-new-model-author = 作成者のモデル
pages-new-model-a = 審査員 A のモデル
pages-new-model-b = 審査員 B のモデル
pages-new-model-placeholder = 例：GPT-5、Claude Sonnet、Gemini
pages-new-problems = { $count ->
   *[other] レビューはまだ開始できません。先に次の { $count } 件を直してください。
}
pages-new-rubric-help = 基準は 1 行に 1 つ、「- id: 読み手が得るもの」の形で書いてください。
pages-new-rubric-ok = { $count ->
   *[other] ✓ 基準 { $count } 個：{ $ids }
}
pages-new-hints = ヒント（助言であり、エラーではありません）：

## 共有リンクから開いたレビュー

pages-shared-cannot-open = この共有リンクは開けません
pages-shared-nothing-stored = このブラウザーには何も保存されていません。
pages-shared-go-to-runs = レビュー一覧へ
pages-shared-keep = このブラウザーにコピーを保存
pages-shared-export = レビューを書き出す
pages-shared-artifact-round = （ラウンド { $round }）
pages-shared-round = ラウンド
pages-shared-show-round = 表示する成果物のラウンド
pages-shared-source = ソースをプレーンテキストとして表示しています。中のものは何も実行されません。
pages-shared-verdict = 判定
pages-shared-settled = 裁定：
pages-shared-round-n = ラウンド { $round }
pages-shared-judge = 審査員 { $judge }
pages-shared-merge = 統合

## 共通の操作：コピー、ファイルを開く、保存済みと同じ名前のレビュー

pages-copied = ✓ クリップボードにコピーしました
pages-copy-failed = コピーできませんでした（{ $why }）。下のテキストを選択して Ctrl+C（Mac では ⌘C）を押してください。
pages-could-not-read = { $name } を読み込めませんでした：{ $why }
pages-same-name-question = 「{ $name }」という名前のレビューがすでにこのブラウザーに保存されています。これで置き換えますか、それとも両方残しますか？
pages-same-name-replace = 保存済みのレビューを置き換える
pages-same-name-keep-both = 両方残す（これをコピーとして追加）

## 共有リンク

pages-share-copy = 共有リンクをコピー
pages-share-says = リンクには、成果物と審査員の回答を含むレビュー全体が入っています。送った相手はそのすべてを読めます。すべて「#」より後ろの部分にあり、ブラウザーはこの部分をサーバーに送りません。
pages-share-copied = ✓ 共有リンクをコピーしました（{ $length } 文字）
pages-share-copy-failed = コピーできませんでした（{ $why }）。下のリンクを選択して Ctrl+C（Mac では ⌘C）を押してください。
pages-share-link = 共有リンク
pages-share-long = 長いリンクです。ブラウザー、Slack、メールでは扱えますが、短いメッセージしか送れないチャットアプリ（Discord は { $limit } 文字まで）では切れてしまいます。壊れて届いた場合は、代わりにファイルを送ってください。
pages-shared-banner = { $what ->
    [panel] 共有されたパネル審査（読み取り専用）：開いたリンクに含まれていたもので、このブラウザーには保存されていません。後でレビュー一覧から開けるよう、コピーを保存してください。
   *[run] 共有されたレビュー（読み取り専用）：開いたリンクに含まれていたもので、このブラウザーには保存されていません。後でレビュー一覧から開けるよう、コピーを保存してください。
}

## このブラウザーへのレビューの保存

pages-run-missing = このレビューはもう存在しません（削除されました。別のタブで削除された可能性があります）。
pages-save-too-big = このレビューは大きすぎて、このブラウザーのストレージに保存できません：{ $needed } を使いますが、このページのストレージは空の状態でも約 { $capacity } しか入りません。何も保存されず、保存済みのものも変更されていません。テキストは画面に残っています。残すにはレビューをファイルに書き出すか、より小さな成果物で始めてください。
pages-save-no-room = このレビューは、このブラウザーのストレージの残りに収まりません：{ $needed } を使いますが、このページが保存できる { $capacity } のうち、残りは約 { $left } しかありません（残りはほかのレビューやデータが使っています）。何も保存されず、保存済みのものも変更されていません。テキストは画面に残っています。残すにはレビューをファイルに書き出してください。空きを作るには、不要になったレビューを書き出してから削除するか、より小さな成果物を使ってください。
pages-save-full = このページのブラウザーストレージがいっぱいのため、この変更は保存されませんでした。これまでに保存したものはすべて無事で、編集内容も画面に残っています。残すにはレビューをファイルに書き出すか、不要なレビューを削除してから、もう一度お試しください。
pages-save-conflict = このタブで読み込んだ後に別のタブでこのレビューが変更されたため、この変更は保存されませんでした（保存すると新しい方を上書きしてしまいます）。レビューには新しい状態が表示されています。入力していた欄がそれに伴って消えた場合は、入力内容を残すため、変更を含めてこのレビューを書き出してください。
pages-save-other = ブラウザーがこの変更の保存を拒否しました（{ $why }）。保存済みのものは何も変更されていません。残すにはレビューをファイルに書き出してください。
pages-amount-millions = { NUMBER($millions, minimumFractionDigits: 1, maximumFractionDigits: 1) } 百万文字
pages-amount-thousands = { $thousands } 千文字
pages-amount-characters = { $count ->
   *[other] { $count } 文字
}

## 読み込めなかった保存項目（項目のキーとコロンの後）

pages-problem-index-version = 不明なインデックスのバージョン「{ $schema }」。レビューはストレージを走査して見つけました
pages-problem-index-unreadable = レビューのインデックスが読めません（{ $why }）。レビューはストレージを走査して見つけました
pages-problem-other-id = 中身はレビュー「{ $inside }」を名乗っており、キーが示す「{ $id }」ではありません（コピーまたは手作業で編集されましたか？）
pages-problem-bad-field = 不正なフィールドを含む { $schema } の項目（{ $why }）
pages-problem-newer = 新しいバージョンの jury で書かれています（{ $schema }）。そちらで開くか、そちらから書き出してください
pages-problem-not-a-run = jury のレビューではありません（スキーマ「{ $schema }」）
pages-problem-no-schema = jury のレビューではありません（schema フィールドがありません）
pages-problem-not-json = 有効な JSON ではありません（{ $why }）
pages-problem-history-unreadable = 履歴を読み込めません：{ $reason }
pages-problem-history-replay = 履歴を再生できません：{ $reason }
