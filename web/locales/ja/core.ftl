# The core's messages (jury-core): its refusals and warnings, translated from their English Display.

# review/reply.rs

core-place = { $line } 行 { $column } 列
core-reply-no-json = 回答に JSON オブジェクトがありません。{"{"}…{"}"} のオブジェクトも含めて、審査員の回答を全部貼り付けてください。
core-reply-tab-in-string = 回答の JSON が { $line } 行 { $column } 列で壊れています：文字列の中にタブがあります。JSON の文字列にはタブをそのまま入れられません。代わりに \t かスペースを書くか、審査員に正しい JSON を求めてください。
core-reply-line-break-in-string = 回答の JSON が { $line } 行 { $column } 列で壊れています：文字列の中に改行があります。JSON の文字列は 1 行に収める必要があります。行をつなげる（または \n と書く）か、審査員に正しい JSON を求めてください。
core-reply-trailing-comma = 回答の JSON が { $line } 行 { $column } 列で壊れています：リストかオブジェクトの最後の項目の後にカンマがあります。JSON ではそこにカンマを置けません。そのカンマを消すか、審査員に正しい JSON を求めてください。
core-reply-typographic-quote = 回答の JSON が { $line } 行 { $column } 列で壊れています：印刷用の引用符があります。JSON にはまっすぐな引用符 " が必要ですが、チャットやエディターが置き換えた可能性があります。チャットのコピーボタンで回答をコピーするか、審査員にプレーンな JSON を求めてください。
core-reply-single-quote = 回答の JSON が { $line } 行 { $column } 列で壊れています：一重引用符があります。JSON の文字列とキーには二重引用符 " を使います。審査員に正しい JSON を求めてください。
core-reply-comment = 回答の JSON が { $line } 行 { $column } 列で壊れています：コメントがあります。JSON にはコメントがありません。コメントを消すか、審査員にコメントのない JSON を求めてください。
core-reply-syntax = 回答の JSON が { $line } 行 { $column } 列で壊れています：{ $detail }。審査員に正しい JSON を求めてください（自動修復はしません）。
core-reply-cut-off = 回答は JSON が完成する前に途切れています（{ $line } 行 { $column } 列）。回答を全部コピーするか、審査員に最後まで書くよう頼んでください。
core-reply-prompt-only = これは審査員へのプロンプトで、審査員の回答ではありません。新しいチャットで審査員に送り、審査員の回答を貼り付けてください。
core-reply-example-only = これはプロンプトの回答例で、審査員の回答ではありません。審査員の回答を貼り付けてください。
core-reply-two-replies = 貼り付けた内容に異なる回答が { $count } 個あります（開始位置：{ $starts }）。審査員が意図した一つだけを残して、もう一度記録してください。
core-reply-not-an-object = 回答は JSON の{ $found_key ->
        [null] {" "}null 値
        [boolean] 真偽値
        [number] 数値
        [string] 文字列
        [array] 配列
       *[other] 値（{ $found }）
    }で、オブジェクトではありません。"criteria" を含むオブジェクトを貼り付けてください。
core-reply-wrong-type = "{ $field }" は{ $expected_key ->
        [an-array-of-objects] オブジェクトの配列
        [an-array-of-strings] 文字列の配列
        [an-object] オブジェクト
        [a-string] 文字列
        [pass--or--fail] 「PASS」か「FAIL」
       *[other] { $expected }
    }でなければなりません。直してから、もう一度記録してください。
core-reply-missing-field = "{ $field }" がありません。回答に必要です。
core-reply-unknown-criterion = { $suggestion_key ->
        [none] 基準「{ $id }」はルーブリックにありません。審査員はルーブリックの id をそのまま使う必要があります。
       *[other] `{ $id }` はルーブリックにありません。`{ $suggestion }` のことですか？回答の id を直してください（審査員はルーブリックの id をそのまま使う必要があります）。
    }
core-reply-missing-criterion = 基準「{ $id }」の回答がありません。審査員はルーブリックのすべての基準に答える必要があります。
core-reply-duplicate-criterion = 基準「{ $id }」に 2 回答えています。基準ごとに回答は一つにしてください。
core-reply-bad-verdict = 基準「{ $id }」：判定「{ $value }」は PASS でも FAIL でもありません。
core-reply-fail-without-reason = 基準「{ $id }」が理由なしの FAIL です。FAIL には理由が必要です。
core-reply-duplicate-key = "{ $key }" が{ $object_key ->
        [none] 回答
       *[other] 「{ $object }」
    }の中で 2 回書かれています（{ $places }）。人が読めば最初のもの、JSON パーサーなら最後のものを取るため、どちらも採用しません。審査員が意図した一つだけを残して、もう一度記録してください。
core-reply-verdict-mismatch = 審査員自身の判定「{ $summary }」が各基準と食い違っています（{ $failed_count ->
        [0] すべての基準が PASS
       *[other] FAIL：{ $failed }
    }）。結果は各基準から計算されます。
core-reply-mangled = 回答に、成果物にはない { $sequences } が含まれています。テキストが途中で化けた可能性があります（Windows PowerShell を通したときのような文字コードの取り違え）。元の場所からもう一度貼り付けてください。
core-reply-verdict-case = 大文字・小文字の違う判定を PASS または FAIL として読みました（基準：{ $criteria }、書かれていた値：{ $written }）。回答の形式では "PASS" か "FAIL" を大文字で書きます。

# review/rubric.rs

core-rubric-not-a-criterion = ルーブリックの { $line } 行目：「{ $text }」は基準ではありません。"- id: 読み手が得るもの" の形で書いてください（リストの行："-"、"*"、"+"、"1." または "1)"。"# タイトル" にできるのは最初の行だけです）。
core-rubric-bad-id = ルーブリックの { $line } 行目：「{ $id }」は有効な id ではありません。小文字、数字、'-'、'_' を使い、文字か数字で始め、{ $max } 文字以内にしてください。
core-rubric-capital-id = ルーブリックの { $line } 行目：id「{ $id }」に大文字があります。id は小文字です。「{ $lower }」と書いてください。
core-rubric-empty-criterion = ルーブリックの { $line } 行目：基準「{ $id }」に中身がありません。コロンの後に読み手が得るものを書いてください。
core-rubric-duplicate-id = ルーブリックの { $line } 行目：id「{ $id }」は { $firstLine } 行目ですでに使われています。基準ごとに別の id を付けてください。
core-rubric-too-few = { $count ->
        [0] ルーブリックにまだ基準がありません（{ $count } 個）。"- id: 読み手が得るもの" の形で 1 行に一つずつ、{ $min } 個以上書いてください。
       *[other] ルーブリックの基準は { $count } 個です。{ $min } 個以上書いてください。
    }
core-rubric-too-many = ルーブリックの { $line } 行目：基準が { $count } 個あり、多すぎます。{ $max } 個までにしてください（残りはまとめるか削ってください）。
core-rubric-vague = { $line } 行目（`{ $id }`）：「{ $phrase }」は PASS か FAIL かで判定できません。代わりに、読み手が確かめられることを書いてください。
core-rubric-worded-alike = { $line } 行目（`{ $id }`）と { $otherLine } 行目（`{ $otherId }`）の書き方が似ています。まとめるか、それぞれが一つのことを確かめるようにしてください。

# review/run.rs

core-run-closed = このレビューは終了しています（{ $outcome }）。回答の記録、統合、改訂はもうできません。新しいレビューを始めてください。
core-run-empty-name = レビューには名前が必要です。
core-run-empty-artifact = 成果物が空です。レビューするテキストを貼り付けてください。
core-run-too-large = { core-limit-too-large }レビューは作成されず、何も保存されていません。
core-run-rounds-not-a-number = ラウンド上限「{ $typed }」は整数ではありません。1 から { $max } までにしてください。
core-run-rounds-out-of-range = ラウンド上限 { $rounds } は範囲外です。1 から { $max } までにしてください。
core-run-awaiting-revision = このラウンドでは修正（FIX）が求められています。先に成果物を改訂して、次のラウンドを開いてください。
core-record-too-large = { core-limit-too-large }回答は記録されず、何も保存されていません。
core-record-repeats-earlier-round = この回答は、審査員 { $judge } のラウンド { $round } の回答と同じです。ラウンド { $current } では審査員は新しい成果物を読むので、新しい回答が必要です。このラウンドのプロンプトを新しいチャットで審査員に送り、その回答を貼り付けてください。
core-record-same-as-other-judge = この回答は、審査員 { $judge } のラウンド { $round } の回答と同じです。独立した審査員が同じ回答を 2 回書くことはないので、別の欄に貼り付けた可能性があります。この審査員自身のこのラウンドの回答を貼り付けてください。
core-merge-too-large = { core-limit-too-large }何も保存されていません。続けるには新しいレビューを始めてください。
core-merge-no-reply-from-a = ラウンド { $round } には審査員 A の回答がありません。統合する前に審査員 A の回答を記録してください。
core-revise-not-after-fix = 成果物を改訂できるのは、統合の結果が FIX になった後だけです（直近の結果：{ $outcome_key ->
        [none] なし
       *[other] { $outcome }
    }）。先に記録して統合してください。
core-revise-too-large = { core-limit-too-large }ラウンドは開かれず、何も保存されていません。
core-revise-empty-artifact = 改訂した成果物が空です。レビューするテキストを貼り付けてください。
core-revise-unchanged = 成果物は、修正を求めたラウンド { $round } から変わっていません。審査員には同じテキストが見えます。
core-settle-not-disputed = 裁定できるのは DISPUTED のラウンドだけです（直近の結果：{ $outcome_key ->
        [none] なし
       *[other] { $outcome }
    }）。
core-settle-not-a-disputed-criterion = 基準「{ $id }」はこのラウンドで争われていません。争われている基準のどれかを裁定してください。
core-settle-already-settled = 基準「{ $id }」はすでに裁定済みです。
core-settle-empty-note = 裁定には理由を書いたメモが必要です。メモを書いてください。

# review/history.rs

core-history-not-json = レビューのファイルが正しい JSON ではありません：{ $detail }
core-history-not-a-run = このファイルは JSON ですが、jury のレビューではありません：{ $detail }
core-history-missing-schema = レビューのファイルに "schema" フィールドがありません。jury のレビューではありません（"{ $expected }" のはずです）。
core-history-newer-schema = レビューのファイルは "{ $found }" で、この jury（"{ $expected }"）より新しい形式です。新しい jury で開いてください。
core-history-verdict-file = このファイルは判定結果（"{ $found }"）で、終わったレビューのまとめであり、レビューそのものではありません。代わりにレビュー自身のファイル、つまり「レビューを書き出す」で保存されるファイル（名前が .jury.json で終わるもの）を読み込んでください。
core-history-unknown-schema = ファイルのスキーマ "{ $found }" は jury のレビューではありません（"{ $expected }" のはずです）。
core-history-bad-entry = レビューのファイルのエントリ { $entry } の形が正しくありません：{ $detail }
core-history-init = レビューのファイルのエントリ { $entry }：レビューは、ちょうど一つの "init" エントリで始まる必要があります。
core-history-refused = レビューのファイルのエントリ { $entry } を再生できません：{ $detail }
core-history-too-large = レビューが大きすぎて開けません。{ core-limit-too-large }

# critique/parser.rs

core-critique-malformed-block = 不正な形式のブロックです（位置 { $position }）：{ $detail }
core-critique-oversize-block = ブロックが大きすぎます（位置 { $position }）：{ $detail }
core-critique-missing-artifact = 成果物がありません：{ $detail }

# critique/config.rs

core-critique-config-out-of-range = 設定 { $field } が範囲外です：{ $detail }
core-critique-env-out-of-range = 変数 { $variable } の値が正しくありません：{ $detail }

# critique/transcript.rs

core-transcript-unreadable = トランスクリプトを読めません：{ $detail }
core-transcript-too-large = トランスクリプトを読めません。{ core-limit-too-large }何も読み込まれず、保存もされていません。

# limits.rs

core-limit-too-large = { $what_key ->
        [the-rubric] ルーブリック
        [the-artifact] 成果物
        [the-artifact-of-round-2] ラウンド 2 の成果物
        [the-artifact-of-round-3] ラウンド 3 の成果物
        [the-artifact-of-round-4] ラウンド 4 の成果物
        [the-artifact-of-round-5] ラウンド 5 の成果物
        [the-artifact-of-round-6] ラウンド 6 の成果物
        [the-artifact-of-round-7] ラウンド 7 の成果物
        [the-artifact-of-round-8] ラウンド 8 の成果物
        [the-artifact-of-round-9] ラウンド 9 の成果物
        [the-artifact-of-round-10] ラウンド 10 の成果物
        [judge-a-s-reply] 審査員 A の回答
        [judge-b-s-reply] 審査員 B の回答
        [the-run-s-history] レビューの履歴
        [the-pasted-reply] 貼り付けた回答
        [the-reply] 回答
        [the-quote] 引用
        [the-transcript] トランスクリプト
        [the-transcript--once-inflated] 展開後のトランスクリプト
        [the-link] リンク
        [its-run--unpacked] 展開後のリンクのレビュー
       *[other] { $what }
    }は { $unit_key ->
        [bytes] { $found } バイト
        [characters] { $found } 文字
        [lines] { $found } 行
        [replies] { $found } 件の回答
        [entries] { $found } 件のエントリ
       *[other] { $found } { $unit }
    }で、jury の上限 { $limit } を超えています。

# share
core-share-too-big = このレビューは大きすぎて、リンクとして共有できません：リンクは { $length } 文字になりますが、{ $limit } 文字を超えるリンクはチャットアプリやメールで切られてしまいます（Slack は 40,000 文字でメッセージを切ります）。レビューをファイルに書き出し、代わりにそのファイルを送ってください。
core-share-incomplete = この共有リンクは不完全です：含むべきレビューの手前で終わっています。送信者にリンクを（全体をコピーして）もう一度送ってもらうか、レビューファイルを送ってもらってください。
core-share-bad-version = この共有リンクは壊れています：「{ $version }」は共有リンクのバージョンではありません。送信者にリンクを（全体をコピーして）もう一度送ってもらうか、レビューファイルを送ってもらってください。
core-share-newer-version = この共有リンクは新しいバージョンの jury で作られています（リンクのバージョン { $version }。このバージョンが読めるのはバージョン { $reads } までです）。新しい jury で開くか、送信者にレビューファイルを送ってもらってください。
core-share-unknown-kind = この共有リンクは壊れています：「{ $kind }」を含むとされていますが、これはレビューループのレビューでもパネル審査でもありません。送信者にリンクを（全体をコピーして）もう一度送ってもらうか、レビューファイルを送ってもらってください。
core-share-not-base64 = この共有リンクは壊れています：データの { $at } 文字目が{ $what ->
    [space] スペース
    [line-break] 改行
    [tab] タブ
    [invisible] 見えない文字 { $found }
   *[character] 「{ $found }」
}ですが、これは共有リンクには決して含まれない文字です（リンクが変更されたか、何かが付け加えられました）。送信者にリンクを（全体をコピーして）もう一度送ってもらうか、レビューファイルを送ってもらってください。
core-share-truncated = この共有リンクは途中で切れています：末尾が欠けています（チャットアプリやメールは長いリンクを切ることがあります）。送信者にリンクを（全体をコピーして）もう一度送ってもらうか、レビューファイルを送ってもらってください。
core-share-altered = この共有リンクは壊れています：データがチェックサムと一致しないため、一部が変更されています。送信者にリンクを（全体をコピーして）もう一度送ってもらうか、レビューファイルを送ってもらってください。
core-share-too-large = この共有リンクには jury が開ける量を超えるデータが入っています：{ $reason }。開いていないので、このページが遅くなったり止まったりすることはありません。
core-share-not-a-run = この共有リンクは展開できますが、中身は{ $kind ->
    [panel] デザイン審査団のパネル審査
   *[run] レビューループのレビュー
}ではありません：{ $reason }。送信者にリンクを（全体をコピーして）もう一度送ってもらうか、レビューファイルを送ってもらってください。
core-share-not-a-run-detail = この共有リンクは展開できますが、中身は{ $kind ->
    [panel] デザイン審査団のパネル審査
   *[run] レビューループのレビュー
}ではありません：{ $detail }。送信者にリンクを（全体をコピーして）もう一度送ってもらうか、レビューファイルを送ってもらってください。
core-share-not-text = テキストではありません

# review
core-family-same = 審査員 A と B はどちらも { $family } のモデルのようです。ルール 3 は、審査員 B が別のモデルのときに最もよく働きます。そうすれば、二人の審査員が同じ盲点を持たずに済みます。

# design
core-design-too-large = このデザインは大きすぎてレンダリング表示できません: { $measures }。何もレンダリングせず、何も保存していません。ソースは下にすべてあります。
core-design-and = { $first }。さらに { $rest }
core-design-over-bytes = マークアップが { $found } バイトあり、このアプリがレンダリングする { $limit } バイトを { $over } バイト超えています
core-design-over-nodes = 要素とテキスト片が { $found } 個あり、このアプリがレンダリングする { $limit } 個を { $over } 個超えています
core-design-over-depth = 入れ子が { $found } 階層あり、このアプリがレンダリングする { $limit } 階層を { $over } 階層超えています
core-design-over-css = スタイルシートのテキストが { $found } バイトあり、このアプリがレンダリングする { $limit } バイトを { $over } バイト超えています
core-design-over-copies = <use> 要素が複製する要素とテキスト片が { $found } 個あり、このアプリがレンダリングする { $limit } 個を { $over } 個超えています
core-design-endless-copies = 複製対象の内側に <use> 要素があるため、複製が終わりません
core-critique-paste-empty = まずエージェントの回答を貼り付けてください（または Open Design のフィクスチャを選んでください）
core-critique-paste-too-large = 貼り付けた回答は { $found } バイトで、jury の上限 { $limit } バイトを超えています。パネルは実行されず、何も保存されていません。エージェントの回答だけを貼り付けてください
core-critique-paste-prompt-only = これはプロンプトで、パネルの回答ではありません。パネルへの指示をチャットで AI モデルに送り、その答えを貼り付けてください（<CRITIQUE_RUN 以降、またはチャット全体）
