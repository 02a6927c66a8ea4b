# The Design Jury page (web/src/theater): the theater, its replay, the panel run form, settings.
# Roles, badges, decisions and summaries are worded as Open Design's Critique Theater words them.

## Shared words

theater-name = デザイン審査団
theater-list-separator = {"、"}
theater-score = { NUMBER($score, minimumFractionDigits: 1, maximumFractionDigits: 1) }
theater-number = { $value }
theater-notes = メモ
theater-must-fix-count = 要修正 { $count } 件

## The panelists' roles

theater-role-designer = デザイナー
theater-role-critic = 批評家
theater-role-brand = ブランド
theater-role-a11y = アクセシビリティ
theater-role-copy = コピー

## The page

theater-intro = デーモン不要の 5 名パネルによるデザイン批評です。パネルへの指示をチャットにコピーし、返ってきた回答を貼り付けると、パネルがラウンドごとに採点していく様子を見られます。すべてこのブラウザー内に保存されます。
theater-on-stage = ステージ上:
theater-start-link = パネル実行を始める

## What is on stage

theater-caption-nothing = なし
theater-demo-title = デモ: Open Design の happy-3-rounds フィクスチャ
theater-caption-stored = 保存済みの実行: { $title }
theater-caption-panel = パネル実行: { $title }
theater-caption-transcript = トランスクリプトファイル: { $name }
theater-caption-shared = 共有されたパネル実行: { $title }

## The stage

theater-interrupt = 中断
theater-stage-empty = ステージにはまだ何もありません。パネルを実行するか、保存済みの実行をリプレイするか、トランスクリプトを開いてください。
theater-warnings = 警告
theater-warning-weak-debate = 議論が弱い: 批評家と専門家の意見が食い違わないままラウンドが進みました。
theater-warning-unknown-role = 不明なパネリストの役割を指定したブロックがあったため、スキップしました。
theater-warning-score-clamped = 範囲外のスコアがあったため、範囲内に丸めました。
theater-warning-composite-mismatch = エージェントの総合スコアまたは要修正件数が、このアプリ自身の集計と一致しません。
theater-warning-duplicate-ship = 2 つ目の SHIP、または終了していないラウンドへの SHIP を無視しました。
theater-warning-times = （×{ $count }）

## The score ticker and the round timeline

theater-bar = R{ $round }: { NUMBER($composite, minimumFractionDigits: 1, maximumFractionDigits: 1) } / { $scale }
theater-ticker-empty = まだ結果の出たラウンドはありません
theater-composite = 総合スコア
theater-threshold-value = しきい値 { NUMBER($threshold, minimumFractionDigits: 1, maximumFractionDigits: 1) }
theater-consensus = 合意
theater-round-of = ラウンド { $round } / { $limit }
theater-claimed = エージェントの申告 { NUMBER($composite, minimumFractionDigits: 1, maximumFractionDigits: 1) }
theater-out-of = /{ $scale }
theater-decision-ship = エージェント: 出荷。
theater-decision-continue = エージェント: 続行。

## The lanes

theater-speaking = 発言中…
theater-cell-round = R{ $round }
theater-cell-draft = 下書き
theater-cell-notes = メモ
theater-cell-revised = 修正済み
theater-cell-dimension = { $name }: { NUMBER($score, minimumFractionDigits: 1, maximumFractionDigits: 1) }
theater-turn-designer = デザイナーのメモ
theater-turn-summary = メモ { $notes } 件、要修正 { $must_fix } 件
theater-must-fix-head = 要修正

## How a run ended

theater-badge-shipped = 出荷済み
theater-badge-below-threshold = しきい値未達
theater-badge-timed-out = タイムアウト
theater-badge-interrupted = 中断済み
theater-status-degraded = 縮退
theater-status-failed = 失敗
theater-status-legacy = 旧形式
theater-status-running = 実行中
theater-shipped-summary = ラウンド { $round } で出荷 · 総合 { NUMBER($composite, minimumFractionDigits: 1, maximumFractionDigits: 1) }
theater-interrupted-summary = ラウンド { $round } で中断 · 最高総合 { NUMBER($composite, minimumFractionDigits: 1, maximumFractionDigits: 1) }
theater-interrupted-early = どのラウンドも終わる前に中断しました。まだ何も採点されていません。
theater-failed-heading = 実行に失敗しました
theater-failed-cli-exit = エージェント CLI がパネル完了前に異常終了しました。
theater-failed-per-round-timeout = いずれかのラウンドが時間予算を超過しました。
theater-failed-total-timeout = 実行全体が時間予算を超過しました。
theater-failed-orchestrator = オーケストレーターの内部エラー。
theater-failed-orchestrator-here = ここでは、回答が受け入れ可能な SHIP なしで終わり、代わりに使える完了済みのラウンドもなかったか、フォールバック方針が「実行を失敗にする」であることを意味します。
theater-degraded-heading = この実行ではパネル無効
theater-degraded-malformed = パネル出力の形式が不正です（パーサーが拒否）。
theater-degraded-oversize = パネル出力が安全なバイト予算を超えました。
theater-degraded-adapter = アダプター { $adapter } は批評プロトコルをサポートしていません。
theater-degraded-protocol = アダプター { $adapter } はサポート対象外のプロトコルバージョンを使用しています。
theater-degraded-missing-artifact = 実行は完了しましたが最終成果物がありません。

## The designs

theater-design-kind = （{ $kind }）
theater-kind-html = HTML、種類の指定なし
theater-kind-svg = SVG、種類の指定なし
theater-kind-none = 種類の指定なし
theater-source-only = HTML でも SVG でもないため、ソースのみを表示します。
theater-source = ソース
theater-shipped-artifact = 出荷された成果物
theater-shipped-artifact-label = 出荷された成果物
theater-round-numbered = ラウンド { $round }
theater-round-unnumbered = 番号のないラウンド
theater-draft-option-draft = デザイナーの下書き、{ $round }
theater-draft-option-notes = デザイナーのメモ、{ $round }
theater-draft-label = { $round } のデザイナーの下書き
theater-drafts = デザイナーの下書き
theater-drafts-show = 表示
theater-drafts-which = 表示するデザイナーの発言
theater-draft-none = この発言に下書きはなく、メモのみです。

## Replay

theater-speed-paused = 一時停止
theater-speed-instant = 即時
theater-speed-live = ライブ（1 イベントあたり { $ms } ミリ秒）
theater-speed-fast = 高速（1 イベントあたり { $ms } ミリ秒）
theater-speed-slow = 低速（1 イベントあたり { $ms } ミリ秒）
theater-replay = リプレイ
theater-replay-speed = リプレイ速度
theater-replay-again = 最初からリプレイ
theater-previous-round = 前のラウンド
theater-next-event = 次のイベント
theater-next-round = 次のラウンド
theater-download-transcript = トランスクリプトをダウンロード
theater-download-failed = トランスクリプトをダウンロードできませんでした: { $why }
theater-event-of = イベント { $at } / { $of }
theater-keys = キー操作（入力欄での入力中は無効）:
theater-key-interrupt = 中断
theater-key-next-event = 次のイベント
theater-key-next-round = 次のラウンド
theater-key-previous-round = 前のラウンド
theater-stored-runs = 保存済みのパネル実行
theater-replay-demo = デモの実行をリプレイ
theater-no-stored-runs = 保存されたパネル実行はまだありません。パネルを実行すると記録されます。
theater-run-composite = 総合 { NUMBER($composite, minimumFractionDigits: 1, maximumFractionDigits: 1) }
theater-run-replay = { $title } をリプレイ
theater-run-download = { $title } のトランスクリプトをダウンロード
theater-run-delete = { $title } を削除
theater-download = ダウンロード
theater-delete = 削除
theater-unreadable = 保存済みの項目 { $count } 件を読み取れなかったため、そのままにしています: { $keys }

## Replaying a transcript file

theater-open-title = トランスクリプトファイルをリプレイ
theater-open-help = このアプリまたは Open Design デーモンの transcript.ndjson か transcript.ndjson.gz。読み取り専用: リプレイするだけで保存はしません。
theater-open-button = トランスクリプトを開く…
theater-open-label = トランスクリプトを開く
theater-not-a-transcript = { $name } はパネルの回答（<CRITIQUE_RUN> ストリーム）で、イベントのトランスクリプトではありません。そのテキストを「新しいパネル実行」の「エージェントの回答全体を貼り付け」に貼り付けて、「パネルを実行」を押してください。ステージの内容は変わっていません。
theater-cannot-replay = { $name } をリプレイできませんでした: { $why }。ステージの内容は変わっていません。
theater-no-events = { $name } にはリプレイできるデザイン審査団のイベントがありません。
theater-skipped = { $name }: { $count } 件のイベントをリプレイします。リプレイしないもの: { $parts }。
theater-skipped-separator = {"。"}
theater-skipped-records = Open Design 自身の記録 { $count } 行（パネルのイベントではありません。{ $records }: デーモンのスコア検査、出荷されたデザイン、終了マーカー、パーサーエラーで、パーサーがイベントと並べて保存したもの）。Open Design のリプレイも同様にスキップします
theater-skipped-record = { $kind } { $count } 件
theater-skipped-unknown = 種類「{ $kind }」の { $count } 行（このプロトコルのパネルイベントではありません。別のツールの記録か、より新しい Open Design のものです）
theater-skipped-invalid = 「{ $event }」イベントのうち「{ $field }」が { $rule } でない { $count } 行（編集されたか破損しています）
theater-skipped-not-json = JSON ではない { $count } 行（途中で切れたか編集されています）
theater-skipped-no-type = 「type」のない JSON { $count } 行（イベントではありません）

## A panel run: the form

theater-new-run = 新しいパネル実行
theater-run-panel = パネルを実行
theater-save-again = もう一度保存
theater-brief = ブリーフ: 何をデザインしますか？
theater-brand = ブランド資料: 語調、色、書体（任意）
theater-copy-step = パネルへの指示を AI モデルとのチャットにコピーします。
theater-copy-instructions = パネルへの指示をコピー
theater-show-instructions = パネルへの指示を表示
theater-instructions = パネルへの指示
theater-paste-reply = エージェントの回答全体を貼り付け
theater-try-fixture = …または Open Design のテストストリームを試す
theater-no-fixture = （なし）
theater-pasted-reply = 貼り付けた回答
theater-fixture-happy = 正常: 3 ラウンドで出荷
theater-fixture-spec-example = 仕様の例: 2 ラウンドで出荷
theater-fixture-duplicate-ship = SHIP の重複: 最初のものが有効
theater-fixture-malformed = 形式不正: 閉じられていないパネリストブロック
theater-fixture-missing-artifact = 成果物なし: ラウンド 1 にデザイナーの下書きがない

## A panel run: what happened to it

theater-refused = { $why }。
theater-stored = パネル実行をこのブラウザーに保存しました: { $title }。
theater-too-big-for-tab = この回答はタブのストレージには大きすぎます。実行が終わる前にページを再読み込みすると失われます。
theater-no-envelope = 回答に <CRITIQUE_RUN …> の囲みがないため、パネルが読み取れるものがありませんでした。<CRITIQUE_RUN から始まるエージェントの回答全体を貼り付けてください。
theater-recovered = パネル実行「{ $title }」の再生中にページが再読み込みされました。イベント { $event } で中断した実行として「保存済みのパネル実行」に保存し、その回答は回答欄に戻してあります。
theater-storage-full = このページのブラウザーストレージがいっぱいのため、このパネル実行は保存されませんでした。シアターと貼り付けた回答は画面に残っています。残すにはトランスクリプトをダウンロードするか、保存済みの実行を削除して「もう一度保存」を押してください。
theater-storage-refused = ブラウザーがこのパネル実行の保存を拒否しました（{ $why }）。シアターと貼り付けた回答は画面に残っています。残すにはトランスクリプトをダウンロードしてください。
theater-parser-stopped = パーサーが停止しました: { $detail }
theater-parser-stopped-at = パーサーは貼り付けた回答の { $line } 行目 { $column } 文字目で停止しました: { $detail }
theater-cut-off-before-first = 回答は最初のラウンドの前で止まっています
theater-cut-off-during = 回答はラウンド { $round } の { $role } の発言中で止まっています
theater-cut-off-after = 回答はラウンド { $round } の終了後、次のラウンドまたは SHIP の前で止まっています
theater-cut-off-in = 回答はラウンド { $round } の途中、ラウンドが終わる前で止まっています
theater-cut-off = { $place }。モデルの回答が途中で切れているようです（チャットは長い回答を途中で止めることがよくあります）。モデルに「止まったところからそのまま続けて」と頼み、その続きを上の回答の末尾に貼り付けて、もう一度パネルを実行してください。

## Settings

theater-settings = 新しいパネル実行の設定
theater-threshold = しきい値
theater-score-scale = 採点スケール
theater-round-limit = ラウンド上限
theater-whole-hint = { $from } から { $to } までの整数。
theater-threshold-hint = { $from } から { $to } までの数値で、スケール以下。
theater-setting-invalid = { $field }: { $why }。
theater-rule-no-role = 役割が 1 つ以上必要です
theater-rule-integer = { $min } から { $max } までの整数にしてください
theater-rule-number = { $min } から { $max } までの数値にしてください
theater-rule-over-scale = スコアの尺度を超えてはいけません
theater-rule-weight = 各重みは 0 から 1 の間にしてください
theater-rule-at-least = { $min } 以上にしてください
theater-settings-storage-full = ブラウザーのストレージがいっぱいです。設定は保存されませんでした。
theater-settings-not-saved = 設定は保存されませんでした（{ $why }）。
theater-settings-saved = 設定を保存しました。新しいパネル実行とその指示に適用されます。
theater-save-settings = 設定を保存
theater-policy = 回答に受け入れ可能な SHIP がないとき
theater-policy-ship-best = 最良のラウンドを出荷（しきい値未達）
theater-policy-ship-last = 最後のラウンドを出荷（しきい値未達）
theater-policy-fail = 実行を失敗にする
theater-weights = 重み（v1 では固定）
theater-panelist = パネリスト
theater-weight = 重み

## A panel run from a share link

theater-shared-title = デザイン審査団: { $title }
theater-kept-copy = このブラウザーにコピーを保存しました。デザイン審査団ページの「保存済みのパネル実行」に表示されます。
theater-keep-copy = このブラウザーにコピーを保存
theater-go-to-jury = デザイン審査団へ

## What a transcript's field must be

theater-field-run-id = 空でない文字列
theater-field-text = 文字列
theater-field-ordinal = 1 以上の整数
theater-field-count = 0 以上の整数
theater-field-score = 0 以上の有限の数値
theater-field-threshold = 0 からイベントの満点までの有限の数値
theater-field-role = パネリストの役割
theater-field-cast = 空でないパネリストの役割のリスト
theater-field-decision = ラウンドの判定
theater-field-status = 出荷の状態
theater-field-reason = 縮退の理由
theater-field-cause = 失敗の原因
theater-field-kind = パーサー警告の種類
theater-field-artifact-ref = オブジェクト {"{"}projectId, artifactId{"}"}（どちらも空でない文字列）
