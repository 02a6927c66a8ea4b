shell-skip = 本文へ移動
shell-sections = セクション
shell-review-loop = レビューループ
shell-design-jury = デザイン審査団
shell-offline = ✓ オフラインで利用可能
shell-language = 言語
shell-language-not-loaded = { $language } の文言を読み込めなかったため、英語で表示しています。再読み込みしてもう一度お試しください。
shell-not-found-title = ページが見つかりません
shell-not-found-body = 「{ $hash }」には何もありません。
shell-back-to-runs = レビュー一覧に戻る
shell-chunk-failed-title = このページを読み込めませんでした
shell-chunk-failed-body = ページのコードが届きませんでした（{ $why }）。接続を確認して再読み込みしてください。レビューはこのブラウザーに保存されています。
shell-reload = 再読み込み

## The page shown while the app loads

shell-loading-title = レビューループを読み込んでいます…
shell-loading-about = jury は終わりのあるレビューループを実行します。2 人の AI ジャッジ、あなたが書くルーブリック、3 つのルールのすべてがこのブラウザーの中で動きます。貼り付けた内容がブラウザーの外に出ることはありません。
shell-loading-slow = まだ読み込み中ですか？ディスク上のファイルとして開いた場合（アドレスが { $file } で始まる場合）、このページは起動できません。ブラウザーはファイルからそのコードを実行しないためです。代わりに同じフォルダーの { $offline } を開いてください。ファイルから動くように作られています。
shell-loading-noscript = このアプリには JavaScript と WebAssembly が必要です。このページで有効にするか、ダウンロードした { $offline } を開いてください。
